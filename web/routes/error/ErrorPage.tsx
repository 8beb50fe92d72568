import { useEffect } from 'react'
import { Link, useLocation, useRouteError } from 'react-router'
import { documentTitle } from '../../brand.ts'
import { fullPath, paths, readablePath } from '../../paths.ts'
import { TestId } from '../../testids.ts'
import { type ErrorView, type PageLoadError, errorViewOf } from './errorView.ts'
import './ErrorPage.css'

/** The current full path as the viewer typed it: Korean letters, not percent escapes. */
export const useShownPath = (): string => readablePath(fullPath(useLocation()))

/** The error page's body: status code, status message and description, and a way on. */
export function ErrorContent({ view, path }: { readonly view: ErrorView; readonly path: string }) {
  useEffect(() => {
    document.title = documentTitle(view.title)
  }, [view.title])
  return (
    <section className="error-page" data-testid={TestId.errorPage} data-status={view.status} aria-labelledby="error-title">
      <p className="error-page__status" data-testid={TestId.errorStatus}>
        {view.status}
        <span className="error-page__status-message"> {view.statusMessage}</span>
      </p>
      <h1 id="error-title" className="error-page__title" data-testid={TestId.pageTitle}>
        {view.title}
      </h1>
      <p className="error-page__description">{view.description}</p>
      {view.status === 404 ? (
        <p className="error-page__path">
          요청한 주소: <code data-testid={TestId.errorPath}>{path}</code>
        </p>
      ) : null}
      <div className="error-page__actions">
        <Link className="button button--primary" to={paths.home()}>
          홈으로
        </Link>
        {view.retry ? (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            새로고침
          </button>
        ) : null}
      </div>
    </section>
  )
}

/** A route's errorElement, inside its layout: the 404 or the server variant. */
export function RouteErrorPage() {
  const error = useRouteError()
  const path = useShownPath()
  useEffect(() => {
    // Developer detail stays in the console; the viewer sees only the Korean page.
    if (!(error && typeof error === 'object' && 'status' in error && error.status === 404)) console.warn('[route error]', error)
  }, [error])
  return <ErrorContent view={errorViewOf(error, path)} path={path} />
}

/** The page shown in place of a page whose code could not be loaded (and the guard chose not to reload). */
export const pageLoadFailed = (error: PageLoadError) =>
  // biome-ignore lint/correctness/noComponentHookFactories: one component per failed load, made once by the route (it has no state to lose)
  function PageLoadFailed() {
    return <ErrorContent view={errorViewOf(error, error.path)} path={error.path} />
  }

/** The last resort, when even a layout failed: the same page, with its own landmark. */
export function RootErrorPage() {
  return (
    <main id="main" className="error-root">
      <RouteErrorPage />
    </main>
  )
}
