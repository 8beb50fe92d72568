import type { ListQuery } from '../../../core/api/schemas.browse.ts'
import { ResultCode, ServiceId, SortOrder } from '../../../core/contract/index.ts'
import type { CatalogueTitle } from '../titles/title.ts'
import { canSee, isListed, toCard } from '../titles/visibility.ts'
import type { CallHandler } from '../server/callTypes.ts'
import { orderedFor } from './order.ts'
import { ok, viewerOf } from './viewer.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts'

/** How many titles an event page shows. */
const ITEMS = 30

interface Event {
  readonly title: string
  readonly description: string
  readonly period: string
  readonly sort: SortOrder
  readonly more?: ListQuery
  readonly keep: (t: CatalogueTitle) => boolean
}

/** The stand-in's running events, by their /landing/{subpath}; never adult titles. */
export const landingEvents: Readonly<Record<string, Event>> = {
  'free-week': {
    title: '이번 주 무료 영화관',
    description: '무료관의 인기작을 이용권 없이 마음껏 보세요. 로그인하지 않아도 볼 수 있습니다.',
    period: '11월 24일 – 12월 7일',
    sort: SortOrder.popular,
    more: { section_no: ServiceId.free, sort: SortOrder.popular },
    keep: (t) => t.serviceId === ServiceId.free,
  },
  'new-series': {
    title: '새 시리즈 정주행',
    description: '새로 올라온 시리즈를 첫 회부터 몰아 보세요.',
    period: '12월 한 달',
    sort: SortOrder.latest,
    more: { section_no: ServiceId.series, sort: SortOrder.latest },
    keep: (t) => t.serviceId === ServiceId.series,
  },
  'best-rated': {
    title: '평점 8점 이상 명작 모음',
    description: '시청자 평점이 8점을 넘은 작품만 모았습니다.',
    period: '상시',
    sort: SortOrder.popular,
    keep: (t) => t.rating >= 8,
  },
}

/** landingContents: a running event's page and its titles (the ones this viewer may see); -3 for any other subpath. */
export const landingContents: CallHandler<Uses> = (request, world) => {
  const subpath = request.params.subpath ?? ''
  const event = Object.hasOwn(landingEvents, subpath) ? landingEvents[subpath] : undefined
  if (!event) return { retval: ResultCode.dataNotFound }
  const viewer = viewerOf(request)
  const items = orderedFor(world.catalogue, event.sort, viewer, (t) => isListed(viewer, t) && canSee(viewer, t) && !t.adult && event.keep(t))
    .slice(0, ITEMS)
    .map((t) => toCard(t, viewer, world.hosts().web))
  const { title, description, period, more } = event
  return ok({ subpath, title, description, period, ...(more ? { more } : {}), items })
}
