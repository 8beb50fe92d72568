import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchPath } from 'react-router'
import type { ServedRead } from '../core/firstPaint/servedReads.ts'
import { createApp } from '../core/app/index.ts'
import { memoryCookies } from '../core/ports/cookies.ts'
import type { HostCalls } from '../core/ports/hostCalls.ts'
import { recordingNavigation } from '../core/ports/navigation.ts'
import { memoryStore } from '../core/ports/storage.ts'
import { buildRoutes } from './router.tsx'
import { routeTable } from './routes.ts'
import { clearServedReads, seedServedReads } from './shell/servedReads.ts'
import { AppContext, type WebApp } from './shell/appContext.ts'
import type { RouterApp } from './shell/routerApp.ts'

/**
 * The build's server side (docs/decisions/0801): the app's own components rendered to HTML for
 * one path, in the state a viewer's browser starts in before boot has answered: not booted, no
 * session, no menu, no notices. Whatever the pages render while they wait (their skeletons) is
 * what index.html carries, so a page's first paint is its real frame, with no copy of its markup.
 * Runs in Node at build time (web/build/prerenderPlugin.ts), and in the web host as the edge's
 * renderer (docs/decisions/0809): there a guest's page is rendered with its first read's answer.
 * Nothing here may touch `window`.
 */

/** Host calls that never answer, whatever their names: the shell is the state before any answer. */
const silentHostCalls = (): HostCalls => new Proxy({}, { get: () => () => new Promise<never>(() => {}) }) as HostCalls

/** The router's view of an app that never boots (no loader may start anything at build time). */
const idleRouterApp: RouterApp = {
  boot: () => {},
  ready: () => new Promise<never>(() => {}),
  isLogin: () => false,
  beforeNavigate: () => 'continue',
  chunkFailed: () => 'error',
}

const ORIGIN = 'http://prerender.invalid'

/**
 * The read the page at `path` (with `search`) may be served with for a visit with these cookies
 * (its route's servedRead), if any.
 */
export const servedReadOf = (
  path: string,
  search: string,
  cookies: ReadonlyMap<string, string>,
): { readonly name: ServedRead['name']; readonly params: ServedRead['params'] } | undefined => {
  for (const entry of routeTable) {
    const match = matchPath({ path: entry.path, end: true }, path)
    if (match) return entry.servedRead?.({ params: match.params, search: new URLSearchParams(search), cookie: (name) => cookies.get(name) })
  }
  return undefined
}

/**
 * The markup of `path` inside #root, before boot; throws when the path does not render a page.
 * With `reads` (the edge), the page draws those answers as it would once they had arrived.
 */
export const renderShell = async (path: string, reads: readonly ServedRead[] = []): Promise<string> => {
  const app = createApp({
    hostCalls: silentHostCalls(),
    cookies: memoryCookies(),
    sessionStore: memoryStore(),
    navigation: recordingNavigation(path),
    buildId: '',
  })
  try {
    const handler = createStaticHandler(buildRoutes({ routerApp: idleRouterApp, origin: ORIGIN, targetPath: () => path }))
    const context = await handler.query(new Request(`${ORIGIN}${path}`))
    if (context instanceof Response) throw new Error(`prerender ${path}: answered a redirect (${context.status})`)
    if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`)
    const router = createStaticRouter(handler.dataRoutes, context)
    const webApp: WebApp = { actors: app.actors, commands: app, request: app.request, socialProviders: [] }
    seedServedReads(reads)
    return renderToString(
      <StrictMode>
        <AppContext.Provider value={webApp}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppContext.Provider>
      </StrictMode>,
    )
  } finally {
    clearServedReads()
    app.stop()
  }
}
