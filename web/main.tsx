import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { selectLoadingCount } from '../core/actors/loading/loading.selectors.ts'
import { predictedKind, sessionKindOf } from '../core/firstPaint/returnVisit.ts'
import { SERVED_PAGE_ID, decodeServedPage } from '../core/firstPaint/servedPage.ts'
import { selectSessionReady } from '../core/actors/session/session.selectors.ts'
import { CookieName, cookieSettingsOf, parseFlagCookie } from '../core/contract/index.ts'
import { unendedNotices } from '../core/contract/noticePeriod.ts'
import { createApp } from '../core/app/index.ts'
import { browserCookies } from './adapters/cookies.ts'
import { firebaseProviders, firebaseSocial } from './adapters/firebaseSocial.ts'
import { lazyHostCalls } from './adapters/lazyHostCalls.ts'
import { consoleLogger } from './adapters/logger.ts'
import { windowNavigation } from './adapters/navigation.ts'
import { browserLocalStore, browserSessionStore } from './adapters/sessionStore.ts'
import { BUILD_ID, REQUEST_TIMEOUT_MS, readFirebaseConfig, readHosts } from './config.ts'
import { fullPath } from './paths.ts'
import { createAppRouter, loadPageOf } from './router.tsx'
import { AppContext, type WebApp } from './shell/appContext.ts'
import { routerAppFrom } from './shell/fromApp.ts'
import { viewerChanged } from './data/viewerEpoch.ts'
import { profileForgotten, readWatching } from './data/watchingProfile.ts'
import { openHostReads } from './data/hostReads.ts'
import { pristineSnapshots } from './shell/pristineApp.ts'
import { exposeTestHandle } from './shell/testHandle.ts'
import './styles/base.css'

/** Builds the app actor and the router before React renders (conventions: web). */
const hosts = readHosts()
// The data a guest's page was served with (the web host's edge: docs/decisions/1330), if it was
// read for this build, this filter and a visit that starts as a guest: the page as it is drawn.
const cookies = browserCookies()
const kind = predictedKind(parseFlagCookie(cookies.get(CookieName.autoLogin)))
const servedText = document.getElementById(SERVED_PAGE_ID)?.textContent
// With the menu and top notices its frame was drawn with: the header and bar hydrate as served, and stay until boot's answers.
const decoded = decodeServedPage(servedText, kind && { build: BUILD_ID, kind, filter: parseFlagCookie(cookies.get(CookieName.filter)) })
const served = decoded?.loaderData
const servedFrame = decoded?.frame
const firebase = readFirebaseConfig()
const social = firebase ? firebaseSocial(firebase) : undefined
const app = createApp({
  // The Effect runtime loads beside the first paint, not before it (docs/decisions/0403).
  hostCalls: lazyHostCalls(async () => {
    const { makeApiRuntime, makeHostCalls } = await import('../core/bridge/index.ts')
    return makeHostCalls(makeApiRuntime({ hosts, timeoutMs: REQUEST_TIMEOUT_MS }))
  }),
  cookies,
  // Domain and Secure from the build's configuration and the page's own address (docs/decisions/1812).
  cookieSettings: cookieSettingsOf({ domain: import.meta.env.VITE_COOKIE_DOMAIN, secure: import.meta.env.VITE_COOKIE_SECURE }, window.location.origin),
  sessionStore: browserSessionStore(),
  localStore: browserLocalStore(),
  navigation: windowNavigation(),
  logger: consoleLogger(),
  ...(social ? { socialPopup: social.popup } : {}),
  // The dev server has no build file of its own to compare against: the watcher stays off.
  buildId: BUILD_ID === 'dev' ? '' : BUILD_ID,
})
if (servedFrame?.menu) app.actors.menu.send({ type: 'menu.cached', menu: servedFrame.menu })
if (servedFrame?.notices) app.actors.notice.send({ type: 'notice.cached', top_notice_list: unendedNotices(servedFrame.notices, Date.now()) })
// Reads that are not a page's (a keystroke's suggestions, who is watching, the next list page) go through one door, web/data/hostReads.ts.
openHostReads(app.request)
// Page reads in flight: with boot's calls and the first navigation, what the web font waits for.
let readsInFlight = 0
const request: WebApp['request'] = (name, params, options) => {
  readsInFlight += 1
  const answer = app.request(name, params, options)
  const settle = () => {
    readsInFlight -= 1
  }
  answer.then(settle, settle)
  return answer
}
const routerApp = routerAppFrom(app, {
  request,
  cookies,
  // react-router keeps each entry's key in history.state; the first entry has none ('default').
  entryKey: () => (window.history.state as { key?: string } | null)?.key ?? 'default',
})
const container = document.getElementById('root')!
// A page with its data (the edge's) is hydrated with it once its code is in: its route is then not
// lazy (react-router reads a lazy route again on hydration). Its loaders do not run then, the
// root's included, which is what starts boot on the first navigation: this one is told first, so
// boot does not wait for the page's code. (Should that code fail to load, the router tells it again.)
if (served) routerApp.beforeNavigate(fullPath(window.location))
const loaded = served ? await loadPageOf(window.location.pathname) : undefined
const hydrationData = served && loaded ? { loaderData: served } : undefined
const router = createAppRouter({ routerApp, origin: window.location.origin, ...(hydrationData ? { hydrationData, loaded } : {}) })
// A page with markup between the shell's markers (not the markers alone, and not a playback page's
// frame, which the app's first render replaces).
const drawn = container.firstChild?.nodeType === Node.COMMENT_NODE && container.firstElementChild !== null
// Hydrated only when drawn for this address: the edge's page was, while the build's own (a member's
// visit, or the edge not ready yet) was drawn for its path with no query. Hydrating that one under
// `?sort=3` kept its 최신순 pressed: React does not correct an attribute that differs from the markup
// it hydrates. Such a page stays on screen until the app can draw the whole page over it.
const prerendered = drawn && (served !== undefined || window.location.search === '')
exposeTestHandle(app, (path) => router.navigate(path))

// A new viewer (a login, a logout, adult verification): the page's data is read again for them,
// and no list pages kept for the one before are drawn again. A renewed token is the same viewer.
// A served page's data was read for a guest: a session that settles as a member (kept in this
// tab) reads it again.
let viewer: string | undefined = hydrationData ? 'guest' : undefined
// Who is watching (docs/decisions/1902): read once a member's session settles, for the header, the
// kids home and the per-profile settings of this browser; again after another viewer came.
let profileAsked = false
app.actors.session.subscribe((snapshot) => {
  if (!selectSessionReady(snapshot)) return
  const now = sessionKindOf(snapshot.context)
  if (viewer !== undefined && now !== viewer) {
    viewerChanged()
    profileForgotten()
    profileAsked = false
    void router.revalidate()
  }
  viewer = now
  if (now !== 'guest' && !profileAsked) {
    profileAsked = true
    void readWatching()
  }
})

const webApp: WebApp = {
  actors: app.actors,
  commands: app,
  request,
  socialProviders: social ? firebaseProviders : [],
  ...(social ? { social } : {}),
  ...(prerendered ? { servedSnapshots: pristineSnapshots(app, fullPath(window.location), servedFrame) } : {}),
}
/** The first page is drawn and nothing it waits for is in flight. */
const isQuiet = () =>
  router.state.initialized && router.state.navigation.state === 'idle' && readsInFlight === 0 && selectLoadingCount(app.actors.loading.getSnapshot()) === 0
// A chunk that does not come (offline, a new deployment) only means no web font and no prefetch.
void import('./shell/afterFirstPage.ts').then(
  (after) => after.afterFirstPage(isQuiet),
  () => {},
)

// Vite could not preload a chunk's dependencies: the reload guard decides, as for a failed lazy page.
window.addEventListener('vite:preloadError', (event) => {
  const next = router.state.navigation.location
  if (routerApp.chunkFailed(next ? fullPath(next) : fullPath(window.location)) === 'reload') event.preventDefault()
})

const page = (
  <StrictMode>
    <AppContext.Provider value={webApp}>
      <RouterProvider router={router} />
    </AppContext.Provider>
  </StrictMode>
)
// Once the first page's code is in, so the first render is that page. A page the web host served
// drawn for this address (`prerendered`) is hydrated: its nodes stay. Not when its code failed to
// load (the error page then replaces it), nor a page drawn for another address (drawn over). A
// transition: React renders in slices, yielding to the browser between them, instead of one long
// task on a slow phone's main thread.
const render = () =>
  startTransition(() => void (prerendered && !routerApp.pageCodeFailed() ? hydrateRoot(container, page) : createRoot(container).render(page)))
// A page served without markup (200.html) is drawn at once: until the first navigation is done
// (the session, the page's reads and code, however slow the hosts), the root's fallback shows the
// page's layout with a skeleton (web/shell/FrameFallback.tsx), so the screen is never blank.
if (!drawn) createRoot(container).render(page)
else if (!router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return
    unsubscribe()
    render()
  })
} else render()
