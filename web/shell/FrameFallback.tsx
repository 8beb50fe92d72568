import { useMatches } from 'react-router'
import { Layout } from '../layouts/Layout.tsx'
import { WatchWaiting } from '../player/WatchWaiting.tsx'
import type { RouteHandle } from './routeEntry.ts'
import { TestId } from '../testids.ts'
import './FrameFallback.css'

/** The page route's entry among the matches the router is still loading (no page is rendered yet). */
const useLoadingEntry = () => {
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<RouteHandle> | undefined
    if (handle?.entry) return handle.entry
  }
  return undefined
}

/**
 * What a page the web host served without markup (200.html: a member's page, a guarded page)
 * shows while the router's first navigation is still waiting: for the session, the page's reads
 * or its code. The page's layout (header, notice slot or back bar, tab bar) with a skeleton where
 * the page goes, drawn as soon as the app's code runs, so a slow host never leaves the screen blank.
 * The header draws what it has (the logo, 검색, 로그인 until the session says otherwise), as the
 * prerendered pages do before boot.
 */
export function FrameFallback() {
  const entry = useLoadingEntry()
  return (
    <div className="app-content">
      <Layout name={entry?.layout ?? 'footerOnly'}>
        {entry?.ownBack === true ? (
          // A page that draws its title over its picture (the player, a scene) waits as it will
          // wait for its answer: nothing moves when its code comes, and the heading is already on
          // screen (the served playback page draws this at once, before any script). Its picture
          // is the one the served page set from its address (web/build/playbackPage.ts).
          <WatchWaiting fillsWindow />
        ) : (
          <div className="page frame-skeleton" data-testid={TestId.pageSkeleton} aria-busy="true">
            <h1 className="page__title">{entry?.title ?? ''}</h1>
            <span className="frame-skeleton__block" />
            <span className="frame-skeleton__line" />
            <span className="frame-skeleton__line frame-skeleton__line--short" />
            <span className="visually-hidden" role="status">
              불러오는 중입니다
            </span>
          </div>
        )}
      </Layout>
    </div>
  )
}
