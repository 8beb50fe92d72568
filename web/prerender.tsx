import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router'
import type { GuestVisit, PageRenderer, RenderedPage } from '../core/firstPaint/servedPage.ts'
import { isPromise } from './data/pageData.ts'
import { buildRoutes } from './router.tsx'
import { AppContext, type WebApp } from './shell/appContext.ts'
import { pristineApp } from './shell/pristineApp.ts'
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

/**
 * The page at `address` (path and query), before boot. Without a visit (the build), every read
 * waits forever and the page is its skeleton; with one (the edge), every read is answered first,
 * and a read the host refuses rejects the render. Throws when the address does not render a page.
 */
export const renderPage: PageRenderer['renderPage'] = async (address: string, visit?: GuestVisit): Promise<RenderedPage> => {
  const app = pristineApp(address)
  const routerApp: RouterApp = {
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
  }
  try {
    const handler = createStaticHandler(buildRoutes({ routerApp, origin: ORIGIN, targetPath: () => address }))
    const queried = await handler.query(new Request(`${ORIGIN}${address}`))
    if (queried instanceof Response) throw new Error(`render ${address}: answered a redirect (${queried.status})`)
    if (queried.errors) throw new Error(`render ${address}: ${JSON.stringify(queried.errors)}`)
    const loaderData: Record<string, unknown> = {}
    if (visit) for (const [id, data] of Object.entries(queried.loaderData)) loaderData[id] = await settle(data)
    const context = visit ? { ...queried, loaderData } : queried
    const router = createStaticRouter(handler.dataRoutes, context)
    const webApp: WebApp = { actors: app.actors, commands: app, request: app.request, socialProviders: [] }
    const markup = renderToString(
      <StrictMode>
        <AppContext.Provider value={webApp}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppContext.Provider>
      </StrictMode>,
    )
    return { markup, loaderData }
  } finally {
    app.stop()
  }
}

/** The markup of `path` inside #root, before boot (the build's prerendered pages). */
export const renderShell = async (path: string): Promise<string> => (await renderPage(path)).markup
