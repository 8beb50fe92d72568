import { Link } from 'react-router'
import { SITE_NAME } from '../brand.ts'
import { paths } from '../paths.ts'
import { useMenuActions, useMenuSettled, useSections } from '../shell/hooks.ts'
import { TestId } from '../testids.ts'
import './SiteFooter.css'

const infoLinks = [
  { to: paths.notice(), label: '공지사항' },
  { to: paths.help(), label: '고객센터' },
  { to: paths.faq(), label: '자주 묻는 질문' },
  { to: paths.agree(), label: '이용약관' },
  { to: paths.privacy(), label: '개인정보처리방침' },
  { to: paths.protect(), label: '청소년 보호정책' },
  { to: paths.about(), label: '서비스 소개' },
]

/** The site footer: the service sections (from the menu actor) and the service's information pages. */
export function SiteFooter() {
  const sections = useSections()
  const settled = useMenuSettled()
  const { selectSection } = useMenuActions()
  return (
    <footer className="site-footer" data-testid={TestId.siteFooter}>
      {/* There (empty) before the menu arrives: one row of fixed height, so nothing moves when it does. */}
      {sections.length > 0 || !settled ? (
        <nav className="site-footer__sections" aria-label="서비스 바로가기" data-testid={TestId.footerMenu}>
          <ul className="site-footer__links">
            {sections.map((section) => (
              <li key={section.section_no}>
                <Link
                  to={paths.contents(section.section_no)}
                  data-testid={TestId.footerMenuItem}
                  data-section-no={section.section_no}
                  onClick={() => selectSection(section)}
                >
                  {section.section_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-label="서비스 정보">
        <ul className="site-footer__links site-footer__links--info">
          {infoLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__copy">© {SITE_NAME}</p>
    </footer>
  )
}
