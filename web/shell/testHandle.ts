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
 * Puts `window.__app` on the page on the dev server, or in a build made with VITE_TEST_HOOKS=1
 * (e2e), never in a plain production build.
 */
export const exposeTestHandle = (app: App, navigate: (path: string) => Promise<void>): void => {
  if (!(import.meta.env.DEV || import.meta.env.VITE_TEST_HOOKS === '1')) return
  window.__app = {
    view: () => app.view(),
    showAlert: (input) => app.showAlert(input),
    confirm: (input) => app.confirm(input),
    resetLoading: () => app.resetLoading(),
    navigate,
  }
}
