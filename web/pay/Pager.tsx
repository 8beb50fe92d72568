import { Link } from 'react-router'
import './Pager.css'

/**
 * 이전/다음 between a list's pages as links (the page is in the URL, so back, forward and reload
 * land on the same page); nothing when everything fits on one.
 */
export function Pager({ page, count, total, to }: { page: number; count: number; total: number; to: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(total / count))
  if (pages === 1 && page === 1) return null
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link className="button" to={to(target)}>
        {label}
      </Link>
    ) : (
      <span className="button" aria-disabled="true">
        {label}
      </span>
    )
  return (
    <nav className="pager" aria-label="페이지">
      {step(page - 1, '이전 페이지', page > 1)}
      <span aria-current="page">
        {page} / {pages} 페이지
      </span>
      {step(Math.min(page + 1, pages), '다음 페이지', page < pages)}
    </nav>
  )
}
