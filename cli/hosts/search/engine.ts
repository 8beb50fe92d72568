import type { ContentCard, ContentKind } from '../../../core/api/schemas.browse.ts'
import type {
  SearchGroup,
  SearchGroupName,
  SearchItem,
  SearchOutput,
  SearchPerson,
  SearchReason,
  SearchSuggestOutput,
} from '../../../core/api/schemas.search.ts'
import { PEOPLE_MAX, PERSON_TITLES, SUGGEST_MAX, SearchSort } from '../../../core/contract/searchCalls.ts'
import { type CompiledQuery, type SearchHit, type SearchTextHit, compileQuery, createSearchIndex } from '../../../core/search/index.ts'
import type { DialogueLine } from '../titles/dialogue.ts'
import type { Catalogue, CatalogueClip, CatalogueTitle, Viewer } from '../titles/title.ts'
import { type FieldHit, createFieldIndexes } from './fields.ts'
import { type LineIndex, createLineIndex } from './lines.ts'
import { createTypoIndex } from './typos.ts'

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
  /** Whether this viewer may see adult titles at all (their lines are counted only then). */
  readonly seesAdult: (viewer: Viewer) => boolean
  /** A title's spoken lines (its dialogue). */
  readonly linesOf: (title: CatalogueTitle) => readonly DialogueLine[]
}

export interface SearchQuery {
  readonly keyword: string
  /** '' for every kind, or one; 'line' the 대사 group alone. */
  readonly kind: ContentKind | 'line' | ''
  readonly sort: SearchSort
  readonly count: number
  readonly page: number
  /** Search the words as typed: no typo correction. */
  readonly exact?: boolean
  /** Only this title's lines (the 대사 group alone). */
  readonly movieUrl?: string
}

export interface SearchEngine {
  search(viewer: Viewer, query: SearchQuery): SearchOutput
  suggest(viewer: Viewer, keyword: string, exact?: boolean): SearchSuggestOutput
  /** The 대사 index, built on first use (the bench reads its size). */
  lines(): LineIndex
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
/** The groups of titles and clips; the 대사 group (`lines`) comes after them. */
export const groupNames: readonly Exclude<SearchGroupName, 'lines'>[] = ['movies', 'series', 'shorts', 'scenes', 'crops']

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

/** Titles the keyword's typing found by name or person: fewer than this and near misses are looked for. */
const FEW = 3

export const createSearchEngine = (catalogue: Catalogue, rules: SearchEngineRules): SearchEngine => {
  const entries: Entry[] = catalogue.titles.flatMap((title) => [
    { kind: 'title', title } as const,
    ...title.scenes.map((clip): Entry => ({ kind: 'clip', title, clip, playerType: 1 })),
    ...title.crops.map((clip): Entry => ({ kind: 'clip', title, clip, playerType: 2 })),
  ])
  const popularity = (entry: Entry) => entry.title.viewCount
  // One index per result group, and one of titles alone for suggestions.
  const indexes = new Map(
    groupNames.map((name) => [
      name,
      createSearchIndex(
        entries.filter((e) => groupOfKind[kindOf(e)] === name),
        textOf,
        popularity,
      ),
    ]),
  )
  const titles = createSearchIndex(
    entries.filter((e) => e.kind === 'title'),
    textOf,
    popularity,
  )
  const fields = createFieldIndexes(catalogue)
  const typos = createTypoIndex(catalogue.titles, fields.words)
  // Every line of every title: built on the first search that reads lines (it is the big one).
  let lineIndex: LineIndex | undefined
  const lines = () => (lineIndex ??= createLineIndex(catalogue.titles, rules.linesOf))

  // The card is a new object (SearchEngineRules.cardOf): the item is made on it, field by field,
  // rather than spread into another (a spread of a card costs about as much as the card).
  const itemOf = (viewer: Viewer, hit: SearchHit<Entry>, reason?: SearchReason): SearchItem => {
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
    item.spans = reason ? [] : [hit.span]
    if (reason) item.reason = reason
    return item
  }
  const reasonOf = (hit: FieldHit): SearchReason => ({ field: hit.field, text: hit.text, spans: [hit.span] })

  /** The people whose names match, with their titles this viewer may see (none: not listed). */
  const peopleOf = (viewer: Viewer, query: CompiledQuery, visible: (title: CatalogueTitle) => boolean): SearchPerson[] => {
    const out: SearchPerson[] = []
    for (const { text, items, span } of fields.people(query)) {
      if (out.length >= PEOPLE_MAX) break
      const seen = new Set<CatalogueTitle>()
      const roles = new Set<'cast' | 'director'>()
      const shown: SearchItem[] = []
      for (const credit of items) {
        if (!visible(credit.title)) continue
        roles.add(credit.field === 'director' ? 'director' : 'cast')
        if (seen.has(credit.title)) continue
        seen.add(credit.title)
        if (shown.length < PERSON_TITLES)
          shown.push(
            itemOf(
              viewer,
              { item: { kind: 'title', title: credit.title }, tier: 0, span: span },
              { field: credit.field === 'director' ? 'director' : 'cast', text, spans: [span] },
            ),
          )
      }
      if (seen.size > 0)
        out.push({ name: text, spans: [span], roles: (['cast', 'director'] as const).filter((r) => roles.has(r)), total: seen.size, titles: shown })
    }
    return out
  }

  const linesGroup = (viewer: Viewer, query: CompiledQuery | undefined, want: number, from: number, movieUrl?: string): SearchGroup => {
    if (!query) return { kind: 'lines', total: 0, items: [] }
    const found = lines().search(query, { adult: rules.seesAdult(viewer), want, ...(movieUrl !== undefined ? { movieUrl } : {}) })
    const items = found.hits.slice(from).map((hit) => {
      const item = rules.cardOf(hit.title, viewer) as Mutable<SearchItem>
      item.spans = []
      item.line = { text: hit.text, start: hit.start, end: hit.end, spans: [hit.span] }
      return item
    })
    return { kind: 'lines', total: found.total, items }
  }

  const search = (viewer: Viewer, { keyword, kind, sort, count, page, exact = false, movieUrl }: SearchQuery, corrected?: string): SearchOutput => {
    const words = corrected ?? keyword
    const query = compileQuery(words)
    const visible = (entry: Entry) => rules.canSee(viewer, entry.title)
    const visibleTitle = (title: CatalogueTitle) => rules.canSee(viewer, title)
    const want = page * count
    const from = (page - 1) * count
    const groups: SearchGroup[] = []
    let total = 0
    // Titles matched by a person, genre, tag or synopsis, by result group (only for those asked).
    const byField = new Map<SearchGroupName, FieldHit[]>()
    if (query && movieUrl === undefined && kind !== 'line')
      for (const hit of fields.search(query, visibleTitle)) {
        const name = groupOfKind[hit.title.kind]
        const list = byField.get(name)
        if (list) list.push(hit)
        else byField.set(name, [hit])
      }
    let named = 0
    for (const name of movieUrl === undefined && kind !== 'line' ? groupNames : []) {
      if (kind !== '' && groupOfKind[kind as ContentKind] !== name) continue
      const texts = query ? indexes.get(name)!.searchTexts(query) : []
      // A title matched by its name is listed there; its fields add nothing.
      const byName = new Set<CatalogueTitle>()
      for (const { items } of texts) for (const entry of items) if (entry.kind === 'title') byName.add(entry.title)
      const extra = (byField.get(name) ?? []).filter((hit) => !byName.has(hit.title))
      let found: { total: number; hits: { hit: SearchHit<Entry>; reason?: SearchReason }[] }
      if (sort === SearchSort.relevance) {
        const named = relevancePage(texts, visible, want)
        const hits: { hit: SearchHit<Entry>; reason?: SearchReason }[] = named.hits.map((hit) => ({ hit }))
        for (const f of extra) {
          if (hits.length >= want) break
          hits.push({ hit: { item: { kind: 'title', title: f.title }, tier: f.tier, span: f.span }, reason: reasonOf(f) })
        }
        found = { total: named.total + extra.length, hits }
      } else {
        const all: { hit: SearchHit<Entry>; reason?: SearchReason }[] = [
          ...texts.flatMap(({ items, tier, span }) => items.filter(visible).map((item) => ({ hit: { item, tier, span } }))),
          ...extra.map((f) => ({ hit: { item: { kind: 'title', title: f.title } as Entry, tier: f.tier, span: f.span }, reason: reasonOf(f) })),
        ]
        found = { total: all.length, hits: all.sort((a, b) => sorters[sort](a.hit.item, b.hit.item)) }
      }
      // Found by a name: a title's own, or a person's.
      named += found.total - extra.length + extra.filter((f) => f.rank === 0).length
      total += found.total
      groups.push({ kind: name, total: found.total, items: found.hits.slice(from, want).map(({ hit, reason }) => itemOf(viewer, hit, reason)) })
    }
    if (kind === '' || kind === 'line' || movieUrl !== undefined) {
      const group = linesGroup(viewer, query, want, from, movieUrl)
      total += group.total
      groups.push(group)
    }
    const people = kind === '' && page === 1 && query && movieUrl === undefined ? peopleOf(viewer, query, visibleTitle) : []
    const output: Mutable<SearchOutput> = { keyword, kind, sort, count, page, total, groups }
    if (people.length > 0) output.people = people
    if (corrected !== undefined) output.corrected = corrected
    // Few titles by name or person: a near miss by a typo. None at all: search the near miss instead.
    if (!exact && corrected === undefined && movieUrl === undefined && kind !== 'line' && named < FEW) {
      const near = typos.near(keyword, visibleTitle)
      if (near.length > 0 && named === 0) return search(viewer, { keyword, kind, sort, count, page, exact: true }, near[0]!.text)
      addNearMisses(viewer, output, near.filter((n) => n.title !== undefined).slice(0, FEW), kind)
    }
    return output
  }

  /** Near-miss titles after a group's own results (first page, relevance), not already in it. */
  const addNearMisses = (
    viewer: Viewer,
    output: Mutable<SearchOutput>,
    near: readonly { text: string; title?: CatalogueTitle }[],
    kind: SearchQuery['kind'],
  ) => {
    if (output.page !== 1 || output.sort !== SearchSort.relevance || near.length === 0) return
    output.groups = output.groups.map((group) => {
      const adds = near.filter((n) => n.title && groupOfKind[n.title.kind] === group.kind && (kind === '' || groupOfKind[kind as ContentKind] === group.kind))
      const fresh = adds.filter((n) => !group.items.some((item) => item.movie_url === n.title!.movieUrl && !item.clip_url))
      if (fresh.length === 0) return group
      output.total += fresh.length
      const items = fresh.map((n) =>
        itemOf(viewer, { item: { kind: 'title', title: n.title! }, tier: 6, span: { start: 0, end: 0 } }, { field: 'similar', text: n.text, spans: [] }),
      )
      return { ...group, total: group.total + fresh.length, items: [...group.items, ...items] }
    })
  }

  return {
    search: (viewer, query) => search(viewer, query),
    suggest(viewer, keyword, exact = false) {
      const visible = (entry: Entry) => rules.canSee(viewer, entry.title)
      const suggestionsOf = (words: string) =>
        relevancePage(titles.searchTexts(words), visible, SUGGEST_MAX).hits.map(({ item, span }) => ({
          movie_url: item.title.movieUrl,
          title: item.title.title,
          kind: item.title.kind,
          spans: [span],
        }))
      const suggestions = suggestionsOf(keyword)
      if (suggestions.length > 0 || exact) return { keyword, suggestions }
      // Nothing as typed: suggest for the nearest title, saying so.
      const near = typos.near(keyword, (title) => rules.canSee(viewer, title)).find((n) => n.title !== undefined)
      if (!near) return { keyword, suggestions }
      return { keyword, suggestions: suggestionsOf(near.text), corrected: near.text }
    },
    lines,
  }
}
