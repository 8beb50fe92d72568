import type { RouterApp } from '../../../web/shell/routerApp.ts'

/**
 * A running app as the router sees it, for route tests without a browser: booted and settled at
 * once, a guest, every navigation allowed; a page that reads or writes fails loudly unless the
 * test gives `loadAt` or `actAt`.
 */
export const routerAppDouble = (given: Partial<RouterApp> = {}): RouterApp => ({
  boot: () => {},
  ready: async () => {},
  isLogin: () => false,
  beforeNavigate: () => 'continue',
  chunkFailed: () => 'error',
  loadAt: () => {
    throw new Error('no page here has a loader')
  },
  actAt: () => Promise.reject(new Error('no page here has an action')),
  ...given,
})
