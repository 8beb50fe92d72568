import { decodeHTML } from 'entities'
import type { Notice } from '../../../core/api/schemas.ts'
import type { ServedNotice } from '../../../core/firstPaint/servedPage.ts'
import { unendedNotices } from '../../../core/contract/noticePeriod.ts'
import { NOTICE_BREAKS, NOTICE_LEFT_OUT } from '../../../core/firstPaint/noticeLine.ts'

/** One left-out element with what it holds, the innermost of its kind (it holds no other of its name). */
const LEFT_OUT = new RegExp(`<(${NOTICE_LEFT_OUT.join('|')})\\b[^>]*>(?:(?!<\\1\\b)[\\s\\S])*?<\\/\\1\\s*>`, 'gi')

/**
 * The notice's prose as one line of plain text, as the bar draws it in a browser, by the rules
 * both share (core/firstPaint/noticeLine.ts): its paragraphs, each ending in a space so their
 * words stay apart, without what the line leaves out; entities decoded; runs of white space one
 * space. Left-out elements are removed innermost first, so a list in a list goes whole.
 */
export const noticeProse = (html: string): string => {
  let text = html.replace(/<!--[\s\S]*?-->/g, '').replace(NOTICE_BREAKS, '$& ')
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
