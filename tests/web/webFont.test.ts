import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codePointsOf, faceRulesOf, rangeCovers, rangeWithout } from '../../web/shell/webFontFaces.ts'

/**
 * The web font's faces are read from Pretendard's own stylesheet (decision 0803) and only the
 * subsets the page's text needs are loaded before they all go in at once.
 */
describe('faceRulesOf', () => {
  it('reads each @font-face of the stylesheet, minified or not, with its urls resolved', () => {
    const css = `/* [0] */
@font-face {
	font-family: 'Pretendard Variable';
	font-style: normal;
	font-display: swap;
	font-weight: 45 920;
	src: url(./woff2/PretendardVariable.subset.0.woff2) format('woff2-variations');
	unicode-range: U+f9ca-fa0b, U+ff03-ff05;
}
@font-face{font-family:"Pretendard Variable";font-weight:45 920;src:url("/assets/sub.1-abc.woff2") format("woff2-variations");unicode-range:U+ac00-ac7f}`
    const rules = faceRulesOf(css, 'https://example.test/assets/pretendard.css')
    expect(rules).toEqual([
      {
        family: 'Pretendard Variable',
        source: "url(https://example.test/assets/woff2/PretendardVariable.subset.0.woff2) format('woff2-variations')",
        descriptors: { style: 'normal', weight: '45 920', display: 'swap', unicodeRange: 'U+f9ca-fa0b, U+ff03-ff05' },
      },
      {
        family: 'Pretendard Variable',
        source: 'url("https://example.test/assets/sub.1-abc.woff2") format("woff2-variations")',
        descriptors: { weight: '45 920', unicodeRange: 'U+ac00-ac7f' },
      },
    ])
  })
})

describe('rangeCovers', () => {
  const codes = codePointsOf('사랑의 불시착 2')
  it('is true when a character of the text is in a span or a single code point', () => {
    expect(rangeCovers('U+0030-0039', codes)).toBe(true)
    expect(rangeCovers('U+1100-11FF, U+C0AC', codes)).toBe(true) // 사
    expect(rangeCovers('U+AC??', codePointsOf('가'))).toBe(true)
  })
  it('is false when none is, and true with no range (the face covers everything)', () => {
    expect(rangeCovers('U+f9ca-fa0b, U+ff03-ff05', codes)).toBe(false)
    expect(rangeCovers(undefined, codes)).toBe(true)
  })
  it("is true exactly when some span holds one of the text's characters", () => {
    const span = fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 40 })).map(([low, width]) => [low, low + width] as const)
    fc.assert(
      fc.property(
        fc.array(span, { minLength: 1, maxLength: 8 }),
        fc.string({ unit: fc.integer({ min: 0, max: 450 }).map((code) => String.fromCodePoint(code)) }),
        (spans, text) => {
          const range = spans.map(([low, high]) => `U+${low.toString(16)}-${high.toString(16)}`).join(', ')
          const chars = codePointsOf(text)
          expect(rangeCovers(range, chars)).toBe(chars.some((code) => spans.some(([low, high]) => code >= low && code <= high)))
        },
      ),
    )
  })
})

describe('rangeWithout', () => {
  const span = fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 40 })).map(([low, width]) => [low, low + width] as const)
  const text = (spans: readonly (readonly [number, number])[]) =>
    spans.map(([low, high]) => (low === high ? `U+${low.toString(16)}` : `U+${low.toString(16)}-${high.toString(16)}`)).join(', ')
  it("covers exactly the range's code points that are not held (the full face leaves the cuts' characters to them)", () => {
    fc.assert(
      fc.property(fc.array(span, { minLength: 1, maxLength: 6 }), fc.uniqueArray(fc.integer({ min: 0, max: 450 }), { maxLength: 80 }), (spans, heldCodes) => {
        const held = [...heldCodes].sort((a, b) => a - b)
        const left = rangeWithout(text(spans), held)
        for (let code = 0; code <= 450; code++) {
          const wanted = spans.some(([low, high]) => code >= low && code <= high) && !held.includes(code)
          expect(left !== '' && rangeCovers(left, [code])).toBe(wanted)
        }
      }),
    )
  })
  it('is empty when every code point of the range is held', () => {
    expect(rangeWithout('U+ac00-ac02, U+ac05', [0xac00, 0xac01, 0xac02, 0xac05])).toBe('')
    expect(rangeWithout('U+ac00-ac04', [0xac02])).toBe('U+ac00-ac01, U+ac03-ac04')
  })
})
