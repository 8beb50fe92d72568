import type { ContentCard, ContentKind } from '../../../core/api/schemas.browse.ts'
import type { SearchGroup, SearchGroupName, SearchItem, SearchOutput, SearchSuggestOutput } from '../../../core/api/schemas.search.ts'
import { SUGGEST_MAX, SearchSort } from '../../../core/contract/searchCalls.ts'
import { type SearchHit, type SearchTextHit, compileQuery, createSearchIndex } from '../../../core/search/index.ts'
import type { Catalogue, CatalogueClip, CatalogueTitle, Viewer } from '../titles/title.ts'

/**
 * The search host's engine over one catalogue: two indexes built once (titles; scenes and crop
 * sections), searched per call for one viewer. Adult titles, and their scenes and crops, are left
 * out for a viewer who may not see them (browse's rule, handed in as `canSee`).
 */

export interface SearchEngineRules {
  /** Whether this viewer may see this title at all (browse's adult rule). */
  readonly canSee: (viewer: Viewer, title: CatalogueTitle) => boolean
  /** The title as a list shows it to this viewer (browse's mapping): a new object each call. */
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

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

const collator = new Intl.Collator('ko')

/** Other sorts than relevance: a stable order over the group's hits (already in relevance order). */
const sorters: Readonly<Record<Exclude<SearchSort, 0>, (a: Entry, b: Entry) => number>> = {
  [SearchSort.latest]: (a, b) => b.title.registeredAt - a.title.registeredAt,
  [SearchSort.popular]: (a, b) => b.title.viewCount - a.title.viewCount,
  [SearchSort.name]: (a, b) => collator.compare(textOf(a), textOf(b)),
  [SearchSort.savedCount]: (a, b) => b.title.savedCount - a.title.savedCount,
}

const textOf = (entry: Entry): string => (entry.kind === 'title' ? entry.title.title : entry.clip.title)

/**
 * Items of one tier's texts, merged by popularity, only as far as a page needs: a text with one
 * item (most titles) is taken as it comes (texts are in order of their most popular item); texts
 * with many items (scene names) go through a small heap.
 */
const mergeTier = (lists: readonly SearchTextHit<Entry>[], accept: (entry: Entry) => boolean, want: number, out: SearchHit<Entry>[]) => {
  if (lists.every((list) => list.items.length === 1)) {
    for (const { items, tier, span } of lists) {
      if (out.length >= want) return
      if (accept(items[0]!)) out.push({ item: items[0]!, tier, span })
    }
    return
  }
  // Heap of [list, position] by the popularity of that item, highest first.
  const heap: [number, number][] = []
  const pop = (h: [number, number]) => lists[h[0]]!.items[h[1]]!.title.viewCount
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (pop(heap[parent]!) >= pop(heap[i]!)) return
      ;[heap[parent], heap[i]] = [heap[i]!, heap[parent]!]
      i = parent
    }
  }
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let top = i
      if (l < heap.length && pop(heap[l]!) > pop(heap[top]!)) top = l
      if (r < heap.length && pop(heap[r]!) > pop(heap[top]!)) top = r
      if (top === i) return
      ;[heap[top], heap[i]] = [heap[i]!, heap[top]!]
      i = top
    }
  }
  /** The next accepted position of a list from `from`, or -1. */
  const nextOf = (list: number, from: number) => {
    const items = lists[list]!.items
    for (let k = from; k < items.length; k++) if (accept(items[k]!)) return k
    return -1
  }
  lists.forEach((_, i) => {
    const k = nextOf(i, 0)
    if (k >= 0) {
      heap.push([i, k])
      up(heap.length - 1)
    }
  })
  while (out.length < want && heap.length > 0) {
    const [list, k] = heap[0]!
    out.push({ item: lists[list]!.items[k]!, tier: lists[list]!.tier, span: lists[list]!.span })
    const next = nextOf(list, k + 1)
    if (next >= 0) heap[0] = [list, next]
    else {
      heap[0] = heap[heap.length - 1]!
      heap.pop()
    }
    if (heap.length > 0) down(0)
  }
}

/** The first `want` hits in relevance order, and how many there are in all. */
const relevancePage = (texts: readonly SearchTextHit<Entry>[], accept: (entry: Entry) => boolean, want: number) => {
  let total = 0
  for (const { items } of texts) for (const item of items) if (accept(item)) total++
  const out: SearchHit<Entry>[] = []
  for (let i = 0; i < texts.length && out.length < want; ) {
    let j = i
    while (j < texts.length && texts[j]!.tier === texts[i]!.tier) j++
    mergeTier(texts.slice(i, j), accept, want, out)
    i = j
  }
  return { total, hits: out }
}

export const createSearchEngine = (catalogue: Catalogue, rules: SearchEngineRules): SearchEngine => {
  const entries: Entry[] = catalogue.titles.flatMap((title) => [
    { kind: 'title', title } as const,
    ...title.scenes.map((clip): Entry => ({ kind: 'clip', title, clip, playerType: 1 })),
    ...title.crops.map((clip): Entry => ({ kind: 'clip', title, clip, playerType: 2 })),
  ])
  const popularity = (entry: Entry) => entry.title.viewCount
  // One index per result group, and one of titles alone for suggestions.
  const indexes = new Map(groupNames.map((name) => [name, createSearchIndex(entries.filter((e) => groupOfKind[kindOf(e)] === name), textOf, popularity)]))
  const titles = createSearchIndex(entries.filter((e) => e.kind === 'title'), textOf, popularity)

  // The card is a new object (SearchEngineRules.cardOf): the item is made on it, field by field,
  // rather than spread into another (a spread of a card costs about as much as the card).
  const itemOf = (viewer: Viewer, hit: SearchHit<Entry>): SearchItem => {
    const entry = hit.item
    const item = rules.cardOf(entry.title, viewer) as Mutable<SearchItem>
    if (entry.kind === 'clip') {
      item.kind = kindOf(entry)
      item.title = entry.clip.title
      item.clip_url = entry.clip.clipUrl
      item.parent_title = entry.title.title
      item.start = entry.clip.start
      item.duration = entry.clip.end - entry.clip.start
    }
    item.spans = [hit.span]
    return item
  }

  return {
    search(viewer, { keyword, kind, sort, count, page }) {
      const query = compileQuery(keyword)
      const visible = (entry: Entry) => rules.canSee(viewer, entry.title)
      const groups: SearchGroup[] = []
      let total = 0
      for (const name of groupNames) {
        if (kind !== '' && groupOfKind[kind] !== name) continue
        const texts = query ? indexes.get(name)!.searchTexts(query) : []
        let found: { total: number; hits: SearchHit<Entry>[] }
        if (sort === SearchSort.relevance) found = relevancePage(texts, visible, page * count)
        else {
          const all = texts.flatMap(({ items, tier, span }) => items.filter(visible).map((item) => ({ item, tier, span })))
          found = { total: all.length, hits: all.sort((a, b) => sorters[sort](a.item, b.item)) }
        }
        total += found.total
        groups.push({ kind: name, total: found.total, items: found.hits.slice((page - 1) * count, page * count).map((hit) => itemOf(viewer, hit)) })
      }
      return { keyword, kind, sort, count, page, total, groups }
    },
    suggest(viewer, keyword) {
      const texts = titles.searchTexts(keyword)
      const { hits } = relevancePage(texts, (entry) => rules.canSee(viewer, entry.title), SUGGEST_MAX)
      const suggestions = hits.map(({ item, span }) => ({
        movie_url: item.title.movieUrl,
        title: item.title.title,
        kind: item.title.kind,
        spans: [span],
      }))
      return { keyword, suggestions }
    },
  }
}
