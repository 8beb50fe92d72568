import type { FaqCategory, FaqItem } from '../../../core/api/schemas.help.ts'
import { type Span, matchText } from '../../../core/search/match.ts'

/**
 * The FAQ's search, with the site's Hangul matcher (core/search: 초성, spacing ignored, the last
 * syllable still being typed). A question matches any way the search page's titles do; an answer
 * only by whole syllables, since 초성 over a paragraph would match almost anything.
 */

export interface FaqHit {
  readonly category: string
  readonly item: FaqItem
  /** Where the keyword matched the question, to mark it; undefined when only the answer matched. */
  readonly span: Span | undefined
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

/** The text of an answer's html (the host's rendering: tags and the entities it writes). */
export const answerText = (html: string): string =>
  html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')

/** A lone consonant (ㄱ…ㅎ) stands for any syllable it begins: fine for a question, too loose for a paragraph. */
const hasConsonant = (keyword: string) => /[\u3131-\u314E]/u.test(keyword)

/** The questions `keyword` finds, in the FAQ's order; none for a keyword with no letter or digit. */
export const searchFaq = (categories: readonly FaqCategory[], keyword: string): FaqHit[] =>
  categories.flatMap((category) =>
    category.items.flatMap((item): FaqHit[] => {
      const question = matchText(keyword, item.question)
      if (question) return [{ category: category.category, item, span: question.span }]
      if (hasConsonant(keyword) || !matchText(keyword, answerText(item.answer_html))) return []
      return [{ category: category.category, item, span: undefined }]
    }),
  )
