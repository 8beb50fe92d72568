import type { PlayInfoOutput } from '../../../core/api/schemas.watch.ts'

type Segment = NonNullable<PlayInfoOutput['segments']>[number]

/** Shorter parts are not worth a button (a 2-second recap is over before it could be pressed). */
export const SKIP_MIN_SECONDS = 3
/** The button leaves this long after its part began (as Jellyfin's media segments); S still skips. */
export const SKIP_SHOWN_SECONDS = 8

/** What the skip button says for each part it skips. */
export const skipLabel = { intro: '오프닝 건너뛰기', recap: '지난 이야기 건너뛰기' } as const

/** The recap or opening playing at `time`, if any. */
export const skippableAt = (segments: readonly Segment[] | undefined, time: number): (Segment & { kind: 'intro' | 'recap' }) | undefined =>
  segments?.find((s): s is Segment & { kind: 'intro' | 'recap' } => s.kind !== 'credits' && time >= s.start && time < s.end)

/** The part whose skip button shows at `time`: long enough, and within its first seconds. */
export const skipOffered = (segments: readonly Segment[] | undefined, time: number) => {
  const segment = skippableAt(segments, time)
  return segment && segment.end - segment.start >= SKIP_MIN_SECONDS && time < segment.start + SKIP_SHOWN_SECONDS ? segment : undefined
}
