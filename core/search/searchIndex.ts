import { type FoldedText, fold } from './fold.ts'
import { type CompiledQuery, MatchTier, type Span, compileQuery, matchAt, skeletonOf, tierOf, wordStartsOf } from './match.ts'

/**
 * A search index over many items, built once per catalogue (docs/decisions/1000-hangul-search.md).
 * Items are grouped by their text (many scenes share a name such as "이별 #1"), each distinct text
 * folded once, and every text's initials (its skeleton) laid side by side in one string, so a query
 * finds its candidates with the engine's own indexOf and checks only those.
 */

export interface SearchHit<T> {
  readonly item: T
  readonly tier: MatchTier
  /** The matched part of the item's text. */
  readonly span: Span
}

/** Every item that shares one matched text: most popular first. */
export interface SearchTextHit<T> {
  readonly text: string
  readonly items: readonly T[]
  readonly tier: MatchTier
  readonly span: Span
}

export interface SearchIndex<T> {
  /** Distinct texts indexed. */
  readonly size: number
  /** The matched texts, best tier first, then by their most popular item. */
  searchTexts(keyword: string | CompiledQuery): SearchTextHit<T>[]
  /**
   * Every item whose text matches and that `accept` lets through: best tier first, then by
   * popularity (higher first), then in the order given.
   */
  search(keyword: string | CompiledQuery, accept?: (item: T) => boolean): SearchHit<T>[]
}

interface Entry<T> {
  readonly text: string
  readonly items: T[]
  readonly folded: FoldedText
  readonly joined: string
  readonly wordStarts: readonly boolean[]
  /** Where its skeleton starts in the index's skeleton string. */
  readonly offset: number
}

/** Between two texts' skeletons: never a folded character, so no match spans two texts. */
const SEPARATOR = '\u0000'

export const createSearchIndex = <T>(items: readonly T[], textOf: (item: T) => string, popularityOf: (item: T) => number): SearchIndex<T> => {
  const ordered = items.map((item, i) => ({ item, i, popularity: popularityOf(item) }))
  ordered.sort((a, b) => b.popularity - a.popularity || a.i - b.i)
  // Texts in the order of their most popular item; each text's items most popular first.
  const byText = new Map<string, { items: T[] }>()
  for (const { item } of ordered) {
    const text = textOf(item)
    const found = byText.get(text)
    if (found) found.items.push(item)
    else byText.set(text, { items: [item] })
  }
  const entries: Entry<T>[] = []
  const skeletons: string[] = []
  let offset = 0
  for (const [text, { items: group }] of byText) {
    const folded = fold(text)
    const skeleton = folded.initials.map(skeletonOf).join('')
    entries.push({ text, items: group, folded, joined: folded.chars.join(''), wordStarts: wordStartsOf(folded), offset })
    skeletons.push(skeleton)
    offset += skeleton.length + SEPARATOR.length
  }
  const all = skeletons.join(SEPARATOR)
  /** Per text during one search: 0 not matched, else its best tier + 1. */
  const mark = new Uint8Array(entries.length)
  const bestPos = new Int32Array(entries.length)
  const bestLength = new Int32Array(entries.length)

  const searchTexts = (keyword: string | CompiledQuery): SearchTextHit<T>[] => {
    const query = typeof keyword === 'string' ? compileQuery(keyword) : keyword
    if (!query) return []
    const touched: number[] = []
    for (const alt of query.alternatives) {
      let e = 0
      for (let at = all.indexOf(alt.skeleton); at >= 0; at = all.indexOf(alt.skeleton, at + 1)) {
        while (e + 1 < entries.length && entries[e + 1]!.offset <= at) e++
        const current = mark[e]!
        // A later position can still be a word prefix, never better.
        if (current !== 0 && current - 1 <= MatchTier.wordPrefix) continue
        const entry = entries[e]!
        const pos = at - entry.offset
        const how = matchAt(alt, entry.folded.chars, entry.folded.initials, pos)
        if (!how) continue
        const tier = tierOf(how, pos, entry.wordStarts[pos]!, pos === 0 && entry.joined === query.folded)
        if (current === 0) touched.push(e)
        else if (tier >= current - 1) continue
        mark[e] = tier + 1
        bestPos[e] = pos
        bestLength[e] = alt.steps.length
      }
    }
    if (query.alternatives.length > 1) touched.sort((a, b) => a - b)
    const buckets: number[][] = [[], [], [], [], [], [], []]
    for (const e of touched) buckets[mark[e]! - 1]!.push(e)
    const hits: SearchTextHit<T>[] = []
    for (const bucket of buckets) {
      for (const e of bucket) {
        const { text, items: group, folded } = entries[e]!
        const pos = bestPos[e]!
        hits.push({ text, items: group, tier: (mark[e]! - 1) as MatchTier, span: { start: folded.starts[pos]!, end: folded.ends[pos + bestLength[e]! - 1]! } })
        mark[e] = 0
      }
    }
    return hits
  }

  const search = (keyword: string | CompiledQuery, accept: (item: T) => boolean = () => true): SearchHit<T>[] => {
    const out: SearchHit<T>[] = []
    const texts = searchTexts(keyword)
    for (let i = 0; i < texts.length; ) {
      let j = i
      while (j < texts.length && texts[j]!.tier === texts[i]!.tier) j++
      const tier: SearchHit<T>[] = []
      for (const { items: group, tier: t, span } of texts.slice(i, j)) for (const item of group) if (accept(item)) tier.push({ item, tier: t, span })
      if (j - i > 1) tier.sort((a, b) => popularityOf(b.item) - popularityOf(a.item))
      out.push(...tier)
      i = j
    }
    return out
  }

  return { size: entries.length, searchTexts, search }
}
