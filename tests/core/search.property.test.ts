import { assemble, disassembleCompleteCharacter, getChoseong } from 'es-hangul'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MatchTier, checkKeyword, createSearchIndex, fold, highlightParts, isSyllable, matchText } from '../../core/search/index.ts'
import { generateCatalogue } from '../../cli/hosts/titles/catalogue.ts'

/**
 * The matcher over every title of a seeded catalogue (the stand-in's size and seed, and others):
 * a title's 초성, any prefix of it, a prefix whose last syllable is still being typed, and its
 * de-spaced form all find it; spans lie inside the title; an exact title ranks first.
 */

const catalogue = generateCatalogue({ size: 600 })
const titles = catalogue.titles.map((t) => t.title).filter((t) => fold(t).chars.length > 0)
const index = createSearchIndex(
  titles,
  (t) => t,
  (t) => t.length,
)
const findsIt = (keyword: string, title: string) => index.search(keyword).some((hit) => hit.item === title)

const titleArb = fc.constantFrom(...titles)
/** A prefix of a title by code points, with at least one letter or digit. */
const prefixArb = titleArb.chain((title) => {
  const points = [...title]
  return fc
    .integer({ min: 1, max: points.length })
    .map((n) => ({ title, prefix: points.slice(0, n).join('') }))
    .filter(({ prefix }) => fold(prefix).chars.length > 0)
})

/** Korean-ish keywords: syllables, consonants, Latin, digits, spaces and some punctuation. */
const keywordArb = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)),
      fc.constantFrom(...'ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎㅏㅣ'),
      fc.constantFrom(...'abcXYZ019 .,!?-:'),
      fc.constantFrom(...'사랑의불시착서랍소리'),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((chars) => chars.join(''))

describe('search matcher over the catalogue', { timeout: 30_000 }, () => {
  it('finds every title by its 초성 string (Latin and digits kept as they are)', () => {
    for (const title of titles) expect(findsIt(getChoseong(title, { keepNonHangul: true }), title), title).toBe(true)
  })

  it('finds every title by its de-spaced form, as an exact title', () => {
    for (const title of titles) {
      const despaced = title.replace(/\s+/g, '')
      const hits = index.search(despaced)
      expect(hits[0]!.tier, title).toBe(MatchTier.exact)
      expect(
        hits.filter((h) => h.tier === MatchTier.exact).map((h) => h.item),
        title,
      ).toContain(title)
    }
  })

  it('finds a title by any prefix of it', () => {
    fc.assert(
      fc.property(prefixArb, ({ title, prefix }) => {
        expect(findsIt(prefix, title)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('finds a title by a prefix whose last syllable is still being typed (사랑ㅇ, 사랑으)', () => {
    const typingArb = prefixArb
      .filter(({ prefix }) => isSyllable([...prefix].at(-1)!))
      .chain(({ title, prefix }) => {
        const last = disassembleCompleteCharacter([...prefix].at(-1)!)!
        const head = [...prefix].slice(0, -1).join('')
        return fc.constantFrom({ title, keyword: head + last.choseong }, { title, keyword: head + assemble([last.choseong, last.jungseong[0]!]) })
      })
    fc.assert(
      fc.property(typingArb, ({ title, keyword }) => {
        expect(findsIt(keyword, title)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('ranks an exact title first', () => {
    fc.assert(
      fc.property(titleArb, (title) => {
        const [first] = index.search(title)
        expect(first!.tier).toBe(MatchTier.exact)
        expect(fold(first!.item).chars.join('')).toBe(fold(title).chars.join(''))
      }),
      { numRuns: 300 },
    )
  })

  it('keeps matched spans inside the title, and highlight parts give the title back', () => {
    fc.assert(
      fc.property(keywordArb, (keyword) => {
        for (const hit of index.search(keyword)) {
          expect(hit.span.start).toBeGreaterThanOrEqual(0)
          expect(hit.span.end).toBeGreaterThan(hit.span.start)
          expect(hit.span.end).toBeLessThanOrEqual(hit.item.length)
          const parts = highlightParts(hit.item, [hit.span])
          expect(parts.map((p) => p.text).join('')).toBe(hit.item)
          expect(parts.filter((p) => p.matched)).toHaveLength(1)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('ranks hits by tier, then by popularity', () => {
    fc.assert(
      fc.property(keywordArb, (keyword) => {
        const hits = index.search(keyword)
        for (let i = 1; i < hits.length; i++) {
          const [a, b] = [hits[i - 1]!, hits[i]!]
          expect(a.tier <= b.tier).toBe(true)
          if (a.tier === b.tier) expect(a.item.length).toBeGreaterThanOrEqual(b.item.length)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('agrees with matching one text at a time', () => {
    fc.assert(
      fc.property(keywordArb, (keyword) => {
        const hits = new Map(index.search(keyword).map((h) => [h.item, h]))
        for (const title of titles.slice(0, 80)) {
          const one = matchText(keyword, title)
          expect(one?.tier, `${keyword} in ${title}`).toBe(hits.get(title)?.tier)
        }
      }),
      { numRuns: 100 },
    )
  })
})

describe('search examples', () => {
  const few = ['사랑의 불시착', '서랍 속의 편지', '소리 없는 밤', '사랑', '첫사랑', 'Love Actually', '우리 사랑 이야기', '사과']
  const small = createSearchIndex(
    few,
    (t) => t,
    () => 0,
  )
  const found = (keyword: string) => small.search(keyword).map((h) => h.item)

  it.each([
    ['ㅅㄹ', ['사랑의 불시착', '서랍 속의 편지', '소리 없는 밤', '사랑']],
    ['사ㄹ', ['사랑의 불시착', '사랑']],
    ['ㅅ랑', ['사랑의 불시착', '사랑']],
    ['사랑ㅇ', ['사랑의 불시착']],
    ['사랑으', ['사랑의 불시착']],
    ['사랑의불시착', ['사랑의 불시착']],
    ['살', ['사랑의 불시착', '사랑']],
    ['LOVE', ['Love Actually']],
    ['ｌｏｖｅ', ['Love Actually']],
    ['love-actually!', ['Love Actually']],
  ])('%s finds %j first', (keyword, first) => {
    expect(found(keyword).slice(0, first.length).sort()).toEqual([...first].sort())
  })

  it('ranks exact, title prefix, word prefix, 초성, then anywhere', () => {
    expect(found('사랑')).toEqual(['사랑', '사랑의 불시착', '우리 사랑 이야기', '첫사랑'])
    expect(small.search('사랑').map((h) => h.tier)).toEqual([MatchTier.exact, MatchTier.titlePrefix, MatchTier.wordPrefix, MatchTier.anywhere])
    expect(small.search('ㅅㄹ').at(-1)).toMatchObject({ item: '첫사랑', tier: MatchTier.initials })
  })

  it('highlights the matched part of the original title', () => {
    const hit = small.search('사랑의불시착')[0]!
    expect(hit.span).toEqual({ start: 0, end: 7 })
    expect(matchText('ㅅㄹ', '우리 사랑 이야기')?.span).toEqual({ start: 3, end: 5 })
  })
})

describe('checkKeyword', { timeout: 30_000 }, () => {
  it.each([
    ['', 'empty'],
    ['   \t ', 'empty'],
    ['😀🎬', 'noLetters'],
    ['?!…', 'noLetters'],
    ['사랑\u0000', 'control'],
    ['가'.repeat(101), 'tooLong'],
  ])('refuses %j as %s, in Korean', (raw, problem) => {
    const checked = checkKeyword(raw)
    expect(checked).toMatchObject({ ok: false, problem })
    if (!checked.ok) expect(checked.message).toMatch(/[가-힣]/)
  })

  it('tidies spaces and keeps emoji next to letters', () => {
    expect(checkKeyword('  사랑의   불시착 ')).toEqual({ ok: true, keyword: '사랑의 불시착' })
    expect(checkKeyword('사랑😀')).toEqual({ ok: true, keyword: '사랑😀' })
  })

  it('never throws, on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 150 }), (raw) => {
        const checked = checkKeyword(raw)
        if (checked.ok) index.search(checked.keyword)
      }),
    )
  })
})
