import { Link, NavLink } from 'react-router'
import { SITE_NAME } from '../brand.ts'
import { paths } from '../paths.ts'
import type { HeaderType } from '../routes.ts'
import { useCurrentMenu, useMenuActions, useSections, useSession } from '../shell/hooks.ts'
import { TestId } from '../testids.ts'
import './SiteHeader.css'

/**
 * The site header: `main` = logo, the service sections from the menu actor, search and account;
 * `sub_main` adds a row with the chosen section's menu. Choosing one writes current_menu.
 */
export function SiteHeader({ type }: { readonly type: Exclude<HeaderType, 'none'> }) {
  const sections = useSections()
  const current = useCurrentMenu()
  const { selectSection, selectCategory } = useMenuActions()
  const { isLogin } = useSession()
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
            <NavLink className="site-header__action" to={paths.myPage()}>
              마이페이지
            </NavLink>
          ) : (
            <NavLink className="site-header__action site-header__action--strong" to={paths.login()}>
              로그인
            </NavLink>
          )}
        </div>
      </div>
      <nav className="site-header__sections" aria-label="서비스 메뉴" data-testid={TestId.headerMenu}>
        <ul>
          {sections.map((section) => {
            const chosen = section.section_no === current.sectionNo
            return (
              <li key={section.section_no}>
                <Link
                  className="site-header__section"
                  to={paths.contents(section.section_no)}
                  data-testid={TestId.headerMenuItem}
                  data-section-no={section.section_no}
                  aria-current={chosen ? 'true' : undefined}
                  onClick={() => selectSection(section)}
                >
                  {section.section_name}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {/* Shown (empty) before the menu arrives, so the page below does not move when it does. */}
      {type === 'sub_main' ? (
        <nav className="site-header__submenu" aria-label={`${current.sectionName} 메뉴`} data-testid={TestId.headerSubmenu}>
          <ul>
            {current.menuList.map((item) => (
              <li key={`${item.menu_no}-${item.category_no}`}>
                <Link
                  className="site-header__subitem"
                  to={paths.contents(current.sectionNo, item.category_no)}
                  aria-current={item.category_no === current.categoryNo ? 'true' : undefined}
                  onClick={() => selectCategory(item)}
                >
                  {item.menu_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
