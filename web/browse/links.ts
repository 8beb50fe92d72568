import type { ContentCard, ListQuery } from '../../core/api/schemas.browse.ts'
import { ItemType } from '../../core/contract/index.ts'
import { RETURN_PARAM, paths } from '../paths.ts'

/**
 * Where browse links go, as plain functions (no React, no window): the locked-card route through
 * /login and /cert back to the title, a home row's "더 보기", and the Korean names of items.
 */

/** Why an adult title asks, for a member and for a guest (docs/decisions/1450). */
export const ADULT_WHY = '청소년 보호법에 따라 만 19세 이상만 볼 수 있는 작품입니다. 성인 인증을 하면 이 화면으로 돌아옵니다.'
export const ADULT_WHY_GUEST = '청소년 보호법에 따라 만 19세 이상만 볼 수 있는 작품입니다. 로그인한 뒤 성인 인증을 하면 이 화면으로 돌아옵니다.'

/** /cert with the title to come back to (a same-origin path; /cert checks it again). */
export const certPath = (returnTo?: string): string => (returnTo ? `${paths.cert()}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : paths.cert())

/**
 * Where an adult title leads a viewer who may not see it: a member to /cert, a guest to /login
 * first (which then goes on to /cert); both come back to `returnTo` once verified.
 */
export const adultGateTarget = (returnTo: string, isLogin: boolean): string => (isLogin ? certPath(returnTo) : paths.login(certPath(returnTo)))

/**
 * A card's link: its detail page, or for a member the gate when it is locked. A guest's locked
 * card opens the detail, which says why before the login (docs/decisions/1450).
 */
export const cardTarget = (card: Pick<ContentCard, 'movie_url' | 'locked'>, isLogin: boolean): string =>
  card.locked && isLogin ? adultGateTarget(paths.movie(card.movie_url), isLogin) : paths.movie(card.movie_url)

/** A home row's "더 보기": the tag page for a tag row, else the content list with its sort. */
export const listQueryTarget = (query: ListQuery): string => {
  if (query.tag_url) return paths.tag(query.tag_url)
  return paths.contentsList({ section: query.section_no, category: query.category_no, sort: query.sort })
}

/** The Korean name of the item a title needs. */
export const itemName = (itemType: number): string =>
  ({
    [ItemType.free]: '무료',
    [ItemType.subscription]: '이용권',
    [ItemType.consumable]: '코인',
    [ItemType.single]: '단품 구매',
    [ItemType.skytv]: '스카이TV 이용권',
  })[itemType] ?? '이용권'

/** Seconds as the viewer reads a running time: "1시간 32분", "48분", "2분 5초". */
export const durationText = (seconds: number): string => {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = Math.floor(seconds % 60)
  if (h > 0) return m > 0 ? `${h}시간 ${m}분` : `${h}시간`
  if (m > 0) return s > 0 && m < 10 ? `${m}분 ${s}초` : `${m}분`
  return `${s}초`
}

/** A clip's start and end as 0:00–0:00. */
export const clock = (seconds: number): string => {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = Math.floor(seconds % 60)
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m)
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`
}
