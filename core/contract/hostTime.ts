/** Korea's offset from UTC: the hosts write times in KST, without a zone. */
const KST_OFFSET_HOURS = 9

/** A host time, 'YYYY-MM-DD HH:mm:ss' in KST (reg_date, a notice's period; the time may be left out), in ms; NaN if it is not one. */
export const parseHostTime = (text: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim())
  if (!m) return Number.NaN
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - KST_OFFSET_HOURS, Number(mi), Number(s))
}

/** `at` (ms) as a host time, 'YYYY-MM-DD HH:mm:ss' in KST. */
export const formatHostTime = (at: number): string => new Date(at + KST_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
