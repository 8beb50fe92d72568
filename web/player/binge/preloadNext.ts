import type { PlayInfoOutput } from '../../../core/api/schemas.watch.ts'
import { fetchMediaText } from '../../adapters/mediaFiles.ts'
import { hostRead, keptAnswer } from '../../data/hostReads.ts'
import { noteGrantArrival } from '../grants/useStreamGrant.ts'

/** The preloaded playInfo of an address, if it has arrived for this viewer (the page's own read still runs). */
export const preloadedInfo = (movieUrl: string): PlayInfoOutput | undefined => keptAnswer('playInfo', { movie_url: movieUrl })

/**
 * During the credits: the next episode's playInfo (through the one door, so it is forgotten when
 * the viewer changes), then its HLS master and first media playlist, so the next episode starts
 * without waiting for them. Silent on failure: the player asks again.
 */
export const preloadNext = async (movieUrl: string): Promise<void> => {
  if (preloadedInfo(movieUrl)) return
  try {
    // Fresh: a grant read earlier may have lapsed.
    const info = await hostRead('playInfo', { movie_url: movieUrl }, { answer: 'fresh' })
    // Its grant counts from now, not from when its player draws it.
    noteGrantArrival(info)
    // With the grant cookie the answer set (docs/decisions/1800).
    const master = await fetchMediaText(info.stream_url)
    const first = master.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'))
    if (first) await fetchMediaText(new URL(first.trim(), info.stream_url))
  } catch {
    // The navigation asks for everything again and shows any failure in Korean.
  }
}
