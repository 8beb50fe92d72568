import type { PlayInfoOutput } from '../../../core/api/schemas.watch.ts'
import type { Request } from '../../../core/app/request.ts'
import { fetchMediaText } from '../../adapters/mediaFiles.ts'
import { viewerEpoch } from '../../data/viewerEpoch.ts'
import { noteGrantArrival } from '../grants/useStreamGrant.ts'

/** The next episode's playInfo once it has arrived, by address, with the viewer it was read for: its player draws it at once. */
const arrived = new Map<string, { readonly info: PlayInfoOutput; readonly epoch: number }>()

/** The preloaded playInfo of an address, if it has arrived for this viewer (the page's own read still runs). */
export const preloadedInfo = (movieUrl: string): PlayInfoOutput | undefined => {
  const kept = arrived.get(movieUrl)
  return kept?.epoch === viewerEpoch() ? kept.info : undefined
}

/**
 * During the credits: the next episode's playInfo, then its HLS master and first media playlist,
 * so the next episode starts without waiting for them. Silent on failure: the player asks again.
 */
export const preloadNext = async (request: Request, movieUrl: string): Promise<void> => {
  if (preloadedInfo(movieUrl)) return
  try {
    const epoch = viewerEpoch()
    const info = await request('playInfo', { movie_url: movieUrl }, { track: false })
    arrived.set(movieUrl, { info, epoch })
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
