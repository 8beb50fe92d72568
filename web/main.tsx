import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { selectLoadingCount } from '../core/actors/loading/loading.selectors.ts'
import { predictedKind } from '../core/firstPaint/returnVisit.ts'
import { SERVED_READS_ID, decodeServedReads } from '../core/firstPaint/servedReads.ts'
import { parseFlagCookie } from '../core/actors/session/session.logic.ts'
import { CookieName } from '../core/contract/index.ts'
import { createApp } from '../core/app/index.ts'
import { browserCookies } from './adapters/cookies.ts'
import { firebaseProviders, firebaseSocialPopup } from './adapters/firebasePopup.ts'
import { lazyHostCalls } from './adapters/lazyHostCalls.ts'
import { consoleLogger } from './adapters/logger.ts'
import { windowNavigation } from './adapters/navigation.ts'
import { browserLocalStore, browserSessionStore } from './adapters/sessionStore.ts'
import { BUILD_ID, REQUEST_TIMEOUT_MS, readFirebaseConfig, readHosts } from './config.ts'
import { fullPath } from './paths.ts'
import { createAppRouter } from './router.tsx'
import { AppContext, type WebApp } from './shell/appContext.ts'
import { routerAppFrom } from './shell/fromApp.ts'
import { seedServedReads } from './shell/servedReads.ts'
import { exposeTestHandle } from './shell/testHandle.ts'
import { addWebFontWhenQuiet } from './shell/webFont.ts'
import './styles/base.css'

/** Builds the app actor and the router before React renders (conventions: web). */
const hosts = readHosts()
// The answers a guest's page was served with (the web host's edge: docs/decisions/0809), if they
// were read for this build, this filter and a visit that starts as a guest, as the page shows them.
const cookies = browserCookies()
const kind = predictedKind(parseFlagCookie(cookies.get(CookieName.autoLogin)))
const served = document.getElementById(SERVED_READS_ID)?.textContent
seedServedReads(decodeServedReads(served, kind && { build: BUILD_ID, kind, filter: parseFlagCookie(cookies.get(CookieName.filter)) }))
const firebase = readFirebaseConfig()
const app = createApp({
  // The Effect runtime loads beside the first paint, not before it (docs/decisions/0403).
  hostCalls: lazyHostCalls(async () => {
    const { makeApiRuntime, makeHostCalls } = await import('../core/bridge/index.ts')
    return makeHostCalls(makeApiRuntime({ hosts, timeoutMs: REQUEST_TIMEOUT_MS }))
  }),
  cookies,
  sessionStore: browserSessionStore(),
  localStore: browserLocalStore(),
  navigation: windowNavigation(),
  logger: consoleLogger(),
  ...(firebase ? { socialPopup: firebaseSocialPopup(firebase) } : {}),
  // The dev server has no build file of its own to compare against: the watcher stays off.
  buildId: BUILD_ID === 'dev' ? '' : BUILD_ID,
})
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
const routerApp = routerAppFrom(app, request)
const router = createAppRouter({ routerApp, origin: window.location.origin })
exposeTestHandle(app, (path) => router.navigate(path))
const webApp: WebApp = { actors: app.actors, commands: app, request, socialProviders: firebase ? firebaseProviders : [] }
addWebFontWhenQuiet(
  () => router.state.initialized && router.state.navigation.state === 'idle' && readsInFlight === 0 && selectLoadingCount(app.actors.loading.getSnapshot()) === 0,
)

// Vite could not preload a chunk's dependencies: the reload guard decides, as for a failed lazy page.
window.addEventListener('vite:preloadError', (event) => {
  const next = router.state.navigation.location
  if (routerApp.chunkFailed(next ? fullPath(next) : fullPath(window.location)) === 'reload') event.preventDefault()
})

const container = document.getElementById('root')!
// A transition: React renders the takeover in slices, yielding to the browser between them,
// instead of one long task on a slow phone's main thread (the shell is on screen meanwhile).
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppContext.Provider value={webApp}>
          <RouterProvider router={router} />
        </AppContext.Provider>
      </StrictMode>,
    ),
  )
// A prerendered shell stays until the route's code is in, then one commit replaces it with the
// same frame (docs/decisions/0801); a page without a shell shows the loading fallback at once.
if (container.hasChildNodes() && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return
    unsubscribe()
    render()
  })
} else render()
