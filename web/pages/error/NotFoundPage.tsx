import { useLocation } from 'react-router'
import { fullPath } from '../../paths.ts'
import { ErrorContent } from './ErrorPage.tsx'
import { notFoundView } from './errorView.ts'

/** Unmatched paths: Page Not Found plus the path (inside the footer-only layout). */
export default function NotFoundPage() {
  const path = fullPath(useLocation())
  return <ErrorContent view={notFoundView(path)} path={path} />
}
