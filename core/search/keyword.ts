import { hasLetterOrDigit } from './letters.ts'

/**
 * What a viewer may type as a search keyword, checked the same way by the web (before it sends)
 * and the search host (before it searches), with a Korean message for each refusal.
 */

/** Longest keyword, in characters (code points). */
export const KEYWORD_MAX_LENGTH = 100

export type KeywordProblem = 'empty' | 'tooLong' | 'control' | 'noLetters'

export type KeywordCheck = { readonly ok: true; readonly keyword: string } | { readonly ok: false; readonly problem: KeywordProblem; readonly message: string }

/** The Korean message for each refusal. */
export const keywordMessages: Readonly<Record<KeywordProblem, string>> = {
  empty: '검색어를 입력해 주세요.',
  tooLong: `검색어는 ${KEYWORD_MAX_LENGTH}자까지 입력할 수 있어요.`,
  control: '검색어에 쓸 수 없는 문자가 들어 있어요. 글자와 숫자로 다시 입력해 주세요.',
  noLetters: '이모지나 기호만으로는 검색할 수 없어요. 글자나 숫자를 넣어 주세요.',
}

/** Control characters other than tab and line breaks (which count as spaces). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u
/** Invisible format characters (zero-width space, BOM, joiners): dropped, as a paste often brings them. */
const FORMAT = /\p{Cf}/gu

const refuse = (problem: KeywordProblem): KeywordCheck => ({ ok: false, problem, message: keywordMessages[problem] })

/**
 * Checks a keyword as typed: control characters are refused, spaces collapse, and what is left must
 * have a letter or digit (emoji and punctuation alone are not a search) and at most
 * KEYWORD_MAX_LENGTH characters. On success, `keyword` is the tidied text (trimmed, single spaces).
 */
export const checkKeyword = (raw: string): KeywordCheck => {
  if (CONTROL.test(raw)) return refuse('control')
  const keyword = raw.replace(FORMAT, '').replace(/\s+/gu, ' ').trim()
  if (keyword === '') return refuse('empty')
  if ([...keyword].length > KEYWORD_MAX_LENGTH) return refuse('tooLong')
  if (!hasLetterOrDigit(keyword)) return refuse('noLetters')
  return { ok: true, keyword }
}
