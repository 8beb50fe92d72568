import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { type StaticHandler, type StaticHandlerContext, StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router'
import type { GuestVisit, PageRenderer, RenderedPage } from '../core/firstPaint/servedPage.ts'
import { isPromise } from './data/pageData.ts'
import { buildRoutes } from './router.tsx'
import { AppContext, type WebApp } from './shell/appContext.ts'
import { pristineApp } from './shell/pristineApp.ts'
import type { App } from '../core/app/index.ts'
import type { RouterApp } from './shell/routerApp.ts'

/**
 * The build's server side (docs/decisions/0801, 1330): the app's own components rendered to HTML
 * for one address, in the state a viewer's browser starts in before boot has answered: not
 * booted, no session, no menu, no notices. At build time nothing answers the pages' loaders, so
 * each page renders its skeleton (web/build/prerenderPlugin.ts). The web host's edge
 * (docs/decisions/0809) renders a guest's page with the loaders' reads answered as a guest and
 * takes their settled data along, for the app to hydrate the page with. Nothing here may touch
 * `window`.
 */

const never = (): Promise<never> => new Promise<never>(() => {})

const ORIGIN = 'http://prerender.invalid'

/** A route's data with every part settled; rejects with the first read that failed. */
const settle = async (data: unknown): Promise<unknown> => {
  if (data === null || typeof data !== 'object') return data
  const parts = await Promise.all(Object.entries(data).map(async ([name, part]) => [name, isPromise(part) ? await part : part] as const))
  return Object.fromEntries(parts)
}

/** The router's view of the app before boot; with a visit (the edge), its reads answered as that guest. */
const routerAppOf = (visit: GuestVisit | undefined): RouterApp => ({
  boot: () => {},
  ready: never,
  isLogin: () => false,
  beforeNavigate: () => 'continue',
  chunkFailed: () => 'error',
  actAt: () => never(),
  loadAt: (params, request) => ({
    params,
    url: new URL(request.url),
    read: visit ? visit.read : never,
    viewer: visit ? async () => ({ isLogin: false, adult: false }) : never,
    cookie: (name) => visit?.cookies.get(name),
    entryKey: undefined,
  }),
})

/** The app's markup for a static router's `context`, the app's actors in their pristine state. */
const markupOf = (app: App, routes: StaticHandler['dataRoutes'], context: StaticHandlerContext): string => {
  const webApp: WebApp = { actors: app.actors, commands: app, request: app.request, socialProviders: [] }
  return renderToString(
    <StrictMode>
      <AppContext.Provider value={webApp}>
        <StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />
      </AppContext.Provider>
    </StrictMode>,
  )
}

/**
 * The page at `address` (path and query), before boot. Without a visit (the build), every read
 * waits forever and the page is its skeleton; with one (the edge), every read is answered first,
 * and a read the host refuses rejects the render. Throws when the address does not render a page.
 */
export const renderPage: PageRenderer['renderPage'] = async (address: string, visit?: GuestVisit): Promise<RenderedPage> => {
  const routerApp = routerAppOf(visit)
  let app: App | undefined
  try {
    const handler = createStaticHandler(buildRoutes({ routerApp, origin: ORIGIN, targetPath: () => address }))
    const queried = await handler.query(new Request(`${ORIGIN}${address}`))
    if (queried instanceof Response) throw new Error(`render ${address}: answered a redirect (${queried.status})`)
    if (queried.errors) throw new Error(`render ${address}: ${JSON.stringify(queried.errors)}`)
    const loaderData: Record<string, unknown> = {}
    if (visit) for (const [id, data] of Object.entries(queried.loaderData)) loaderData[id] = await settle(data)
    const context = visit ? { ...queried, loaderData } : queried
    // The frame's menu and top notice are drawn too, as the visit read them (a failed part waits for boot, as before).
    app = pristineApp(address, await visit?.frame?.().catch(() => undefined))
    return { markup: markupOf(app, handler.dataRoutes, context), loaderData }
  } finally {
    app?.stop()
  }
}

/**
 * The frame the app draws at `address` while its first navigation waits (web/shell/FrameFallback.tsx,
 * the root's HydrateFallback): no loader runs, so every route is still waiting. For a page served
 * without its own markup (the playback page): drawn at once, then replaced by the app's first render
 * of the same frame. Not hydrated: it carries no shell marker.
 */
export const renderFrame = async (address: string): Promise<string> => {
  const app = pristineApp(address)
  const routerApp = routerAppOf(undefined)
  try {
    const handler = createStaticHandler(buildRoutes({ routerApp, origin: ORIGIN, targetPath: () => address }))
    // The context of a navigation that has loaded nothing yet (not even its pages' code: a query
    // would load it): the root's loader has no data, so the router draws its HydrateFallback.
    const url = new URL(address, ORIGIN)
    const location = { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' }
    const matches = matchRoutes(handler.dataRoutes, location)
    if (!matches) throw new Error(`frame ${address}: no route`)
    const context: StaticHandlerContext = {
      basename: '/',
      location,
      matches: matches as StaticHandlerContext['matches'],
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    }
    return markupOf(app, handler.dataRoutes, context)
  } finally {
    app.stop()
  }
}

/** The markup of `path` inside #root, before boot (the build's prerendered pages). */
export const renderShell = async (path: string): Promise<string> => (await renderPage(path)).markup
