import { Link, useNavigate } from 'react-router'
import { paths } from '../paths.ts'
import './BackBar.css'

/** Back and home, for pages without a header (movie, scene, player, empty layout). */
export function BackBar() {
  const navigate = useNavigate()
  // With no history inside the app (opened from a link), back would leave the site: go home instead.
  const canGoBack = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0
  return (
    <nav className="back-bar" aria-label="페이지 이동">
      <button type="button" className="back-bar__button" onClick={() => void (canGoBack ? navigate(-1) : navigate(paths.home()))}>
        <span aria-hidden="true">‹</span> 뒤로
      </button>
      <Link className="back-bar__button" to={paths.home()}>
        홈
      </Link>
    </nav>
  )
}
