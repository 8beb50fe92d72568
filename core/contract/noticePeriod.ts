import { parseHostTime } from './hostTime.ts'

/** A notice's display period as the hosts send it: either bound may be left out. */
export interface NoticePeriod {
  readonly start_date?: string | undefined
  readonly end_date?: string | undefined
}

/**
 * Whether a notice is in its display period at `now`: from start_date (included) until end_date
 * (not included). A bound left out is open; a bound that cannot be read hides the notice, so a
 * notice is never shown longer than its host meant. One rule for the hosts that answer notices and
 * the app that shows them.
 */
export const isCurrentNotice = (notice: NoticePeriod, now: number): boolean =>
  (notice.start_date === undefined || parseHostTime(notice.start_date) <= now) && !hasEnded(notice, now)

/** Whether a notice's period is over at `now` (an unreadable end counts as over). */
export const hasEnded = (notice: NoticePeriod, now: number): boolean => notice.end_date !== undefined && !(now < parseHostTime(notice.end_date))

/** The notices in their display period at `now`, in the same order: what a host answers. */
export const currentNotices = <N extends NoticePeriod>(notices: readonly N[], now: number): readonly N[] =>
  notices.filter((notice) => isCurrentNotice(notice, now))

/**
 * The notices whose period has not ended at `now`, in the same order: what the app keeps of an
 * answer or of the kept copy. The start is the host's to judge (it answers only begun notices),
 * so a device clock behind the host's still shows what the host sent.
 */
export const unendedNotices = <N extends NoticePeriod>(notices: readonly N[], now: number): readonly N[] => notices.filter((notice) => !hasEnded(notice, now))
