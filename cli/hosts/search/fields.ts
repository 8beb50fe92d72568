import type { SearchReason } from '../../../core/api/schemas.search.ts'
import { type CompiledQuery, type MatchTier, type SearchTextHit, createSearchIndex } from '../../../core/search/index.ts'
import type { Catalogue, CatalogueTitle } from '../titles/title.ts'
import { specificEnough } from './lines.ts'
import { createNgramIndex } from '../../../core/search/ngramIndex.ts'

/**
 * What the search host indexes beside a title's name (docs/decisions/1010): its people (cast and
 * director), genre and tags, and synopsis, the same fields the title page shows. One index per field
 * kind, in ranking order: people, then genre and tags, then synopsis.
 */

export type ReasonField = SearchReason['field']

/** One credit, genre, tag or synopsis of one title. */
export interface FieldEntry {
  readonly title: CatalogueTitle
  readonly field: Exclude<ReasonField, 'similar'>
  readonly text: string
}

/** A title matched by one of its fields: the best field in ranking order, then the best tier. */
export interface FieldHit {
  readonly title: CatalogueTitle
  readonly field: FieldEntry['field']
  readonly text: string
  readonly tier: MatchTier
  readonly span: { readonly start: number; readonly end: number }
  /** 0 people, 1 genre and tags, 2 synopsis: the ranking after a title's name. */
  readonly rank: number
}

export interface FieldIndexes {
  /** Every visible title matched by a field, best field first, then tier, then popularity. */
  search(query: CompiledQuery, visible: (title: CatalogueTitle) => boolean): FieldHit[]
  /** People whose names match: each name's credits, best tier first. */
  people(query: CompiledQuery): SearchTextHit<FieldEntry>[]
  /** Every person's name, genre and tag name (the typo search's words besides titles). */
  readonly words: readonly { readonly text: string; readonly popularity: number }[]
}

export const createFieldIndexes = (catalogue: Catalogue): FieldIndexes => {
  const tagNames = new Map(catalogue.tags.map((tag) => [tag.tagUrl, tag.tagName]))
  const people: FieldEntry[] = []
  const kinds: FieldEntry[] = []
  const synopses: FieldEntry[] = []
  for (const title of catalogue.titles) {
    for (const name of title.cast) people.push({ title, field: 'cast', text: name })
    if (title.director) people.push({ title, field: 'director', text: title.director })
    kinds.push({ title, field: 'genre', text: title.genre })
    for (const tagUrl of title.tagUrls) {
      const name = tagNames.get(tagUrl)
      // The genre's own tag (판타지 on a 판타지 title) says the same thing once.
      if (name !== undefined && name !== title.genre) kinds.push({ title, field: 'tag', text: name })
    }
    synopses.push({ title, field: 'synopsis', text: title.synopsis })
  }
  const popularity = (entry: FieldEntry) => entry.title.viewCount
  const textOf = (entry: FieldEntry) => entry.text
  const ranked = [createSearchIndex(people, textOf, popularity), createSearchIndex(kinds, textOf, popularity)]
  // Synopses are long and many: an n-gram index (as lines have) rather than a scan of them all.
  const synopsisTexts = [...new Set(synopses.map(textOf))]
  const synopsisIds = new Map(synopsisTexts.map((text, id) => [text, id]))
  const synopsisTitles: FieldEntry[][] = synopsisTexts.map(() => [])
  for (const entry of synopses) synopsisTitles[synopsisIds.get(entry.text)!]!.push(entry)
  synopsisIds.clear()
  const synopsisIndex = createNgramIndex(synopsisTexts)

  const words = new Map<string, number>()
  for (const entry of [...people, ...kinds]) words.set(entry.text, (words.get(entry.text) ?? 0) + entry.title.viewCount)

  return {
    search(query, visible) {
      const best = new Map<CatalogueTitle, FieldHit>()
      const take = (entry: FieldEntry, text: string, tier: MatchTier, spanOf: () => FieldHit['span'], rank: number) => {
        const found = best.get(entry.title)
        if (found && (found.rank < rank || found.tier <= tier)) return
        if (!visible(entry.title)) return
        // The span is worked out only for the hits a page shows (a synopsis's needs it folded again).
        best.set(entry.title, {
          title: entry.title,
          field: entry.field,
          text,
          tier,
          rank,
          get span() {
            return spanOf()
          },
        })
      }
      ranked.forEach((index, rank) => {
        for (const { text, items, tier, span } of index.searchTexts(query)) for (const entry of items) take(entry, text, tier, () => span, rank)
      })
      if (specificEnough(query))
        for (const match of synopsisIndex.search(query))
          for (const entry of synopsisTitles[match.text]!) take(entry, entry.text, match.tier, () => synopsisIndex.spanOf(match), 2)
      return [...best.values()].sort((a, b) => a.rank - b.rank || a.tier - b.tier || b.title.viewCount - a.title.viewCount)
    },
    people: (query) => ranked[0]!.searchTexts(query),
    words: [...words].map(([text, popularity]) => ({ text, popularity })),
  }
}
