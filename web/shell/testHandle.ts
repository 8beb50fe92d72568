import type { App } from '../../core/app/index.ts'

/** What the e2e tests may drive directly (alerts with any buttons, the loading reset, the view). */
export interface TestHandle {
  readonly view: App['view']
  readonly showAlert: App['showAlert']
  readonly confirm: App['confirm']
  readonly resetLoading: App['resetLoading']
  /** A client-side navigation, as a link click would do. */
  readonly navigate: (path: string) => Promise<void>
}

declare global {
  interface Window {
    __app?: TestHandle
  }
}

/**
 * Puts `window.__app` on the page on the dev server, or in a build made in mode `e2e`
 * (`vite build --mode e2e`) or with VITE_TEST_HOOKS=1; never in a plain production build.
 */
export const exposeTestHandle = (app: App, navigate: (path: string) => Promise<void>): void => {
  // Direct import.meta.env reads, so a production build drops this whole function body.
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'e2e' || import.meta.env.VITE_TEST_HOOKS === '1')) return
  window.__app = {
    view: () => app.view(),
    showAlert: (input) => app.showAlert(input),
    confirm: (input) => app.confirm(input),
    resetLoading: () => app.resetLoading(),
    navigate,
  }
}
