import { type RouteObject, createBrowserRouter, redirect } from 'react-router'
import { leaveApp as leaveWindow } from './adapters/navigation.ts'
import { LoadingOverlay } from './components/LoadingOverlay.tsx'
import { EmptyLayout, DefaultLayout, FooterNaviOnlyLayout, FooterOnlyLayout, MainLayout } from './layouts/Layout.tsx'
import { PageLoadError } from './pages/error/errorView.ts'
import { RootErrorPage, RouteErrorPage, pageLoadFailed } from './pages/error/ErrorPage.tsx'
import { fullPath, paths } from './paths.ts'
import { classifyRedirect } from './returnAddress.ts'
import { type LayoutName, type PageModule, type RouteEntry, type RouteParams, layoutNames, routeTable } from './routes.ts'
import { AppShell } from './shell/AppShell.tsx'
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
}

/** The route objects (exported for tests and for the route list in docs). */
export const buildRoutes = ({ routerApp, origin, targetPath, leaveApp = leaveWindow, table = routeTable }: AppRouterOptions): RouteObject[] => {
  /** A page module, or, when its code fails to load, a guarded reload or the error page. */
  const loadModule = async (page: () => Promise<PageModule>) => {
    try {
      return (await page()).default
    } catch (error) {
      const path = targetPath()
      if (routerApp.chunkFailed(path) === 'reload') return leaving()
      // Resolved, not thrown: react-router keeps a route whose lazy() threw "still loading" on
      // the first load and renders nothing; an error component always shows.
      console.warn('[page code failed to load]', path, error)
      return pageLoadFailed(new PageLoadError(path, { cause: error }))
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
    // The page's first read goes out with the navigation, beside the page's code (earlyReads.ts).
    const first = entry.firstRead
    const startFirstRead = (params: RouteParams) => {
      const read = first?.(params)
      if (read) routerApp.startRead?.(read.name, read.params)
    }
    if (entry.guard === 'auth') {
      return async ({ request, params }) => {
        await routerApp.ready()
        if (!routerApp.isLogin()) return redirect(paths.login(fullPath(new URL(request.url))))
        startFirstRead(params)
        return null
      }
    }
    if (first) {
      return ({ params }) => {
        startFirstRead(params)
        return null
      }
    }
    return undefined
  }

  const pageRoute = (entry: RouteEntry): RouteObject => ({
    id: entry.id,
    path: entry.path,
    handle: { entry } satisfies RouteHandle,
    ErrorBoundary: RouteErrorPage,
    // The function form of lazy: react-router ignores a failed Component of the object form.
    // A pure redirect route renders nothing: its loader always sends the viewer on.
    ...(entry.page ? { lazy: async () => ({ Component: await loadModule(entry.page!) }) } : { element: null }),
    ...(loaderFor(entry) ? { loader: loaderFor(entry) } : {}),
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
          ? [{ id: 'notFound', path: '*', ErrorBoundary: RouteErrorPage, lazy: async () => ({ Component: await loadModule(() => import('./pages/error/NotFoundPage.tsx')) }) }]
          : []),
      ],
    }),
  )

  return [
    {
      id: 'root',
      Component: AppShell,
      ErrorBoundary: RootErrorPage,
      HydrateFallback: LoadingOverlay,
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

/** The browser router of the app. */
export const createAppRouter = (options: Omit<AppRouterOptions, 'targetPath'>) => {
  let router: ReturnType<typeof createBrowserRouter> | undefined
  const targetPath = () => {
    const next = router?.state.navigation.location
    return next ? fullPath(next) : fullPath(window.location)
  }
  router = createBrowserRouter(buildRoutes({ ...options, targetPath }))
  return router
}
