import { Link, useLocation, useNavigate } from 'react-router'
import { SITE_NAME } from '../brand.ts'
import { paths } from '../paths.ts'
import { widthOfText } from './ScrollRow.tsx'
import { TestId } from '../testids.ts'
import './BackBar.css'

/**
 * Whether "back" stays on this site: the router's own history index says so after a navigation
 * inside the app; after a full load, a same-origin referrer with an entry before this one does.
 */
const hasPreviousPageHere = (): boolean => {
  if (typeof window === 'undefined') return false
  if ((window.history.state?.idx ?? 0) > 0) return true
  try {
    return window.history.length > 1 && document.referrer !== '' && new URL(document.referrer).origin === window.location.origin
  } catch {
    return false
  }
}

/**
 * The compact top bar of pages without a header (the empty layout, header type none): back to
 * the previous page of this site, or home when there is none (a page opened from a shared link),
 * and the site's name, which also leads home.
 */
export function BackBar() {
  const navigate = useNavigate()
  // Read on every navigation: the answer changes as the viewer moves through the site.
  useLocation()
  const canGoBack = hasPreviousPageHere()
  return (
    <nav className="back-bar" aria-label="페이지 이동" data-testid={TestId.backBar}>
      <button
        type="button"
        className="back-bar__button"
        data-target={canGoBack ? 'back' : 'home'}
        onClick={() => void (canGoBack ? navigate(-1) : navigate(paths.home()))}
      >
        <span aria-hidden="true">‹</span> {canGoBack ? '뒤로' : '홈으로'}
      </button>
      <Link className="back-bar__site" to={paths.home()} style={widthOfText(SITE_NAME)}>
        {SITE_NAME}
      </Link>
    </nav>
  )
}
