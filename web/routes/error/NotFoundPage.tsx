import { ErrorContent, useShownPath } from './ErrorPage.tsx'
import { notFoundView } from './errorView.ts'

/** Unmatched paths: Page Not Found plus the path (inside the footer-only layout). */
export default function NotFoundPage() {
  const path = useShownPath()
  return <ErrorContent view={notFoundView(path)} path={path} />
}
