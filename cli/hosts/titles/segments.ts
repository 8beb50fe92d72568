import { mixSeed, seededRandom } from './random.ts'
import type { EpisodeSegment } from './title.ts'

/**
 * An episode's recap, opening and credits, as a streaming service's media segments give them
 * (docs/decisions/1700): from the second episode on, a recap of 40–90 s at the start; an opening
 * of 60–90 s within the first three minutes after it; credits over the last 1–2.5 minutes. Drawn
 * from the episode's own address, so adding them changed no other part of the seeded catalogue.
 */
export const episodeSegments = (movieUrl: string, episodeNo: number, durationSec: number): EpisodeSegment[] => {
  let seed = 0
  for (let i = 0; i < movieUrl.length; i += 1) seed = mixSeed(seed, movieUrl.charCodeAt(i))
  const r = seededRandom(seed)
  const recap = episodeNo > 1 ? [{ kind: 'recap' as const, start: 0, end: r.int(40, 90) }] : []
  const introStart = (recap[0]?.end ?? 0) + r.int(0, 180)
  const intro = { kind: 'intro' as const, start: introStart, end: introStart + r.int(60, 90) }
  const credits = { kind: 'credits' as const, start: durationSec - r.int(60, 150), end: durationSec }
  return [...recap, intro, credits]
}
