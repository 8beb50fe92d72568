import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { FooterNavi } from './FooterNavi.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'
import { BackBar } from '../components/BackBar.tsx'
import { TopNoticeBar } from '../components/TopNoticeBar.tsx'
import type { LayoutName } from '../routeTypes.ts'
import { useRouteEntry } from '../shell/routeEntry.ts'
import { useNoticeSettled, useTopNotices } from '../shell/hooks.ts'
import { TestId } from '../testids.ts'
import './Layout.css'

/** Which parts each of the five layouts shows (docs/product.md §2; docs/decisions/0401). */
export const layoutParts: { readonly [K in LayoutName]: { readonly header: boolean; readonly navi: boolean; readonly footer: boolean } } = {
  default: { header: true, navi: true, footer: true },
  main: { header: true, navi: true, footer: true },
  footerNaviOnly: { header: true, navi: true, footer: false },
  footerOnly: { header: true, navi: false, footer: true },
  empty: { header: false, navi: false, footer: false },
}

/**
 * The frame every page sits in: skip link, header (by the route's header type) and latest notice,
 * or a back bar where there is no header (none where the page has its own way back), `<main>` with the page, footer and bottom tab bar, as
 * the layout says. `children` stand in for the page before the router has it (the frame drawn at
 * once: web/shell/FrameFallback.tsx).
 */
export function Layout({ name, children }: { readonly name: LayoutName; readonly children?: ReactNode }) {
  const parts = layoutParts[name]
  const entry = useRouteEntry()
  const headerType = entry?.header ?? 'main'
  const notices = useTopNotices()
  const noticeSettled = useNoticeSettled()
  const showHeader = parts.header && headerType !== 'none'
  return (
    <div className={`layout layout--${name}${parts.navi ? ' layout--navi' : ''}`} data-testid={TestId.pageLayout} data-layout={name}>
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      {showHeader ? <SiteHeader type={headerType === 'sub_main' ? 'sub_main' : 'main'} /> : null}
      {showHeader ? (
        // The bar's height is kept from the first paint until the notices are known (served with
        // the page, kept from the last visit, or answered), so their arrival moves nothing; a
        // closed bar gives its space back (the viewer's own act).
        <div className={`layout__notice${noticeSettled || notices.length > 0 ? '' : ' layout__notice--pending'}`}>
          {notices.length > 0 ? <TopNoticeBar notices={notices} /> : null}
        </div>
      ) : entry?.ownBack ? null : (
        <BackBar />
      )}
      <main id="main" className="layout__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {parts.footer ? <SiteFooter /> : null}
      {parts.navi ? <FooterNavi /> : null}
    </div>
  )
}

export const DefaultLayout = () => <Layout name="default" />
export const MainLayout = () => <Layout name="main" />
export const FooterNaviOnlyLayout = () => <Layout name="footerNaviOnly" />
export const FooterOnlyLayout = () => <Layout name="footerOnly" />
export const EmptyLayout = () => <Layout name="empty" />
