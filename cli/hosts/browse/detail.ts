import type { Clip, Tag } from '../../../core/api/schemas.browse.ts'
import { ResultCode, SortOrder } from '../../../core/contract/index.ts'
import type { CatalogueClip, CatalogueTitle } from '../titles/title.ts'
import { artUrl, isListed, refusalOf, toCard } from '../titles/visibility.ts'
import type { CallHandler } from '../server/callTypes.ts'
import { viewerKey } from '../watch/watchStore.ts'
import { itemName, lineNames } from './names.ts'
import { orderedFor } from './order.ts'
import { ok, viewerOf } from './viewer.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'watch'

const RELATED = 12

const clip = (c: CatalogueClip, playerType: 1 | 2, web: string, movieUrl: string): Clip => ({
  clip_url: c.clipUrl,
  title: c.title,
  player_type: playerType,
  start: c.start,
  end: c.end,
  tile: artUrl(web, movieUrl, 'tile'),
})

const shared = (a: CatalogueTitle, b: CatalogueTitle): number => a.tagUrls.filter((u) => b.tagUrls.includes(u)).length

/**
 * contentDetail: a title by its address (an episode's or clip's address gives its title). -3
 * unknown; an adult title -121 to a guest, -50 to an unverified member (0901). Related titles:
 * the same line, most shared tags first, then popular. `saved`: the member's 저장 (saveVideo).
 */
export const contentDetail: CallHandler<Uses> = async (request, world) => {
  const hit = world.catalogue.find(request.params.movie_url ?? '')
  if (!hit) return { retval: ResultCode.dataNotFound }
  const title = hit.title
  const viewer = viewerOf(request)
  const refusal = refusalOf(viewer, title)
  if (refusal !== undefined) return { retval: refusal }
  const web = world.hosts().web
  const tagCounts = new Map<string, number>()
  for (const t of world.catalogue.titles) if (isListed(viewer, t)) for (const u of t.tagUrls) tagCounts.set(u, (tagCounts.get(u) ?? 0) + 1)
  const tags: Tag[] = world.catalogue.tags
    .filter((tag) => title.tagUrls.includes(tag.tagUrl))
    .map((tag) => ({ tag_url: tag.tagUrl, tag_name: tag.tagName, adult: tag.adult ? 1 : 0, count: tagCounts.get(tag.tagUrl) ?? 0 }))
  const related = orderedFor(world.catalogue, SortOrder.popular, viewer, (t) => t !== title && t.serviceId === title.serviceId && isListed(viewer, t))
    .map((t, i) => ({ t, i, score: shared(t, title) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, RELATED)
    .map(({ t }) => toCard(t, viewer, web))
  return ok({
    content: toCard(title, viewer, web),
    backdrop: artUrl(web, title.movieUrl, 'backdrop'),
    synopsis: title.synopsis,
    tags,
    cast: title.cast,
    director: title.director,
    seasons: title.seasons.map((s) => ({
      season_no: s.seasonNo,
      title: s.title,
      episodes: s.episodes.map((e) => ({
        episode_no: e.episodeNo,
        title: e.title,
        movie_url: e.movieUrl,
        duration: e.durationSec,
        tile: artUrl(web, e.movieUrl, 'tile'),
      })),
    })),
    scenes: title.scenes.map((c) => clip(c, 1, web, title.movieUrl)),
    crops: title.crops.map((c) => clip(c, 2, web, title.movieUrl)),
    related,
    item: { item_type: title.itemType, item_name: itemName(title.itemType, title.serviceId) },
    service: { section_no: title.serviceId, section_name: lineNames[title.serviceId] ?? '' },
    saved: request.session?.kind === 'member' && (await world.watch.isSaved(viewerKey(request.session), title.movieUrl)) ? 1 : 0,
  })
}
