import type { CompiledQuery, MatchTier, Span } from '../../../core/search/index.ts'
import { type NgramMatch, createNgramIndex } from '../../../core/search/ngramIndex.ts'
import type { DialogueLine } from '../titles/dialogue.ts'
import type { CatalogueTitle } from '../titles/title.ts'

/**
 * Every line spoken in the catalogue, searchable (docs/decisions/1012). Lines are numbered title by
 * title, most popular title first and in time order within a title, so ascending line numbers are
 * the 대사 group's order within a tier. A line is held in typed arrays (its title, text, times); its
 * text is one of the distinct texts the n-gram index holds.
 */

export interface LineHit {
  readonly title: CatalogueTitle
  readonly text: string
  /** Seconds. */
  readonly start: number
  readonly end: number
  readonly tier: MatchTier
  readonly span: Span
}

export interface LineSearch {
  /** Adult titles' lines are counted and listed only when true (the viewer may see adult titles). */
  readonly adult: boolean
  /** Only this title's lines. */
  readonly movieUrl?: string
  /** How many hits from the first (page × count). */
  readonly want: number
}

export interface LineIndex {
  search(query: CompiledQuery, options: LineSearch): { total: number; hits: LineHit[] }
  /** Lines and distinct texts held. */
  readonly lines: number
  readonly texts: number
  /** Bytes of its typed arrays (n-grams, lines), for the bench. */
  readonly bytes: number
}

/**
 * Whether a keyword is specific enough for long texts (lines, synopses): two characters, or four
 * when all are 초성 (ㅅㄹ or ㅇㅁㅇ is a title's 초성, not a remembered line: ㅇㅁㅇ alone matches
 * 200,000 of 5 M lines, and nearly every synopsis).
 */
export const specificEnough = (query: CompiledQuery): boolean => {
  const steps = query.alternatives[0]!.steps
  if (steps.length < 2) return false
  return steps.length >= 4 || steps.some((step) => step.kind !== 'consonant')
}

/** A growable Int32 list: millions of lines without arrays of boxed numbers. */
class IntList {
  array = new Int32Array(1024)
  length = 0
  push(value: number) {
    if (this.length === this.array.length) {
      const bigger = new Int32Array(this.array.length * 2)
      bigger.set(this.array)
      this.array = bigger
    }
    this.array[this.length++] = value
  }
  done(): Int32Array {
    return this.array.slice(0, this.length)
  }
}

export const createLineIndex = (titles: readonly CatalogueTitle[], linesOf: (title: CatalogueTitle) => readonly DialogueLine[]): LineIndex => {
  const order = titles.map((title, i) => ({ title, i })).sort((a, b) => b.title.viewCount - a.title.viewCount || a.i - b.i)
  const textIds = new Map<string, number>()
  const texts: string[] = []
  const lineTitle = new IntList()
  const lineText = new IntList()
  const lineStart = new IntList()
  const lineEnd = new IntList()
  /** Per title (in `order`), its first line number, so one title's lines are a range. */
  const firstLine = new Int32Array(order.length + 1)
  const rankOf = new Map<string, number>()
  order.forEach(({ title }, rank) => {
    rankOf.set(title.movieUrl, rank)
    firstLine[rank] = lineTitle.length
    for (const line of linesOf(title)) {
      let id = textIds.get(line.text)
      if (id === undefined) {
        id = texts.length
        textIds.set(line.text, id)
        texts.push(line.text)
      }
      lineTitle.push(rank)
      lineText.push(id)
      lineStart.push(Math.round(line.start * 10))
      lineEnd.push(Math.round(line.end * 10))
    }
  })
  firstLine[order.length] = lineTitle.length
  const byTitle = lineTitle.done()
  const byText = lineText.done()
  const starts = lineStart.done()
  const ends = lineEnd.done()
  textIds.clear()
  // Each text's lines, ascending (a CSR table), and how many of them are in titles anyone may see.
  const textOffsets = new Int32Array(texts.length + 1)
  for (let l = 0; l < byText.length; l++) textOffsets[byText[l]! + 1]!++
  for (let t = 0; t < texts.length; t++) textOffsets[t + 1]! += textOffsets[t]!
  const textLines = new Int32Array(byText.length)
  const fill = Int32Array.from(textOffsets.subarray(0, texts.length))
  const openCount = new Int32Array(texts.length)
  for (let l = 0; l < byText.length; l++) {
    const t = byText[l]!
    textLines[fill[t]!++] = l
    if (!order[byTitle[l]!]!.title.adult) openCount[t]!++
  }
  const ngrams = createNgramIndex(texts)

  const search = (query: CompiledQuery, { adult, movieUrl, want }: LineSearch) => {
    if (!specificEnough(query)) return { total: 0, hits: [] }
    const matches = ngrams.search(query)
    const rank = movieUrl === undefined ? undefined : rankOf.get(movieUrl)
    if (movieUrl !== undefined && rank === undefined) return { total: 0, hits: [] }
    const from = rank === undefined ? 0 : firstLine[rank]!
    const to = rank === undefined ? byText.length : firstLine[rank + 1]!
    const accept = (line: number) => line >= from && line < to && (adult || !order[byTitle[line]!]!.title.adult)
    /** Where a text's lines in [from, to) begin and end in textLines. */
    const rangeOf = (t: number): [number, number] => {
      const lo = lowerBound(textLines, textOffsets[t]!, textOffsets[t + 1]!, from)
      return [lo, lowerBound(textLines, lo, textOffsets[t + 1]!, to)]
    }
    let total = 0
    for (const m of matches) {
      if (rank === undefined) total += adult ? textOffsets[m.text + 1]! - textOffsets[m.text]! : openCount[m.text]!
      else {
        const [lo, hi] = rangeOf(m.text)
        for (let k = lo; k < hi; k++) if (accept(textLines[k]!)) total++
      }
    }
    // Best tier first; within a tier, ascending line numbers over every matched text (a k-way merge).
    const hits: LineHit[] = []
    const tiers = new Map<number, NgramMatch[]>()
    for (const m of matches) {
      const group = tiers.get(m.tier)
      if (group) group.push(m)
      else tiers.set(m.tier, [m])
    }
    for (const tier of [...tiers.keys()].sort((a, b) => a - b)) {
      if (hits.length >= want) break
      const group = tiers.get(tier)!
      const heads = group.map((m) => rangeOf(m.text))
      const heap = new MinHeap((i) => textLines[heads[i]![0]]!)
      group.forEach((_, i) => {
        while (heads[i]![0] < heads[i]![1] && !accept(textLines[heads[i]![0]]!)) heads[i]![0]++
        if (heads[i]![0] < heads[i]![1]) heap.push(i)
      })
      while (hits.length < want && heap.size > 0) {
        const i = heap.pop()
        const line = textLines[heads[i]![0]++]!
        const m = group[i]!
        hits.push({
          title: order[byTitle[line]!]!.title,
          text: texts[m.text]!,
          start: starts[line]! / 10,
          end: ends[line]! / 10,
          tier: m.tier,
          span: ngrams.spanOf(m),
        })
        while (heads[i]![0] < heads[i]![1] && !accept(textLines[heads[i]![0]]!)) heads[i]![0]++
        if (heads[i]![0] < heads[i]![1]) heap.push(i)
      }
    }
    return { total, hits }
  }

  const bytes = ngrams.bytes + [byTitle, byText, starts, ends, textOffsets, textLines, openCount].reduce((s, a) => s + a.byteLength, 0)
  return { search, lines: byText.length, texts: texts.length, bytes }
}

/** The first index in [lo, hi) of an ascending array whose value is ≥ value. */
const lowerBound = (array: Int32Array, lo: number, hi: number, value: number): number => {
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (array[mid]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** A binary min-heap of small integers ordered by a key read when compared. */
class MinHeap {
  private readonly items: number[] = []
  constructor(private readonly keyOf: (item: number) => number) {}
  get size() {
    return this.items.length
  }
  push(item: number) {
    const a = this.items
    a.push(item)
    for (let i = a.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1
      if (this.keyOf(a[parent]!) <= this.keyOf(a[i]!)) break
      ;[a[parent], a[i]] = [a[i]!, a[parent]!]
      i = parent
    }
  }
  pop(): number {
    const a = this.items
    const top = a[0]!
    const last = a.pop()!
    if (a.length > 0) {
      a[0] = last
      for (let i = 0; ; ) {
        const l = 2 * i + 1
        let least = i
        if (l < a.length && this.keyOf(a[l]!) < this.keyOf(a[least]!)) least = l
        if (l + 1 < a.length && this.keyOf(a[l + 1]!) < this.keyOf(a[least]!)) least = l + 1
        if (least === i) break
        ;[a[least], a[i]] = [a[i]!, a[least]!]
        i = least
      }
    }
    return top
  }
}
