import { ContentViewCount, ServiceId, SortOrder } from '../../../core/contract/index.ts'
import type { CatalogueTitle } from '../titles/title.ts'
import { isListed, toCard } from '../titles/visibility.ts'
import type { CallHandler } from '../server/callTypes.ts'
import { isSortOrder, orderedFor } from './order.ts'
import { intField, invalid, ok, viewerOf } from './viewer.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts'

const counts: readonly number[] = [ContentViewCount.small, ContentViewCount.large]

/**
 * contentList: the titles of a line (section_no; 3 or none: every line), a category and a tag,
 * in one of the four sort orders (default latest), `count` 30 or 50 (default 30) from `page` 1.
 * -11 for any other count, sort or page, or a field that is not a number.
 */
export const contentList: CallHandler<Uses> = (request, world) => {
  const { params } = request
  const section = intField(params.section_no)
  const categoryNo = intField(params.category_no)
  const sort = intField(params.sort) ?? SortOrder.latest
  const count = intField(params.count) ?? ContentViewCount.small
  const page = intField(params.page) ?? 1
  if (Number.isNaN(section) || Number.isNaN(categoryNo)) return invalid
  if (!isSortOrder(sort) || !counts.includes(count) || !Number.isSafeInteger(page) || page < 1) return invalid
  const tagUrl = params.tag_url || undefined
  const viewer = viewerOf(request)
  const keep = (t: CatalogueTitle): boolean =>
    isListed(viewer, t) &&
    (section === undefined || section === ServiceId.all || t.serviceId === section) &&
    (categoryNo === undefined || t.categoryNos.includes(categoryNo)) &&
    (tagUrl === undefined || t.tagUrls.includes(tagUrl))
  const titles = orderedFor(world.catalogue, sort, viewer, keep)
  const web = world.hosts().web
  const list = titles.slice((page - 1) * count, page * count).map((t) => toCard(t, viewer, web))
  return ok({ list, total: titles.length, page, count })
}
