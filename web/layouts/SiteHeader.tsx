import { Suspense, lazy } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { SITE_NAME } from '../brand.ts'
import { paths } from '../paths.ts'
import type { HeaderType } from '../routeTypes.ts'
import { ScrollRow, widthOfText } from '../components/ScrollRow.tsx'
import { useCurrentMenu, useHomeSection, useMenuActions, useSections, useSession } from '../shell/hooks.ts'
import { useRouteEntry } from '../shell/routeEntry.ts'

/** A member's menu: its code comes once a member is signed in (a guest's first page carries none of it). */
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })))
import { NO_NAME } from './accountName.ts'
import { currentSectionOf } from './currentSection.ts'
import { TestId } from '../testids.ts'
import './SiteHeader.css'

/**
 * The site header: `main` = logo, the service sections from the menu actor, search and account;
 * `sub_main` adds a row with the chosen section's menu. Choosing one writes current_menu. Only
 * pages of a section mark it current (currentSectionOf); a member's name opens the account menu.
 */
export function SiteHeader({ type }: { readonly type: Exclude<HeaderType, 'none'> }) {
  const sections = useSections()
  const current = useCurrentMenu()
  const { selectSection, selectCategory } = useMenuActions()
  const { isLogin, nickname } = useSession()
  const home = useHomeSection()
  const routeId = useRouteEntry()?.id
  const { search } = useLocation()
  const here = currentSectionOf({ routeId, search, currentSectionNo: current.sectionNo, homeSectionNo: home?.section_no ?? null })
  return (
    <header className="site-header" data-testid={TestId.siteHeader} data-header-type={type}>
      <div className="site-header__bar">
        <Link className="site-header__logo" to={paths.home()}>
          {SITE_NAME}
        </Link>
        <div className="site-header__actions">
          <NavLink className="site-header__action" to={paths.search()}>
            검색
          </NavLink>
          {isLogin ? (
            // Until the menu's code is in, its button's face in the same box: the header does not move when it comes.
            <Suspense
              fallback={
                <div className="account-menu" aria-hidden="true">
                  <span className="account-menu__button">
                    <span className="account-menu__avatar account-menu__avatar--initial">{(nickname ?? NO_NAME).slice(0, 1)}</span>
                    <span className="account-menu__name">{nickname ?? NO_NAME}</span>
                    <span className="account-menu__caret">▾</span>
                  </span>
                </div>
              }
            >
              <AccountMenu />
            </Suspense>
          ) : (
            <NavLink className="site-header__action site-header__action--strong" to={paths.login()}>
              로그인
            </NavLink>
          )}
        </div>
      </div>
      <nav className="site-header__sections" aria-label="서비스 메뉴" data-testid={TestId.headerMenu}>
        <ScrollRow currentKey={here}>
          {sections.map((section) => {
            const chosen = section.section_no === here
            return (
              <li key={section.section_no}>
                <Link
                  className="site-header__section"
                  to={paths.contents(section.section_no)}
                  data-testid={TestId.headerMenuItem}
                  data-section-no={section.section_no}
                  aria-current={chosen ? 'true' : undefined}
                  style={widthOfText(section.section_name)}
                  onClick={() => selectSection(section)}
                >
                  {section.section_name}
                </Link>
              </li>
            )
          })}
        </ScrollRow>
      </nav>
      {/* Shown (empty) before the menu arrives, so the page below does not move when it does. */}
      {type === 'sub_main' ? (
        <nav className="site-header__submenu" aria-label={`${current.sectionName} 메뉴`} data-testid={TestId.headerSubmenu}>
          <ScrollRow currentKey={current.categoryNo}>
            {current.menuList.map((item) => (
              <li key={`${item.menu_no}-${item.category_no}`}>
                <Link
                  className="site-header__subitem"
                  to={paths.contents(current.sectionNo, item.category_no)}
                  aria-current={item.category_no === current.categoryNo ? 'true' : undefined}
                  style={widthOfText(item.menu_name)}
                  onClick={() => selectCategory(item)}
                >
                  {item.menu_name}
                </Link>
              </li>
            ))}
          </ScrollRow>
        </nav>
      ) : null}
    </header>
  )
}
