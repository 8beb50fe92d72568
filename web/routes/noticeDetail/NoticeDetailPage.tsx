import { Link, useLocation } from 'react-router'
import { ResultCode, resultCodeOf } from '../../../core/contract/index.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { HelpLoad } from '../../data/helpReads.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { noticesAt } from '../help/helpLinks.ts'
import { koreanDateTime } from '../help/helpText.ts'
import '../notice/NoticePage.css'
import '../help/Help.css'

/** The list page the viewer came from (NoticeRows' link state), else the first. */
const fromPageOf = (state: unknown): number => {
  const page = (state as { fromPage?: unknown } | null)?.fromPage
  return typeof page === 'number' && Number.isInteger(page) && page > 0 ? page : 1
}

/** /settings/help/notice/{notice_no}: one notice, its contents when it has headings, and the way back to its list page. */
export default function NoticeDetailPage() {
  const part = usePart(usePageData<HelpLoad<'notice'>>().help)
  const back = noticesAt(fromPageOf(useLocation().state))
  if (part.status === 'error') {
    if (resultCodeOf(part.error) === ResultCode.dataNotFound)
      return (
        <PageFrame>
          <EmptyState
            message="찾으시는 공지사항이 없습니다"
            detail="주소가 바뀌었거나 내려간 공지일 수 있습니다."
            action={{ to: noticesAt(1), label: '공지사항 목록으로' }}
          />
        </PageFrame>
      )
    return (
      <PageFrame>
        <ErrorState
          title="공지사항을 불러오지 못했습니다"
          message={part.message}
          error={part.error}
          onRetry={part.retry}
          action={{ to: back, label: '목록으로' }}
        />
      </PageFrame>
    )
  }
  if (part.status === 'loading')
    return (
      <PageFrame>
        <p aria-busy="true">불러오는 중입니다…</p>
      </PageFrame>
    )
  const notice = part.data
  return (
    <PageFrame title={notice.title}>
      <p className="notice-detail__meta">
        <span className="notice-list__category">{notice.category}</span>
        <time dateTime={notice.posted.replace(' ', 'T')}>{koreanDateTime(notice.posted)}</time>
      </p>
      {notice.toc.length > 0 ? (
        <nav className="help-centre-toc" aria-label="목차">
          <ol>
            {notice.toc.map((entry) => (
              <li key={entry.id} className={entry.level > 2 ? 'help-centre-toc__sub' : undefined}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="help-centre-html" dangerouslySetInnerHTML={{ __html: notice.html }} />
      <p className="notice-detail__back">
        <Link className="button" to={back}>
          목록으로
        </Link>
      </p>
    </PageFrame>
  )
}
