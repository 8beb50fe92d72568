import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router'
import { createApp } from '../core/app/index.ts'
import { memoryCookies } from '../core/ports/cookies.ts'
import type { HostCalls } from '../core/ports/hostCalls.ts'
import { recordingNavigation } from '../core/ports/navigation.ts'
import { memoryStore } from '../core/ports/storage.ts'
import { buildRoutes } from './router.tsx'
import { AppContext, type WebApp } from './shell/appContext.ts'
import type { RouterShell } from './shell/shell.ts'

/**
 * The build's server side (docs/decisions/0801): the app's own components rendered to HTML for
 * one path, in the state a viewer's browser starts in before boot has answered: not booted, no
 * session, no menu, no notices. Whatever the pages render while they wait (their skeletons) is
 * what index.html carries, so a page's first paint is its real frame, with no copy of its markup.
 * Runs in Node at build time (web/build/prerenderPlugin.ts); nothing here may touch `window`.
 */

/** Host calls that never answer, whatever their names: the shell is the state before any answer. */
const silentHostCalls = (): HostCalls => new Proxy({}, { get: () => () => new Promise<never>(() => {}) }) as HostCalls

/** The router's view of an app that never boots (no loader may start anything at build time). */
const idleShell: RouterShell = {
  boot: () => {},
  ready: () => new Promise<never>(() => {}),
  isLogin: () => false,
  beforeNavigate: () => 'continue',
  chunkFailed: () => 'error',
}

const ORIGIN = 'http://prerender.invalid'

/** The markup of `path` inside #root, before boot; throws when the path does not render a page. */
export const renderShell = async (path: string): Promise<string> => {
  const app = createApp({
    hostCalls: silentHostCalls(),
    cookies: memoryCookies(),
    sessionStore: memoryStore(),
    navigation: recordingNavigation(path),
    buildId: '',
  })
  try {
    const handler = createStaticHandler(buildRoutes({ shell: idleShell, origin: ORIGIN, targetPath: () => path }))
    const context = await handler.query(new Request(`${ORIGIN}${path}`))
    if (context instanceof Response) throw new Error(`prerender ${path}: answered a redirect (${context.status})`)
    if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`)
    const router = createStaticRouter(handler.dataRoutes, context)
    const webApp: WebApp = { actors: app.actors, commands: app, request: app.request, socialProviders: [] }
    return renderToString(
      <StrictMode>
        <AppContext.Provider value={webApp}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppContext.Provider>
      </StrictMode>,
    )
  } finally {
    app.stop()
  }
}
