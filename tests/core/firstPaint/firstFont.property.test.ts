import { escapeText } from 'entities'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codesOf, drawnOf, unicodeRangeOf } from '../../../core/firstPaint/firstFont.ts'

/** What the first screen's cuts hold (decision 1944): every character a served page draws, and nothing it does not. */
describe('drawnOf', () => {
  it("is the characters of a page's text, its entities read, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme-ascii' }), (korean, latin) => {
        const text = `${korean} ${latin}`
        expect(drawnOf(`<html><head><title>x</title></head><body><div id="root"><p>${escapeText(text)}</p></div></body></html>`)).toEqual(codesOf(text))
      }),
    )
  })

  it("takes fields' placeholders and values, and leaves out scripts, styles, hidden markup, attributes and spaces", () => {
    const page =
      '<head><title>제목</title></head><body><input placeholder="검색어 입력" value="사랑&amp;"><a href="/가" title="툴팁">링크</a>' +
      '<noscript>자바스크립트</noscript><script>var 변수 = 1</script><style>.쓴{}</style><template>틀</template>\u00a0\n</body>'
    const drawn = String.fromCodePoint(...drawnOf(page))
    expect([...drawn].sort()).toEqual([...new Set('검색어입력사랑&링크\u00a0')].sort())
  })

  it('never holds a space or a control character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (text) => {
        expect(codesOf(text).filter((code) => code <= 0x20 || (code >= 0x7f && code <= 0x9f))).toEqual([])
      }),
    )
  })
})

describe('unicodeRangeOf', () => {
  it('declares exactly the code points it is given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0x21, max: 0x10ffff })), (codes) => {
        const declared = unicodeRangeOf(codes)
          .split(', ')
          .filter(Boolean)
          .flatMap((span) => {
            const [low, high = low] = span
              .slice(2)
              .split('-')
              .map((hex) => Number.parseInt(hex, 16)) as [number, number?]
            return Array.from({ length: high - low + 1 }, (_, i) => low + i)
          })
        expect(declared).toEqual([...new Set(codes)].sort((a, b) => a - b))
      }),
    )
  })
})
