import { type FoldedText, fold } from './fold.ts'
import { type CompiledQuery, MatchTier, type Span, compileQuery, matchAt, skeletonOf, tierOf, wordStartsOf } from './match.ts'

/**
 * A search index over many texts, built once per catalogue: every text folded, and one string of
 * every text's initials (skeletons) side by side, so a query finds its candidates with the
 * engine's own indexOf and checks only those (docs/decisions/1000-hangul-search.md).
 */

export interface SearchHit<T> {
  readonly item: T
  readonly tier: MatchTier
  /** The matched part of the item's text. */
  readonly span: Span
}

export interface SearchIndex<T> {
  readonly size: number
  /**
   * Every item whose text matches the keyword and that `accept` lets through, best tier first,
   * then by popularity (higher first), then in the order given.
   */
  search(keyword: string | CompiledQuery, accept?: (item: T) => boolean): SearchHit<T>[]
}

interface Entry<T> {
  readonly item: T
  readonly text: FoldedText
  readonly joined: string
  readonly wordStarts: readonly boolean[]
  /** Where its skeleton starts in the index's skeleton string. */
  readonly offset: number
}

/** Between two texts' skeletons: never a folded character, so no match spans two texts. */
const SEPARATOR = '\u0000'

export const createSearchIndex = <T>(
  items: readonly T[],
  textOf: (item: T) => string,
  popularityOf: (item: T) => number,
): SearchIndex<T> => {
  const ordered = items.map((item, i) => ({ item, i, popularity: popularityOf(item) }))
  ordered.sort((a, b) => b.popularity - a.popularity || a.i - b.i)
  const entries: Entry<T>[] = []
  const skeletons: string[] = []
  let offset = 0
  for (const { item } of ordered) {
    const text = fold(textOf(item))
    const skeleton = text.initials.map(skeletonOf).join('')
    entries.push({ item, text, joined: text.chars.join(''), wordStarts: wordStartsOf(text), offset })
    skeletons.push(skeleton)
    offset += skeleton.length + SEPARATOR.length
  }
  const all = skeletons.join(SEPARATOR)

  const search = (keyword: string | CompiledQuery, accept: (item: T) => boolean = () => true): SearchHit<T>[] => {
    const query = typeof keyword === 'string' ? compileQuery(keyword) : keyword
    if (!query) return []
    // Best match per entry: tier, then its start (earliest), then its length.
    const best = new Map<number, { tier: MatchTier; pos: number; length: number }>()
    for (const alt of query.alternatives) {
      let e = 0
      for (let at = all.indexOf(alt.skeleton); at >= 0; at = all.indexOf(alt.skeleton, at + 1)) {
        while (e + 1 < entries.length && entries[e + 1]!.offset <= at) e++
        const entry = entries[e]!
        const pos = at - entry.offset
        const found = best.get(e)
        if (found && found.tier <= MatchTier.wordPrefix) continue
        const how = matchAt(alt, entry.text.chars, entry.text.initials, pos)
        if (!how) continue
        const tier = tierOf(how, pos, entry.wordStarts[pos]!, pos === 0 && entry.joined === query.folded)
        if (!found || tier < found.tier) best.set(e, { tier, pos, length: alt.steps.length })
      }
    }
    const hits: { e: number; tier: MatchTier; pos: number; length: number }[] = []
    for (const [e, match] of best) if (accept(entries[e]!.item)) hits.push({ e, ...match })
    hits.sort((a, b) => a.tier - b.tier || a.e - b.e)
    return hits.map(({ e, tier, pos, length }) => {
      const { item, text } = entries[e]!
      return { item, tier, span: { start: text.starts[pos]!, end: text.ends[pos + length - 1]! } }
    })
  }

  return { size: entries.length, search }
}
