import { type ActionFunction, type HydrationState, type RouteObject, createBrowserRouter, matchRoutes, redirect } from 'react-router'
import { leaveApp as leaveWindow } from './adapters/navigation.ts'
import { EmptyLayout, DefaultLayout, FooterNaviOnlyLayout, FooterOnlyLayout, MainLayout } from './layouts/Layout.tsx'
import { PageLoadError } from './routes/error/errorView.ts'
import { RootErrorPage, RouteErrorPage, pageLoadFailed } from './routes/error/ErrorPage.tsx'
import { fullPath, paths } from './paths.ts'
import { classifyRedirect } from './returnAddress.ts'
import { routeTable } from './routes.ts'
import type { PageAct } from './data/actions.ts'
import { type LayoutName, type PageModule, type RouteEntry, layoutNames } from './routeTypes.ts'
import type { RouteParams } from './paths.ts'
import { AppShell } from './shell/AppShell.tsx'
import { FrameFallback } from './shell/FrameFallback.tsx'
import type { RouteHandle } from './shell/routeEntry.ts'
import type { RouterApp } from './shell/routerApp.ts'

/**
 * The data router, built from the route table: a root route (boot, build watcher, global UI),
 * one pathless route per layout, and under each the pages of that layout, every one lazy.
 */

const layouts: { readonly [K in LayoutName]: () => React.JSX.Element } = {
  default: DefaultLayout,
  main: MainLayout,
  footerNaviOnly: FooterNaviOnlyLayout,
  footerOnly: FooterOnlyLayout,
  empty: EmptyLayout,
}

/** A promise that never settles: the page is being replaced by a full load. */
const leaving = (): Promise<never> => new Promise(() => {})

export interface AppRouterOptions {
  readonly routerApp: RouterApp
  /** This page's origin, for same-origin checks (window.location.origin). */
  readonly origin: string
  /** The full path being navigated to (for the reload guard), else the current one. */
  readonly targetPath: () => string
  /** Leaves the app for a URL on another origin (a full page load); the window's by default. */
  readonly leaveApp?: (url: string) => void
  /** The route table; the app's own by default (tests give a small one). */
  readonly table?: readonly RouteEntry[]
  /**
   * Pages whose code is already in, by route id: their routes are not lazy. A served page is
   * hydrated with its data only when its route is not lazy (react-router runs a lazy route's
   * loader again on hydration, as the lazy part might bring one).
   */
  readonly loaded?: ReadonlyMap<string, PageModule>
}

/** The route objects (exported for tests and for the route list in docs). */
export const buildRoutes = ({ routerApp, origin, targetPath, leaveApp = leaveWindow, table = routeTable, loaded }: AppRouterOptions): RouteObject[] => {
  /** The page's writes as the route's action: the form's data and the viewer's session, to the page's `act`. */
  const actionOf =
    (act: PageAct): ActionFunction =>
    async ({ request, params }) =>
      act(await routerApp.actAt(params, request))

  /** A page module as react-router's route parts: the page, and its `act` as the route's action. */
  const routeOf = (page: PageModule): Pick<RouteObject, 'Component' | 'action'> => ({
    Component: page.default,
    ...(page.act ? { action: actionOf(page.act) } : {}),
  })
  /** A page module's route parts, or, when its code fails to load, a guarded reload or the error page. */
  const loadModule = async (page: () => Promise<PageModule>): Promise<Pick<RouteObject, 'Component' | 'action'>> => {
    try {
      return routeOf(await page())
    } catch (error) {
      const path = targetPath()
      if (routerApp.chunkFailed(path) === 'reload') return leaving()
      // Resolved, not thrown: react-router keeps a route whose lazy() threw "still loading" on
      // the first load and renders nothing; an error component always shows.
      console.warn('[page code failed to load]', path, error)
      return { Component: pageLoadFailed(new PageLoadError(path, { cause: error })) }
    }
  }

  const loaderFor = (entry: RouteEntry): RouteObject['loader'] => {
    const rule = entry.redirect
    if (rule) {
      return ({ params }) => {
        const target = classifyRedirect(rule(params), origin)
        if (target.kind === 'internal') return redirect(target.path)
        leaveApp(target.url)
        return leaving()
      }
    }
    // The page's reads go out with the navigation, beside the page's code (web/data/pageData.ts).
    const load = entry.load
    const dataOf = (params: RouteParams, request: Request) => (load ? load(routerApp.loadAt(params, request)) : null)
    if (entry.guard === 'auth') {
      return async ({ request, params }) => {
        await routerApp.ready()
        if (!routerApp.isLogin()) return redirect(paths.login(fullPath(new URL(request.url))))
        return dataOf(params, request)
      }
    }
    if (load) return ({ request, params }) => dataOf(params, request)
    return undefined
  }

  const pageRoute = (entry: RouteEntry): RouteObject => ({
    id: entry.id,
    path: entry.path,
    handle: { entry } satisfies RouteHandle,
    ErrorBoundary: RouteErrorPage,
    // The function form of lazy: react-router ignores a failed Component of the object form.
    // A pure redirect route renders nothing: its loader always sends the viewer on.
    ...(loaded?.has(entry.id) ? routeOf(loaded.get(entry.id)!) : entry.page ? { lazy: () => loadModule(entry.page!) } : { element: null }),
    ...(loaderFor(entry) ? { loader: loaderFor(entry) } : {}),
    ...(entry.writeKeepsData ? { shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) => (formMethod ? false : defaultShouldRevalidate) } : {}),
  })

  const layoutRoutes = layoutNames.map(
    (layout): RouteObject => ({
      id: `layout:${layout}`,
      Component: layouts[layout],
      ErrorBoundary: RouteErrorPage,
      children: [
        ...table.filter((entry) => entry.layout === layout).map(pageRoute),
        // Unmatched paths: the 404 page inside the footer-only layout.
        ...(layout === 'footerOnly'
          ? [
              {
                id: 'notFound',
                path: '*',
                ErrorBoundary: RouteErrorPage,
                lazy: () => loadModule(() => import('./routes/error/NotFoundPage.tsx')),
              },
            ]
          : []),
      ],
    }),
  )

  return [
    {
      id: 'root',
      Component: AppShell,
      ErrorBoundary: RootErrorPage,
      // The first navigation of a page served without markup: its layout and a skeleton meanwhile.
      HydrateFallback: FrameFallback,
      // Runs before every navigation: boot on the first, a full load once a newer build exists.
      loader: ({ request }) => {
        routerApp.boot()
        return routerApp.beforeNavigate(fullPath(new URL(request.url))) === 'fullLoad' ? leaving() : null
      },
      shouldRevalidate: () => true,
      children: layoutRoutes,
    },
  ]
}

/**
 * The page module of the route `path` matches, loaded (for a served page's hydration), or undefined
 * when the path matches no page or its code fails to load (the router then loads it as usual).
 */
export const loadPageOf = async (path: string, table: readonly RouteEntry[] = routeTable): Promise<ReadonlyMap<string, PageModule> | undefined> => {
  const match = matchRoutes(
    table.map((entry) => ({ path: entry.path, entry })),
    path,
  )?.at(-1)?.route.entry
  if (!match?.page) return undefined
  try {
    return new Map([[match.id, await match.page()]])
  } catch {
    return undefined
  }
}

/** The browser router of the app; `hydrationData` when the page came with its loaders' data (the web host's edge). */
export const createAppRouter = ({
  hydrationData,
  ...options
}: Omit<AppRouterOptions, 'targetPath'> & { readonly hydrationData?: HydrationState | undefined }) => {
  let router: ReturnType<typeof createBrowserRouter> | undefined
  const targetPath = () => {
    const next = router?.state.navigation.location
    return next ? fullPath(next) : fullPath(window.location)
  }
  router = createBrowserRouter(buildRoutes({ ...options, targetPath }), hydrationData ? { hydrationData } : {})
  return router
}
