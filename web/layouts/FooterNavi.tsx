import { NavLink } from 'react-router'
import { paths } from '../paths.ts'
import { TestId } from '../testids.ts'
import './FooterNavi.css'

const tabs = [
  { to: paths.home(), label: '홈', icon: '⌂', end: true },
  { to: paths.category(), label: '카테고리', icon: '☰', end: false },
  { to: paths.search(), label: '검색', icon: '⌕', end: false },
  { to: paths.myPage(), label: '마이페이지', icon: '☺', end: false },
] as const

/** The bottom tab bar: home, categories, search, my page. */
export function FooterNavi() {
  return (
    <nav className="footer-navi" aria-label="하단 메뉴" data-testid={TestId.footerNavi}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink className="footer-navi__tab" to={tab.to} end={tab.end} data-testid={TestId.footerNaviItem}>
              <span className="footer-navi__icon" aria-hidden="true">
                {tab.icon}
              </span>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
