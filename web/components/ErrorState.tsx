import { Link } from 'react-router'
import './ErrorState.css'

export interface ErrorStateProps {
  /** What failed, in the page's words: "작품 목록을 불러오지 못했습니다". */
  readonly title: string
  /** The call's Korean message (viewerMessageOf). */
  readonly message: string
  readonly onRetry: () => void
  /** Another way onward besides trying again. */
  readonly action?: { readonly to: string; readonly label: string }
}

/** A failed read: what failed, why in Korean, 다시 시도 and another way on. */
export function ErrorState({ title, message, onRetry, action }: ErrorStateProps) {
  return (
    <section className="error-state" role="alert" data-testid="browse-error">
      <p className="error-state__title">{title}</p>
      <p className="error-state__message">{message}</p>
      <div className="error-state__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          다시 시도
        </button>
        {action ? (
          <Link className="button" to={action.to}>
            {action.label}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
