/**
 * The player's pure rules: exact ranges (`?t=83.5-112`), their validation, and the 95 % rule of
 * continue watching. Shared by the web player, the stand-in and the tests.
 */

/** A section of a title in seconds, end after start. */
export interface TimeRange {
  readonly start: number
  readonly end: number
}

/** The longest section a viewer may save or share (the crop time limit, -61 beyond it). */
export const CROP_LIMIT_SEC = 180

/** Past this share of its duration a title counts as watched and leaves 이어보기. */
export const WATCHED_SHARE = 0.95

const TIME = /^(\d{1,6})(?:\.(\d{1,3}))?$/

/** A time as a link writes it: seconds with up to three decimals ("83.5"), else undefined. */
export const parseTime = (text: string): number | undefined => {
  const match = TIME.exec(text)
  if (!match) return undefined
  return Number(`${match[1]}.${match[2] ?? '0'}`)
}

/** A time as links write it: at most three decimals, no trailing zeros ("83.5", "112"). */
export const formatTime = (seconds: number): string => String(Math.round(seconds * 1000) / 1000)

/**
 * `t` of a link: "83.5-112" is a range, "83.5" a start only (end undefined). Anything else
 * (negatives, exponents, extra dashes, empty parts) is undefined.
 */
export const parseRangeParam = (text: string | null | undefined): { start: number; end?: number } | undefined => {
  if (!text) return undefined
  const parts = text.split('-')
  if (parts.length > 2) return undefined
  const start = parseTime(parts[0] ?? '')
  if (start === undefined) return undefined
  if (parts.length === 1) return { start }
  const end = parseTime(parts[1] ?? '')
  return end === undefined ? undefined : { start, end }
}

export const formatRangeParam = (range: TimeRange): string => `${formatTime(range.start)}-${formatTime(range.end)}`

export type RangeProblem = 'outside' | 'order' | 'tooLong'

/**
 * Whether a range may be played, saved or shared for a title of `duration` seconds:
 * `order` unless end > start, `outside` unless 0 ≤ start and end ≤ duration, `tooLong`
 * (the crop time limit, -61) when longer than `limit`. undefined when it is fine.
 */
export const rangeProblem = (range: TimeRange, duration: number, limit = CROP_LIMIT_SEC): RangeProblem | undefined => {
  if (!Number.isFinite(range.start) || !Number.isFinite(range.end)) return 'outside'
  if (!(range.end > range.start)) return 'order'
  if (range.start < 0 || range.end > duration) return 'outside'
  if (range.end - range.start > limit) return 'tooLong'
  return undefined
}

/** Korean explanation of a range problem, for the player's marks and shared links. */
export const rangeProblemMessage: Readonly<Record<RangeProblem, string>> = {
  order: '끝 지점은 시작 지점보다 뒤여야 합니다.',
  outside: '구간이 영상 길이를 벗어났습니다.',
  tooLong: `구간은 최대 ${CROP_LIMIT_SEC / 60}분까지 저장할 수 있습니다.`,
}

/** The 95 % rule: a title whose saved position is past 95 % of its duration counts as watched. */
export const isWatched = (position: number, duration: number): boolean => duration > 0 && position >= duration * WATCHED_SHARE

/** Where playback resumes: the saved position, unless it is watched (then from the start). */
export const resumeFrom = (position: number, duration: number): number =>
  isWatched(position, duration) || position < 0 || !Number.isFinite(position) ? 0 : Math.min(position, duration)

/** A crop loops: past its end, back to its start. */
export const loopTarget = (time: number, range: TimeRange): number | undefined => (time >= range.end || time < range.start - 1 ? range.start : undefined)
