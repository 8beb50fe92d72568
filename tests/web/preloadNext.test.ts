import { expect, test } from 'vitest'
import type { PlayInfoOutput } from '../../core/api/schemas.watch.ts'
import type { Request } from '../../core/app/request.ts'
import { openHostReads } from '../../web/data/hostReads.ts'
import { viewerChanged } from '../../web/data/viewerEpoch.ts'
import { preloadNext, preloadedInfo } from '../../web/player/binge/preloadNext.ts'

/**
 * The next episode's playInfo, warmed during the credits, is drawn at once by its player, but only
 * for the viewer it was read for: after a login or a logout it is someone else's (its grant is
 * bound to their session), and the page reads it again. It is read through the one door
 * (web/data/hostReads.ts), which forgets it at the change.
 */

const master = `data:application/vnd.apple.mpegurl,${encodeURIComponent('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\ndata:text/plain,x\n')}`

test('a preloaded playInfo is used for the viewer it was read for, never after the viewer changed', async () => {
  const asked: string[] = []
  const request = (async (call: string, fields: { movie_url: string }) => {
    asked.push(`${call} ${fields.movie_url}`)
    return { movie_url: fields.movie_url, stream_url: master } as unknown as PlayInfoOutput
  }) as unknown as Request
  openHostReads(request)
  await preloadNext('t0001e0102')
  expect(preloadedInfo('t0001e0102')?.movie_url).toBe('t0001e0102')
  // Asked once: a second warm-up for the same viewer keeps the first answer.
  await preloadNext('t0001e0102')
  expect(asked).toEqual(['playInfo t0001e0102'])

  viewerChanged()
  expect(preloadedInfo('t0001e0102')).toBeUndefined()
  // The new viewer's warm-up reads it again, for them.
  await preloadNext('t0001e0102')
  expect(asked).toEqual(['playInfo t0001e0102', 'playInfo t0001e0102'])
  expect(preloadedInfo('t0001e0102')?.movie_url).toBe('t0001e0102')
})
