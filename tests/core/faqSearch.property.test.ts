import { getChoseong } from 'es-hangul'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadHelpContent } from '../../cli/hosts/help/content.ts'
import { answerText, searchFaq } from '../../web/routes/faq/faqSearch.ts'

/**
 * The FAQ search over the repository's questions: every question is found by itself, by its 초성,
 * de-spaced and by any prefix; what it marks lies inside the question; a keyword of consonants
 * only never finds a question through its answer.
 */

const { faq } = loadHelpContent()
const questions = faq.flatMap((c) => c.items.map((item) => ({ category: c.category, item })))
const finds = (keyword: string, id: string) => searchFaq(faq, keyword).some((hit) => hit.item.id === id)

const questionArb = fc.constantFrom(...questions)

describe('FAQ search', () => {
  it('finds every question by itself, by its 초성 and de-spaced', () => {
    expect(questions.length).toBeGreaterThan(10)
    for (const { item } of questions) {
      expect(finds(item.question, item.id), item.question).toBe(true)
      expect(finds(getChoseong(item.question, { keepNonHangul: true }), item.id), item.question).toBe(true)
      expect(finds(item.question.replace(/\s+/g, ''), item.id), item.question).toBe(true)
    }
  })

  it('finds a question by any prefix of it, and marks a span inside the question', () => {
    fc.assert(
      fc.property(
        questionArb.chain(({ item }) =>
          fc.integer({ min: 1, max: [...item.question].length }).map((n) => ({ item, prefix: [...item.question].slice(0, n).join('') })),
        ),
        ({ item, prefix }) => {
          fc.pre(/[\p{L}\p{N}]/u.test(prefix))
          const hit = searchFaq(faq, prefix).find((h) => h.item.id === item.id)
          expect(hit?.span).toBeDefined()
          expect(hit!.span!.start).toBeGreaterThanOrEqual(0)
          expect(hit!.span!.end).toBeLessThanOrEqual(item.question.length)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('finds a question through its answer only by the answer’s letters, never by 초성', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ'), { minLength: 1, maxLength: 4 }), (consonants) => {
        for (const hit of searchFaq(faq, consonants.join(''))) expect(hit.span, hit.item.question).toBeDefined()
      }),
    )
  })

  it('keeps an answer’s words apart and its entities read', () => {
    expect(answerText('<p>환불은&nbsp;<strong>7일</strong> 안에 &amp; 쓰지 않은 것만</p>')).toBe(' 환불은  7일  안에 & 쓰지 않은 것만 ')
    expect(searchFaq(faq, '').length).toBe(0)
  })
})
