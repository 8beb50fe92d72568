import { ResultCode, ServiceId } from '../../../core/contract/index.ts'
import { category } from './menuSeed.ts'
import type { Viewer } from '../titles/title.ts'
import type { CallHandler, World } from '../server/callTypes.ts'
import { intField, invalid, listedTitles, ok, viewerOf } from './viewer.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue'
type Slice = Pick<World, Uses>

/** Adult tags are listed only to a session that may see adult titles and has no filter (0901). */
const tagShown = (viewer: Viewer, adult: boolean): boolean =>
  !adult || (viewer.kind === 'member' && viewer.adultVerified && !viewer.filter && viewer.ageLimit === undefined)

/** The tags this viewer may see, with how many listed titles carry each. */
export const visibleTags = (world: Slice, viewer: Viewer) => {
  const counts = new Map<string, number>()
  for (const t of listedTitles(world.catalogue.titles, viewer)) for (const u of t.tagUrls) counts.set(u, (counts.get(u) ?? 0) + 1)
  return world.catalogue.tags
    .filter((tag) => tagShown(viewer, tag.adult))
    .map((tag) => ({ tag_url: tag.tagUrl, tag_name: tag.tagName, adult: tag.adult ? (1 as const) : (0 as const), count: counts.get(tag.tagUrl) ?? 0 }))
}

/** tagList: every tag (its /tag/{tag_url} name) with its count. */
export const tagList: CallHandler<Uses> = (request, world) => ok({ tag_list: visibleTags(world, viewerOf(request)) })

/** categoryList: the categories of a line (3 or none: all) that list at least one title, menu numbering. */
export const categoryList: CallHandler<Uses> = (request, world) => {
  const section = intField(request.params.section_no)
  if (Number.isNaN(section)) return invalid
  const titles = listedTitles(world.catalogue.titles, viewerOf(request)).filter(
    (t) => section === undefined || section === ServiceId.all || t.serviceId === section,
  )
  const category_list = Object.values(category)
    .map(([category_no, category_name]) => ({ category_no, category_name, count: titles.filter((t) => t.categoryNos.includes(category_no)).length }))
    .filter((c) => c.count > 0)
  return { retval: ResultCode.success, output: { category_list } }
}
