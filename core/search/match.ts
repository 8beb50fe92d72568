import { canBeChoseong, disassemble, disassembleCompleteCharacter, assemble } from 'es-hangul'
import { type FoldedText, fold, initialOf, isSyllable } from './fold.ts'

/**
 * Matching a folded keyword against a folded text (docs/decisions/1000-hangul-search.md):
 * - a syllable matches itself;
 * - a lone consonant (ㅅ) matches itself or any syllable it begins (사, 서, 소…): 초성;
 * - the last character may still be being typed: a syllable matches its completions (으 → 의,
 *   사 → 상), and a syllable with a single final consonant also matches the syllable without it
 *   followed by one that begins with that consonant (살 → 사랑), as an IME shows it mid-word;
 * - anything else (Latin, digits) matches itself, after folding (lower case, half-width).
 */

/** How good a match is, best first. Ties rank by popularity. */
export const MatchTier = {
  exact: 0,
  titlePrefix: 1,
  wordPrefix: 2,
  initialsAtStart: 3,
  initialsAtWord: 4,
  initials: 5,
  anywhere: 6,
} as const
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier]

/** A half-open range [start, end) of UTF-16 offsets in the original text. */
export interface Span {
  readonly start: number
  readonly end: number
}

type Step =
  | { readonly kind: 'same'; readonly char: string }
  | { readonly kind: 'consonant'; readonly char: string }
  | { readonly kind: 'typing'; readonly char: string; readonly jamo: string }

interface Alternative {
  /** One character per step: what the text's initials must show there (see skeletonOf). */
  readonly skeleton: string
  readonly steps: readonly Step[]
}

/** A keyword ready to match many texts. */
export interface CompiledQuery {
  /** The folded keyword, joined. */
  readonly folded: string
  readonly alternatives: readonly Alternative[]
}

/** One UTF-16 unit per folded character, so skeleton offsets are character offsets (astral → U+FFFF). */
export const skeletonOf = (initial: string): string => (initial.length === 1 ? initial : '\uFFFF')

const jamoCache = new Map<string, string>()
const jamoOf = (char: string): string => {
  let jamo = jamoCache.get(char)
  if (jamo === undefined) jamoCache.set(char, (jamo = disassemble(char)))
  return jamo
}

const alternative = (steps: readonly Step[]): Alternative => ({ steps, skeleton: steps.map((s) => skeletonOf(initialOf(s.char))).join('') })

/** Compiles a keyword; undefined when it has no letter or digit. */
export const compileQuery = (keyword: string): CompiledQuery | undefined => {
  const { chars } = fold(keyword)
  if (chars.length === 0) return undefined
  const last = chars.length - 1
  const steps: Step[] = chars.map((char, k) => {
    if (canBeChoseong(char)) return { kind: 'consonant', char }
    if (k === last && isSyllable(char)) return { kind: 'typing', char, jamo: jamoOf(char) }
    return { kind: 'same', char }
  })
  const alternatives = [alternative(steps)]
  // 살 typed on the way to 사랑: its final consonant may be the next syllable's initial.
  const parts = isSyllable(chars[last]!) ? disassembleCompleteCharacter(chars[last]!) : undefined
  if (parts && parts.jongseong.length === 1 && canBeChoseong(parts.jongseong)) {
    const open = assemble([parts.choseong, parts.jungseong])
    alternatives.push(alternative([...steps.slice(0, last), { kind: 'same', char: open }, { kind: 'consonant', char: parts.jongseong }]))
  }
  return { folded: chars.join(''), alternatives }
}

/** 'literal': every character matched as typed (the last one possibly being typed); 'initial': some consonant stood for a syllable. */
type HowMatched = 'literal' | 'initial'

/** Whether an alternative matches a text's folded characters at a position. */
export const matchAt = (alt: Alternative, chars: ArrayLike<string>, initials: ArrayLike<string>, pos: number): HowMatched | undefined => {
  const { steps } = alt
  if (pos + steps.length > chars.length) return undefined
  let how: HowMatched = 'literal'
  const last = steps.length - 1
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k]!
    const char = chars[pos + k]!
    if (char === step.char) continue
    if (step.kind === 'same') return undefined
    if (step.kind === 'consonant') {
      if (!isSyllable(char) || initials[pos + k] !== step.char) return undefined
      if (k !== last) how = 'initial'
      continue
    }
    if (!isSyllable(char) || !jamoOf(char).startsWith(step.jamo)) return undefined
  }
  return how
}

/** Where each folded character begins a word (the text's start, or after something folded away). */
export const wordStartsOf = (text: FoldedText): boolean[] => text.chars.map((_, i) => i === 0 || text.starts[i]! > text.ends[i - 1]!)

/** The tier of a match at `pos` of `length` folded characters. */
export const tierOf = (how: HowMatched, pos: number, wordStart: boolean, exact: boolean): MatchTier => {
  if (how === 'initial') return pos === 0 ? MatchTier.initialsAtStart : wordStart ? MatchTier.initialsAtWord : MatchTier.initials
  if (exact) return MatchTier.exact
  return pos === 0 ? MatchTier.titlePrefix : wordStart ? MatchTier.wordPrefix : MatchTier.anywhere
}

/** The best match of a compiled query in one text. */
export interface TextMatch {
  readonly tier: MatchTier
  readonly span: Span
}

/** Matches a query against one folded text: its best match (first of the best tier), if any. */
export const matchFolded = (query: CompiledQuery, text: FoldedText, joined: string, wordStarts: readonly boolean[]): TextMatch | undefined => {
  let best: { tier: MatchTier; pos: number; length: number } | undefined
  for (const alt of query.alternatives) {
    for (let pos = 0; pos + alt.steps.length <= text.chars.length; pos++) {
      const how = matchAt(alt, text.chars, text.initials, pos)
      if (!how) continue
      const tier = tierOf(how, pos, wordStarts[pos]!, pos === 0 && joined === query.folded)
      if (!best || tier < best.tier || (tier === best.tier && pos < best.pos)) best = { tier, pos, length: alt.steps.length }
      if (tier === MatchTier.exact) break
    }
  }
  if (!best) return undefined
  return { tier: best.tier, span: { start: text.starts[best.pos]!, end: text.ends[best.pos + best.length - 1]! } }
}

/** Matches a keyword against one text (the web's recent searches; tests). */
export const matchText = (keyword: string, text: string): TextMatch | undefined => {
  const query = compileQuery(keyword)
  if (!query) return undefined
  const folded = fold(text)
  return matchFolded(query, folded, folded.chars.join(''), wordStartsOf(folded))
}
