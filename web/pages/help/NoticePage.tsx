import { useMemo } from 'react'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { sanitizeNotice } from '../../components/sanitizeNotice.ts'
import { paths } from '../../paths.ts'
import { useTopNotices } from '../../shell/hooks.ts'
import './NoticePage.css'

/** /settings/help/notice: the notices the hosts sent at start-up (top_notice_list), sanitised. */
export default function NoticePage() {
  const notices = useTopNotices()
  const items = useMemo(() => notices.map((n) => ({ ...n, html: sanitizeNotice(n.content) })), [notices])
  return (
    <PageFrame>
      {items.length === 0 ? (
        <EmptyState message="등록된 공지사항이 없습니다" action={{ to: paths.settingsHelp(), label: '도움말로' }} />
      ) : (
        <ul className="notice-list">
          {items.map((notice) => (
            <li key={notice.notice_no} className="notice-list__item">
              <article>
                <h2 className="notice-list__title">{notice.title}</h2>
                <p className="notice-list__date">{notice.reg_date}</p>
                <div className="notice-list__content" dangerouslySetInnerHTML={{ __html: notice.html }} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  )
}
