import { disassembleCompleteCharacter } from 'es-hangul'
import { foldPoint, isSyllable } from './letters.ts'

export { isSyllable } from './letters.ts'

/**
 * Folding text for search: what a title and a keyword look like to the matcher. Both go through
 * the same fold, character by character, keeping where each folded character came from so a match
 * maps back to a span of the original text.
 */

/** A text folded for matching: one entry per folded character. */
export interface FoldedText {
  /** Folded characters: Hangul syllables and compatibility jamo as they are, other letters NFKC + lower case, digits. */
  readonly chars: readonly string[]
  /** Each folded character's 초성 (a syllable's initial consonant), or the character itself. */
  readonly initials: readonly string[]
  /** UTF-16 offset in the original text where each folded character's source starts. */
  readonly starts: readonly number[]
  /** UTF-16 offset in the original text where each folded character's source ends. */
  readonly ends: readonly number[]
}

/** A syllable's initial consonant, or the character itself. */
export const initialOf = (char: string): string => (isSyllable(char) ? (disassembleCompleteCharacter(char)?.choseong ?? char) : char)

/**
 * Folds a text: NFC first (a decomposed syllable from a macOS paste becomes one), then each code
 * point on its own: Hangul kept, anything else NFKC (full-width → half-width) and lower case;
 * only letters and digits survive, so spacing, punctuation and emoji are ignored.
 */
export const fold = (text: string): FoldedText => {
  const chars: string[] = []
  const initials: string[] = []
  const starts: number[] = []
  const ends: number[] = []
  const source = text.normalize('NFC')
  let offset = 0
  for (const point of source) {
    const start = offset
    offset += point.length
    for (const char of foldPoint(point)) {
      chars.push(char)
      initials.push(initialOf(char))
      starts.push(start)
      ends.push(offset)
    }
  }
  return { chars, initials, starts, ends }
}
