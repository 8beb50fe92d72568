import type { ContentCard, ContentKind } from '../../../core/api/schemas.browse.ts'
import type { SearchGroup, SearchGroupName, SearchItem, SearchOutput, SearchSuggestOutput } from '../../../core/api/schemas.search.ts'
import { SUGGEST_MAX, SearchSort } from '../../../core/contract/searchCalls.ts'
import { type SearchHit, createSearchIndex, compileQuery } from '../../../core/search/index.ts'
import type { Catalogue, CatalogueClip, CatalogueTitle, Viewer } from '../titles/title.ts'

/**
 * The search host's engine over one catalogue: two indexes built once (titles; scenes and crop
 * sections), searched per call for one viewer. Adult titles, and their scenes and crops, are left
 * out for a viewer who may not see them (browse's rule, handed in as `canSee`).
 */

export interface SearchEngineRules {
  /** Whether this viewer may see this title at all (browse's adult rule). */
  readonly canSee: (viewer: Viewer, title: CatalogueTitle) => boolean
  /** The title as a list shows it to this viewer (browse's mapping). */
  readonly cardOf: (title: CatalogueTitle, viewer: Viewer) => ContentCard
}

export interface SearchQuery {
  readonly keyword: string
  /** '' for every kind, or one. */
  readonly kind: ContentKind | ''
  readonly sort: SearchSort
  readonly count: number
  readonly page: number
}

export interface SearchEngine {
  search(viewer: Viewer, query: SearchQuery): SearchOutput
  suggest(viewer: Viewer, keyword: string): SearchSuggestOutput
}

/** What the index holds: a title, or one of its scenes or crop sections. */
type Entry =
  | { readonly kind: 'title'; readonly title: CatalogueTitle }
  | { readonly kind: 'clip'; readonly title: CatalogueTitle; readonly clip: CatalogueClip; readonly playerType: 1 | 2 }

export const groupOfKind: Readonly<Record<ContentKind, SearchGroupName>> = {
  movie: 'movies',
  series: 'series',
  short: 'shorts',
  scene: 'scenes',
  crop: 'crops',
}
export const groupNames: readonly SearchGroupName[] = ['movies', 'series', 'shorts', 'scenes', 'crops']

const kindOf = (entry: Entry): ContentKind => (entry.kind === 'title' ? entry.title.kind : entry.playerType === 1 ? 'scene' : 'crop')

const collator = new Intl.Collator('ko')

/** Other sorts than relevance: a stable order over the group's hits (already in relevance order). */
const sorters: Readonly<Record<Exclude<SearchSort, 0>, (a: Entry, b: Entry) => number>> = {
  [SearchSort.latest]: (a, b) => b.title.registeredAt - a.title.registeredAt,
  [SearchSort.popular]: (a, b) => b.title.viewCount - a.title.viewCount,
  [SearchSort.name]: (a, b) => collator.compare(textOf(a), textOf(b)),
  [SearchSort.savedCount]: (a, b) => b.title.savedCount - a.title.savedCount,
}

const textOf = (entry: Entry): string => (entry.kind === 'title' ? entry.title.title : entry.clip.title)

export const createSearchEngine = (catalogue: Catalogue, rules: SearchEngineRules): SearchEngine => {
  const titleEntries: Entry[] = catalogue.titles.map((title) => ({ kind: 'title', title }))
  const clipEntries: Entry[] = catalogue.titles.flatMap((title) => [
    ...title.scenes.map((clip): Entry => ({ kind: 'clip', title, clip, playerType: 1 })),
    ...title.crops.map((clip): Entry => ({ kind: 'clip', title, clip, playerType: 2 })),
  ])
  const popularity = (entry: Entry) => entry.title.viewCount
  const titles = createSearchIndex(titleEntries, textOf, popularity)
  const clips = createSearchIndex(clipEntries, textOf, popularity)

  const itemOf = (viewer: Viewer, hit: SearchHit<Entry>): SearchItem => {
    const entry = hit.item
    const card = rules.cardOf(entry.title, viewer)
    const spans = [hit.span]
    if (entry.kind === 'title') return { ...card, spans }
    return {
      ...card,
      kind: kindOf(entry),
      title: entry.clip.title,
      clip_url: entry.clip.clipUrl,
      parent_title: entry.title.title,
      start: entry.clip.start,
      duration: entry.clip.end - entry.clip.start,
      spans,
    }
  }

  return {
    search(viewer, { keyword, kind, sort, count, page }) {
      const query = compileQuery(keyword)
      const visible = (entry: Entry) => rules.canSee(viewer, entry.title) && (kind === '' || kindOf(entry) === kind)
      const hits = query ? [...titles.search(query, visible), ...clips.search(query, visible)] : []
      const byGroup = new Map<SearchGroupName, SearchHit<Entry>[]>(groupNames.map((name) => [name, []]))
      for (const hit of hits) byGroup.get(groupOfKind[kindOf(hit.item)])!.push(hit)
      const groups: SearchGroup[] = []
      for (const name of groupNames) {
        if (kind !== '' && groupOfKind[kind] !== name) continue
        const group = byGroup.get(name)!
        const ordered = sort === SearchSort.relevance ? group : [...group].sort((a, b) => sorters[sort](a.item, b.item))
        const items = ordered.slice((page - 1) * count, page * count).map((hit) => itemOf(viewer, hit))
        groups.push({ kind: name, total: group.length, items })
      }
      return { keyword, kind, sort, count, page, total: hits.length, groups }
    },
    suggest(viewer, keyword) {
      const hits = titles.search(keyword, (entry) => rules.canSee(viewer, entry.title))
      const suggestions = hits.slice(0, SUGGEST_MAX).map(({ item, span }) => ({
        movie_url: item.title.movieUrl,
        title: item.title.title,
        kind: item.title.kind,
        spans: [span],
      }))
      return { keyword, suggestions }
    },
  }
}
