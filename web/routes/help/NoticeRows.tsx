import { Link } from 'react-router'
import type { NoticeSummary } from '../../../core/api/schemas.help.ts'
import { paths } from '../../paths.ts'
import { koreanDate } from './helpText.ts'

/** Notices as rows: category, title (the link to the notice), Korean date; `fromPage` is where 목록으로 returns. */
export function NoticeRows({ notices, fromPage }: { readonly notices: readonly NoticeSummary[]; readonly fromPage: number }) {
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.notice_no} className="notice-list__item">
          <span className={`notice-list__category notice-list__category--${categoryClass(notice.category)}`}>{notice.category}</span>
          <Link className="notice-list__title" to={paths.noticeDetail(notice.notice_no)} state={{ fromPage }}>
            {notice.title}
          </Link>
          <time className="notice-list__date" dateTime={notice.posted.slice(0, 10)}>
            {koreanDate(notice.posted)}
          </time>
        </li>
      ))}
    </ul>
  )
}

/** A category's colour class: 점검 and 이벤트 stand out, the rest plain. */
const categoryClass = (category: string) => ({ 점검: 'maintenance', 이벤트: 'event' })[category] ?? 'plain'
