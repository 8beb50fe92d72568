import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import type { HelpLoad } from '../../data/helpReads.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { paths } from '../../paths.ts'
import { Pager } from '../../pay/Pager.tsx'
import { noticesAt } from '../help/helpLinks.ts'
import { NoticeRows } from '../help/NoticeRows.tsx'
import './NoticePage.css'

/** /settings/help/notice?page=: the notices, newest first, 20 a page. */
export default function NoticePage() {
  const part = usePart(usePageData<HelpLoad<'notices'>>().help)
  if (part.status === 'error')
    return (
      <PageFrame>
        <ErrorState title="공지사항을 불러오지 못했습니다" message={part.message} error={part.error} onRetry={part.retry} />
      </PageFrame>
    )
  if (part.status === 'loading')
    return (
      <PageFrame>
        <p aria-busy="true">불러오는 중입니다…</p>
      </PageFrame>
    )
  const { list, page, count, total } = part.data
  return (
    <PageFrame>
      {list.length > 0 ? (
        <>
          <NoticeRows notices={list} fromPage={page} />
          <Pager page={page} count={count} total={total} to={noticesAt} />
        </>
      ) : total > 0 ? (
        <EmptyState message="이 페이지에는 공지사항이 없습니다" action={{ to: noticesAt(1), label: '첫 페이지로' }} />
      ) : (
        <EmptyState message="등록된 공지사항이 없습니다" action={{ to: paths.help(), label: '고객센터로' }} />
      )}
    </PageFrame>
  )
}
