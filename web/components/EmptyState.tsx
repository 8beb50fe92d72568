import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { TestId } from '../testids.ts'
import './EmptyState.css'

export interface EmptyStateProps {
  /** What is (not yet) here, in the page's own words: "시청한 콘텐츠가 없습니다". */
  readonly message: string
  /** One more sentence: why, or what to do meanwhile. */
  readonly detail?: string
  /** A way onward. */
  readonly action?: { readonly to: string; readonly label: string }
  readonly children?: ReactNode
}

/** A page's honest empty state: says what is missing and offers a way onward. */
export function EmptyState({ message, detail, action, children }: EmptyStateProps) {
  return (
    <section className="empty-state" data-testid={TestId.emptyState} aria-label={message}>
      <p className="empty-state__message">{message}</p>
      {detail ? <p className="empty-state__detail">{detail}</p> : null}
      {children}
      {action ? (
        <Link className="button empty-state__action" to={action.to}>
          {action.label}
        </Link>
      ) : null}
    </section>
  )
}
