import DOMPurify from 'dompurify'
import { useMemo, useState } from 'react'
import { readClosedNotice, rememberClosedNotice } from '../adapters/closedNotice.ts'
import { TestId } from '../testids.ts'
import './TopNoticeBar.css'

/** What the bar needs of a notice (core/api/schemas.ts Notice). */
export interface TopNotice {
  readonly notice_no: number
  readonly title: string
  /** Server-provided HTML. */
  readonly content: string
}

const ALLOWED_TAGS = ['a', 'b', 'strong', 'em', 'i', 'br', 'span']
const ALLOWED_ATTR = ['href']

/** Notice HTML reduced to inline text markup and safe links; anything else is dropped. */
export const sanitizeNotice = (html: string): string => {
  // Blocks become one line in the bar: a space where a paragraph or line item ended keeps its words apart.
  const inline = html.replace(/<\/(p|div|li|h[1-6])\s*>/gi, '$& ')
  const clean = DOMPurify.sanitize(inline, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/))/i })
  // Links from a notice open in a new tab and never get a handle on this page.
  return clean.replace(/<a /g, '<a target="_blank" rel="noopener noreferrer" ')
}

/**
 * The latest notice (top_notice_list[0]) as a bar under the header. The viewer may close it; it
 * stays closed (by its notice_no, in localStorage) until another notice leads the list.
 */
export function TopNoticeBar({ notices }: { readonly notices: readonly TopNotice[] }) {
  const [closed, setClosed] = useState<number | null>(() => readClosedNotice())
  const notice = notices[0]
  const html = useMemo(() => (notice ? sanitizeNotice(notice.content) : ''), [notice])
  if (!notice || closed === notice.notice_no) return null
  return (
    <aside className="top-notice" data-testid={TestId.topNoticeBar} aria-label="공지">
      <p className="top-notice__text">
        <strong className="top-notice__title">{notice.title}</strong>
        {html ? <span className="top-notice__content" dangerouslySetInnerHTML={{ __html: html }} /> : null}
      </p>
      <button
        type="button"
        className="top-notice__close"
        data-testid={TestId.topNoticeClose}
        aria-label="공지 닫기"
        onClick={() => {
          rememberClosedNotice(notice.notice_no)
          setClosed(notice.notice_no)
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  )
}
