import type { Notice } from '../../api/schemas.ts'

/** Korea's offset from UTC: the hosts write notice times in KST, without a zone. */
const KST_OFFSET_HOURS = 9

/** A notice time, 'YYYY-MM-DD HH:mm:ss' in KST (as reg_date; the time may be left out), in ms; NaN if it is not one. */
export const noticeTime = (text: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim())
  if (!m) return Number.NaN
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - KST_OFFSET_HOURS, Number(mi), Number(s))
}

/** `at` (ms) as a notice time, 'YYYY-MM-DD HH:mm:ss' in KST. */
export const formatNoticeTime = (at: number): string =>
  new Date(at + KST_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

/**
 * Whether a notice is in its display period at `now`: from start_date (included) until end_date
 * (not included). A bound left out is open; a bound that cannot be read hides the notice, so a
 * notice is never shown longer than its host meant.
 */
export const isCurrentNotice = (notice: Notice, now: number): boolean =>
  (notice.start_date === undefined || noticeTime(notice.start_date) <= now) && !hasEnded(notice, now)

/** Whether a notice's period is over at `now` (an unreadable end counts as over). */
export const hasEnded = (notice: Notice, now: number): boolean =>
  notice.end_date !== undefined && !(now < noticeTime(notice.end_date))

/** The notices in their display period at `now`, in the same order: what a host answers. */
export const currentNotices = (notices: readonly Notice[], now: number): readonly Notice[] =>
  notices.filter((notice) => isCurrentNotice(notice, now))

/**
 * The notices whose period has not ended at `now`, in the same order: what the app keeps of an
 * answer or of the kept copy. The start is the host's to judge (it answers only begun notices),
 * so a device clock behind the host's still shows what the host sent.
 */
export const unendedNotices = (notices: readonly Notice[], now: number): readonly Notice[] =>
  notices.filter((notice) => !hasEnded(notice, now))
