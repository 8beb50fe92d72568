import { SortOrder } from '../../../core/contract/index.ts'
import type { Catalogue, CatalogueTitle, Viewer } from '../titles/title.ts'
import { canSee } from '../titles/visibility.ts'

/** Korean collation for the name order. */
export const koCollator = new Intl.Collator('ko')

const byUrl = (a: CatalogueTitle, b: CatalogueTitle): number => (a.movieUrl < b.movieUrl ? -1 : a.movieUrl > b.movieUrl ? 1 : 0)

/** Each sort order, ties broken by movie_url so pages never overlap or skip. */
const comparators: Readonly<Record<SortOrder, (a: CatalogueTitle, b: CatalogueTitle) => number>> = {
  [SortOrder.latest]: (a, b) => b.registeredAt - a.registeredAt || byUrl(a, b),
  [SortOrder.popular]: (a, b) => b.viewCount - a.viewCount || byUrl(a, b),
  [SortOrder.name]: (a, b) => koCollator.compare(a.title, b.title) || byUrl(a, b),
  [SortOrder.savedCount]: (a, b) => b.savedCount - a.savedCount || byUrl(a, b),
}

export const isSortOrder = (n: number): n is SortOrder => n in comparators

const sorted = new WeakMap<Catalogue, Map<SortOrder, readonly CatalogueTitle[]>>()

/** The whole catalogue in one sort order, sorted once per catalogue. */
const inOrder = (catalogue: Catalogue, sort: SortOrder): readonly CatalogueTitle[] => {
  let orders = sorted.get(catalogue)
  if (!orders) sorted.set(catalogue, (orders = new Map()))
  let titles = orders.get(sort)
  if (!titles) orders.set(sort, (titles = [...catalogue.titles].sort(comparators[sort])))
  return titles
}

/**
 * The titles that pass `keep`, in a sort order as this viewer sees it. A list never opens on
 * cards the viewer may not open: in the name order the titles the viewer may not see come after
 * every named one, by movie_url, so the order leaks no hidden name (docs/decisions/1201); in the
 * rankings (인기순, 저장순) they come after every open one, in the ranking's own order among
 * themselves (docs/decisions/1943). The newest-first order stays a timeline.
 */
export const orderedFor = (catalogue: Catalogue, sort: SortOrder, viewer: Viewer, keep: (title: CatalogueTitle) => boolean): CatalogueTitle[] => {
  const kept = inOrder(catalogue, sort).filter(keep)
  if (sort === SortOrder.latest) return kept
  const open = kept.filter((t) => canSee(viewer, t))
  if (open.length === kept.length) return kept
  const locked = kept.filter((t) => !canSee(viewer, t))
  return [...open, ...(sort === SortOrder.name ? locked.sort(byUrl) : locked)]
}
