import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { SITE_NAME } from '../brand.ts'
import { paths } from '../paths.ts'
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

/** The notice's sanitised HTML, or null while the sanitiser (loaded on first use) is on its way. */
const useSanitized = (content: string | undefined): string | null => {
  const [done, setDone] = useState<{ readonly content: string; readonly html: string } | null>(null)
  useEffect(() => {
    if (!content) return
    let live = true
    void import('./sanitizeNotice.ts').then(({ sanitizeNotice }) => {
      if (live) setDone({ content, html: sanitizeNotice(content) })
    })
    return () => {
      live = false
    }
  }, [content])
  if (!content) return ''
  return done?.content === content ? done.html : null
}

/**
 * The latest notice (top_notice_list[0]) as a bar under the header. The viewer may close it; it
 * stays closed (by its notice_no, in localStorage) until another notice leads the list.
 */
export function TopNoticeBar({ notices }: { readonly notices: readonly TopNotice[] }) {
  const [closed, setClosed] = useState<number | null>(() => readClosedNotice())
  const notice = notices[0]
  const html = useSanitized(notice?.content)
  // One line, its height fixed (Layout's notice slot): the text joins the title without moving anything.
  if (!notice || closed === notice.notice_no) return null
  return (
    <aside className="top-notice" data-testid={TestId.topNoticeBar} aria-label={`${SITE_NAME} 공지`}>
      <p className="top-notice__text">
        <Link className="top-notice__title" to={paths.notice()}>
          {notice.title}
        </Link>
        {html ? <span className="top-notice__content" data-testid={TestId.topNoticeContent} dangerouslySetInnerHTML={{ __html: html }} /> : null}
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
