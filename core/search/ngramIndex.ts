import { type CompiledQuery, MatchTier, type Span, compileQuery, matchAt, tierOf } from './match.ts'
import { fold } from './fold.ts'
import { foldPoint } from './letters.ts'
import { initialOf } from './fold.ts'

/**
 * An index of many short texts (every line of dialogue) that answers without a scan
 * (docs/decisions/1012): each text's folded characters and 초성 skeleton are kept as two strings,
 * and every two and three consecutive skeleton characters (n-grams) list the texts they occur in.
 * A query's skeleton n-grams narrow the texts to a few; only those are matched step by step.
 * Skeleton n-grams serve 초성, full syllables and half-typed syllables alike (they share initials).
 */

/** One text's best match. */
export interface NgramMatch {
  readonly text: number
  readonly tier: MatchTier
  readonly pos: number
  readonly length: number
}

export interface NgramIndex {
  /** Distinct texts indexed. */
  readonly size: number
  /** Every text that matches, in text order (not ranked). */
  search(keyword: string | CompiledQuery): NgramMatch[]
  /** The UTF-16 span in the original text of a match. */
  spanOf(match: NgramMatch): Span
  /** Bytes held by the index's typed arrays (the bench's figure). */
  readonly bytes: number
}

/** The 19 initial consonants, in Unicode order: a syllable's initial without es-hangul (the index folds millions). */
const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'

/** A text folded to one UTF-16 unit per folded character (anything astral becomes U+FFFF), and its skeleton. */
const foldFlat = (text: string): { joined: string; skeleton: string } => {
  let joined = ''
  let skeleton = ''
  const source = text.normalize('NFC')
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i)
    if (code >= 0xac00 && code <= 0xd7a3) {
      joined += source[i]
      skeleton += CHOSEONG[((code - 0xac00) / 588) | 0]
      continue
    }
    // ASCII: letters and digits kept (lower case), the rest folded away, as foldPoint does.
    if (code < 0x80) {
      if ((code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a)) {
        joined += source[i]
        skeleton += source[i]
      } else if (code >= 0x41 && code <= 0x5a) {
        joined += String.fromCharCode(code + 32)
        skeleton += String.fromCharCode(code + 32)
      }
      continue
    }
    const point = String.fromCodePoint(source.codePointAt(i)!)
    if (point.length === 2) i++
    for (const char of foldPoint(point)) {
      const initial = initialOf(char)
      joined += char.length === 1 ? char : '\uFFFF'
      skeleton += initial.length === 1 ? initial : '\uFFFF'
    }
  }
  return { joined, skeleton }
}

/** Skeleton characters get small codes (1…63) so an n-gram is an index into a flat table; any past 63 share code 63 (matching sorts them out). */
const ALPHABET = 64

class Alphabet {
  private readonly codes = new Map<number, number>()
  /** The code of a skeleton character, given one if new (while the index is built). */
  add(char: number): number {
    let code = this.codes.get(char)
    if (code === undefined) this.codes.set(char, (code = Math.min(ALPHABET - 1, this.codes.size + 1)))
    return code
  }
  /** The code of a query's character; 0 when no indexed text has it. */
  of(char: number): number {
    return this.codes.get(char) ?? (this.codes.size >= ALPHABET - 1 ? ALPHABET - 1 : 0)
  }
}

/** Postings: for each n-gram (a slot of a flat table), the ascending ids of the texts holding it, in one shared array. */
interface Postings {
  readonly offsets: Int32Array
  readonly ids: Int32Array
}

const slotOf = (codes: Uint8Array, i: number, n: 2 | 3): number =>
  n === 2 ? codes[i]! * ALPHABET + codes[i + 1]! : (codes[i]! * ALPHABET + codes[i + 1]!) * ALPHABET + codes[i + 2]!

/** Builds postings over `size` slots from each text's slots (`slotsOf` calls `emit` per slot; repeats in one text count once). */
const buildPostings = (texts: number, size: number, slotsOf: (id: number, emit: (slot: number) => void) => void): Postings => {
  const counts = new Int32Array(size + 1)
  const last = new Int32Array(size).fill(-1)
  for (let id = 0; id < texts; id++)
    slotsOf(id, (slot) => {
      if (last[slot] !== id) {
        last[slot] = id
        counts[slot + 1]!++
      }
    })
  for (let s = 0; s < size; s++) counts[s + 1]! += counts[s]!
  const offsets = counts
  const ids = new Int32Array(offsets[size]!)
  const fill = offsets.slice(0, size)
  last.fill(-1)
  for (let id = 0; id < texts; id++)
    slotsOf(id, (slot) => {
      if (last[slot] !== id) {
        last[slot] = id
        ids[fill[slot]!++] = id
      }
    })
  return { offsets, ids }
}

/** A typed syllable and the initial after it (사 then ㄹ for 사랑), hashed into 2^16 slots: narrower than 초성 pairs for typed words. */
const HEADS = 1 << 16
const headSlot = (char: number, nextCode: number): number => (Math.imul(char, 0x9e3779b1) ^ nextCode) & (HEADS - 1)

const postingOf = (p: Postings, slot: number): Int32Array => p.ids.subarray(p.offsets[slot]!, p.offsets[slot + 1]!)

/** Ascending ids in both lists: walks the shorter, gallops in the longer. */
const intersect = (short: ArrayLike<number>, long: Int32Array): number[] => {
  const out: number[] = []
  let lo = 0
  for (let i = 0; i < short.length; i++) {
    const id = short[i]!
    let step = 1
    let hi = lo
    while (hi < long.length && long[hi]! < id) {
      lo = hi
      hi += step
      step *= 2
    }
    hi = Math.min(hi, long.length)
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (long[mid]! < id) lo = mid + 1
      else hi = mid
    }
    if (lo < long.length && long[lo] === id) out.push(id)
  }
  return out
}

export const createNgramIndex = (texts: readonly string[]): NgramIndex => {
  const joined: string[] = []
  const skeletons: string[] = []
  for (const text of texts) {
    const flat = foldFlat(text)
    joined.push(flat.joined)
    skeletons.push(flat.skeleton)
  }
  const alphabet = new Alphabet()
  const coded = skeletons.map((skeleton) => {
    const codes = new Uint8Array(skeleton.length)
    for (let i = 0; i < skeleton.length; i++) codes[i] = alphabet.add(skeleton.charCodeAt(i))
    return codes
  })
  const ngramsOf = (n: 2 | 3) => (id: number, emit: (slot: number) => void) => {
    const codes = coded[id]!
    for (let i = 0; i + n <= codes.length; i++) emit(slotOf(codes, i, n))
  }
  const bigrams = buildPostings(coded.length, ALPHABET ** 2, ngramsOf(2))
  const trigrams = buildPostings(coded.length, ALPHABET ** 3, ngramsOf(3))
  const heads = buildPostings(coded.length, HEADS, (id, emit) => {
    const chars = joined[id]!
    const codes = coded[id]!
    for (let i = 0; i + 1 < chars.length; i++) emit(headSlot(chars.charCodeAt(i), codes[i + 1]!))
  })

  const candidatesOf = (alt: CompiledQuery['alternatives'][number]): ArrayLike<number> => {
    const { skeleton, steps } = alt
    const codes = new Uint8Array(skeleton.length)
    for (let i = 0; i < skeleton.length; i++) if ((codes[i] = alphabet.of(skeleton.charCodeAt(i))) === 0) return []
    const lists: Int32Array[] = []
    for (let i = 0; i + 1 < steps.length; i++)
      if (steps[i]!.kind === 'same') lists.push(postingOf(heads, headSlot(steps[i]!.char.charCodeAt(0), codes[i + 1]!)))
    if (skeleton.length === 2) lists.push(postingOf(bigrams, slotOf(codes, 0, 2)))
    for (let i = 0; i + 3 <= skeleton.length; i++) {
      const list = postingOf(trigrams, slotOf(codes, i, 3))
      if (list.length === 0) return []
      lists.push(list)
    }
    lists.sort((a, b) => a.length - b.length)
    let out: ArrayLike<number> = lists[0]!
    // The three shortest lists narrow enough; matching checks the rest.
    for (let k = 1; k < Math.min(3, lists.length) && out.length > 0; k++) out = intersect(out, lists[k]!)
    return out
  }

  /** Per text during one search: 0 not matched, else its best tier + 1; with where and how long. */
  const mark = new Uint8Array(texts.length)
  const bestPos = new Int32Array(texts.length)
  const bestLength = new Int32Array(texts.length)

  const search = (keyword: string | CompiledQuery): NgramMatch[] => {
    const query = typeof keyword === 'string' ? compileQuery(keyword) : keyword
    if (!query) return []
    const touched: number[] = []
    for (const alt of query.alternatives) {
      if (alt.skeleton.length < 2) continue
      const candidates = candidatesOf(alt)
      for (let c = 0; c < candidates.length; c++) {
        const id = candidates[c]!
        const skeleton = skeletons[id]!
        const chars = joined[id]!
        for (let at = skeleton.indexOf(alt.skeleton); at >= 0; at = skeleton.indexOf(alt.skeleton, at + 1)) {
          const how = matchAt(alt, chars, skeleton, at)
          if (!how) continue
          const tier = tierOf(how, at, false, at === 0 && chars === query.folded)
          const current = mark[id]!
          if (current === 0) touched.push(id)
          else if (tier >= current - 1) break
          mark[id] = tier + 1
          bestPos[id] = at
          bestLength[id] = alt.steps.length
          break
        }
      }
    }
    const out: NgramMatch[] = new Array(touched.length)
    for (let k = 0; k < touched.length; k++) {
      const id = touched[k]!
      out[k] = { text: id, tier: (mark[id]! - 1) as MatchTier, pos: bestPos[id]!, length: bestLength[id]! }
      mark[id] = 0
    }
    return out
  }

  const spanOf = (match: NgramMatch): Span => {
    const folded = fold(texts[match.text]!)
    return { start: folded.starts[match.pos] ?? 0, end: folded.ends[match.pos + match.length - 1] ?? 0 }
  }

  const bytes = [bigrams, trigrams, heads].reduce((sum, p) => sum + p.offsets.byteLength + p.ids.byteLength, 0)
  return { size: texts.length, search, spanOf, bytes }
}

export { MatchTier }
