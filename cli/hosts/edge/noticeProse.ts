import { decodeHTML } from 'entities'
import type { Notice } from '../../../core/api/schemas.ts'
import type { ServedNotice } from '../../../core/firstPaint/servedPage.ts'
import { unendedNotices } from '../../../core/contract/noticePeriod.ts'

/** What the notice bar leaves out of a notice's HTML: what a browser never shows as text, and what only reads well laid out. */
const LEFT_OUT = /<(script|style|template|noscript|table|ul|ol|dl|h[1-6]|pre)\b[^>]*>(?:(?!<\1\b)[\s\S])*?<\/\1\s*>/gi

/**
 * The notice's prose as one line of plain text, as the bar draws it in a browser
 * (web/components/TopNoticeBar.tsx reads it with the browser's parser): its paragraphs, each ending
 * in a space so their words stay apart, without tables, lists, headings or code; entities decoded;
 * runs of white space one space. Left-out elements are removed innermost first, so a list in a
 * list goes whole.
 */
export const noticeProse = (html: string): string => {
  let text = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<\/(p|div)\s*>|<br\s*\/?>/gi, '$& ')
  for (let before = ''; before !== text; ) {
    before = text
    text = text.replace(LEFT_OUT, '')
  }
  return decodeHTML(text.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

/** The notices a served page's bar draws at `now` (those not ended), each with its prose. */
export const servedNotices = (notices: readonly Notice[], now: number): readonly ServedNotice[] =>
  unendedNotices(notices, now).map((notice) => ({ ...notice, prose: noticeProse(notice.content) }))
