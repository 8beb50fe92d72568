import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { noticeProse, servedNotices } from '../../cli/hosts/edge/noticeProse.ts'

/** The notice bar's line, read on the host for a served page (the browser reads it with its own parser). */
describe('noticeProse', () => {
  it('keeps paragraphs apart and leaves out tables, lists, headings and code, nested ones whole', () => {
    const html =
      '<h2>점검 안내</h2><p>점검을 <strong>진행</strong>합니다.</p><table><tr><td>시간<table><tr><td>안</td></tr></table></td></tr></table>' +
      '<ul><li>하나<ul><li>둘</li></ul></li></ul><p>불편을<br>드려 죄송합니다.</p><pre>코드</pre><!-- 메모 --><div>끝</div>'
    expect(noticeProse(html)).toBe('점검을 진행합니다. 불편을 드려 죄송합니다. 끝')
  })

  it('decodes entities as a browser would', () => {
    expect(noticeProse('<p>A &amp; B &lt;공지&gt; &quot;안내&quot;&nbsp;&hellip; &#xAC00;&#44032;</p>')).toBe('A & B <공지> "안내" … 가가')
  })

  it('is a paragraph’s plain text, white space folded, for any text without markup', () => {
    fc.assert(
      fc.property(
        fc.string().filter((t) => !/[<>&]/.test(t)),
        (text) => {
          expect(noticeProse(`<p>${text}</p>`)).toBe(text.replace(/\s+/g, ' ').trim())
        },
      ),
    )
  })
})

describe('servedNotices', () => {
  it('keeps the notices not ended at the time, each with its prose', () => {
    const at = Date.parse('2026-11-29T12:00:00+09:00')
    const notice = { notice_no: 1, title: '안내', content: '<p>본문</p>', scope: 0, reg_date: '2026-11-01 00:00:00' }
    const served = servedNotices([notice, { ...notice, notice_no: 2, end_date: '2026-11-29 11:00:00' }], at)
    expect(served).toEqual([{ ...notice, prose: '본문' }])
  })
})
