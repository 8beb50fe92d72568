import { useLayoutEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { SITE_NAME } from '../brand.ts'
import { paths } from '../paths.ts'
import { readClosedNotice, rememberClosedNotice } from '../adapters/closedNotice.ts'
import { TestId } from '../testids.ts'
import { NOTICE_BREAKS, NOTICE_LEFT_OUT } from '../../core/firstPaint/noticeLine.ts'
import './TopNoticeBar.css'

/** What the bar needs of a notice (core/api/schemas.ts Notice). */
export interface TopNotice {
  readonly notice_no: number
  readonly title: string
  /** Server-provided HTML. */
  readonly content: string
  /** Its prose, when the served page came with it (core/firstPaint/servedPage.ts): the line the served bar drew. */
  readonly prose?: string
}

/**
 * The notice's prose as one line of plain text: its paragraphs, each ending in a space so their
 * words stay apart. A table, a list or a heading flattened into one line reads as noise, so they
 * stay on the notice's own page, one click away. Parsed into an inert document (no script runs,
 * nothing loads), so no sanitiser is needed here. Plain text starts where the line starts and
 * nothing in it moves when the web font comes in, as text after a bold run would.
 */
const noticeProse = (content: string): string => {
  if (typeof DOMParser === 'undefined') return ''
  const { body } = new DOMParser().parseFromString(content.replace(NOTICE_BREAKS, '$& '), 'text/html')
  for (const left of body.querySelectorAll(NOTICE_LEFT_OUT.join(', '))) left.remove()
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * The latest notice (top_notice_list[0]) as a bar under the header. The viewer may close it; it
 * stays closed (by its notice_no, in localStorage) until another notice leads the list.
 */
export function TopNoticeBar({ notices }: { readonly notices: readonly TopNotice[] }) {
  // Read before the browser paints, not in the first render: a served bar is hydrated as it was
  // drawn, whatever this device closed (web/index.html hides a closed one from the first paint).
  const [closed, setClosed] = useState<number | null>(null)
  useLayoutEffect(() => setClosed(readClosedNotice()), [])
  const notice = notices[0]
  const text = useMemo(() => notice?.prose ?? noticeProse(notice?.content ?? ''), [notice?.prose, notice?.content])
  // Its height fixed (Layout's notice slot): title and text each on a line of their own, so nothing moves.
  if (!notice || closed === notice.notice_no) return null
  return (
    <aside className="top-notice" data-testid={TestId.topNoticeBar} data-notice-no={notice.notice_no} aria-label={`${SITE_NAME} 공지`}>
      <p className="top-notice__text">
        <Link className="top-notice__title" to={paths.noticeDetail(notice.notice_no)}>
          {notice.title}
        </Link>
        {text ? (
          <span className="top-notice__content" data-testid={TestId.topNoticeContent}>
            {text}
          </span>
        ) : null}
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
