import { disassemble } from 'es-hangul'
import { fold } from './fold.ts'

/**
 * Typos counted in jamo, not syllables (docs/decisions/1011): 챡 is one jamo from 착 (ㅑ for ㅏ),
 * so a one-key slip on a Korean keyboard costs 1, as it does in Latin text.
 */

/** A text as the typo search compares it: folded (no spaces, punctuation or case), then split into jamo. */
export const jamoOf = (text: string): string => disassemble(fold(text).chars.join(''))

/** How many jamo a text has, folded. */
export const jamoLength = (text: string): number => jamoOf(text).length

/**
 * Levenshtein distance between two jamo strings, or `max + 1` as soon as it must exceed `max`
 * (one row at a time; a row whose least value passes `max` stops the work).
 */
export const jamoDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev = new Int32Array(b.length + 1)
  let next = new Int32Array(b.length + 1)
  for (let j = 0; j <= b.length; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    next[0] = i
    let least = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1
      const v = Math.min(prev[j]! + 1, next[j - 1]! + 1, prev[j - 1]! + cost)
      next[j] = v
      if (v < least) least = v
    }
    if (least > max) return max + 1
    ;[prev, next] = [next, prev]
  }
  return Math.min(prev[b.length]!, max + 1)
}

/** How many jamo a typo may be off for a keyword of this many jamo: none under 7, one under 16, then two. */
export const typoAllowance = (jamo: number): number => (jamo >= 16 ? 2 : jamo >= 7 ? 1 : 0)
