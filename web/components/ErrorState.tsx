import { Link, useLocation } from 'react-router'
import { remedyOf } from '../../core/app/remedy.ts'
import { fullPath, paths } from '../paths.ts'
import './ErrorState.css'

export interface ErrorStateProps {
  /** What failed, in the page's words: "작품 목록을 불러오지 못했습니다". */
  readonly title: string
  /** The call's Korean message (viewerMessageOf). */
  readonly message: string
  readonly onRetry: () => void
  /** The call's typed error: it decides the next step (remedyOf); without one, 다시 시도. */
  readonly error?: unknown
  /** Another way onward besides trying again. */
  readonly action?: { readonly to: string; readonly label: string }
}

/**
 * A failed read: what failed, why in Korean, and the next step that can help (docs/decisions/1220):
 * 다시 시도, or 다시 로그인 when the session was refused even after its renewal, or only the way on
 * when trying again cannot succeed (a wrong address).
 */
export function ErrorState({ title, message, onRetry, error, action }: ErrorStateProps) {
  const location = useLocation()
  const remedy = error === undefined ? 'retry' : remedyOf(error)
  const onward = action ?? (remedy === 'none' ? { to: paths.home(), label: '홈으로' } : undefined)
  return (
    <section className="error-state" role="alert" data-testid="browse-error">
      <p className="error-state__title">{title}</p>
      <p className="error-state__message">{message}</p>
      <div className="error-state__actions">
        {remedy === 'login' ? (
          <Link className="button button--primary" to={paths.login(fullPath(location))}>
            다시 로그인
          </Link>
        ) : null}
        {remedy === 'retry' ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            다시 시도
          </button>
        ) : null}
        {onward ? (
          <Link className={remedy === 'none' ? 'button button--primary' : 'button'} to={onward.to}>
            {onward.label}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
