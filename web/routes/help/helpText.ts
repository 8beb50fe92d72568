/**
 * What the help pages say about dates and support: one place for the 고객센터 contacts (as the
 * FAQ's 고객센터 category and the about document put them) and the Korean form of a host time.
 */

/** How to reach 고객센터: e-mail only, answered on weekdays (faq/09-support.md). */
export const SUPPORT = {
  email: 'help@stream.example',
  hours: '평일 오전 10시 ~ 오후 6시 (주말·공휴일 휴무)',
} as const

/** A host time ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm') as "2026년 11월 20일". */
export const koreanDate = (hostTime: string): string => {
  const [y, m, d] = hostTime.slice(0, 10).split('-').map(Number)
  return `${y}년 ${m}월 ${d}일`
}

/** A host time as "2026년 11월 20일 10:00" (the time left out when the host gave none). */
export const koreanDateTime = (hostTime: string): string => {
  const time = hostTime.slice(11, 16)
  return time ? `${koreanDate(hostTime)} ${time}` : koreanDate(hostTime)
}
