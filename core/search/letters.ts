/**
 * Which characters search reads (letters and digits), apart from fold.ts so the keyword check
 * that every page's loaders run carries no Hangul library with it.
 */

/** Hangul compatibility jamo (ㄱ…ㅣ): NFKC would turn them into conjoining jamo, which es-hangul does not read. */
const COMPAT_JAMO = /^[\u3131-\u318E]$/u
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u

/** A complete Hangul syllable (가…힣). */
export const isSyllable = (char: string): boolean => {
  if (char.length !== 1) return false
  const code = char.charCodeAt(0)
  return code >= 0xac00 && code <= 0xd7a3
}

/** One code point as the matcher reads it: Hangul as it is, anything else NFKC and lower case; only letters and digits. */
export const foldPoint = (point: string): string[] => {
  const mapped = isSyllable(point) || COMPAT_JAMO.test(point) ? point : point.normalize('NFKC').toLowerCase()
  return [...mapped].filter((char) => LETTER_OR_DIGIT.test(char))
}

/** Whether a text (after NFC) has anything search reads: emoji and punctuation alone have not. */
export const hasLetterOrDigit = (text: string): boolean => {
  for (const point of text.normalize('NFC')) if (foldPoint(point).length > 0) return true
  return false
}
