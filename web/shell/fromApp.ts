import type { App } from '../../core/app/index.ts'
import type { RouterShell } from './shell.ts'

/**
 * The router's view of a running app. Once a chunk failure has asked for a reload, every later
 * failure answers the same, so a page already reloading never flashes the error page.
 */
export const shellFromApp = (app: App): RouterShell => {
  let reloading = false
  return {
    // The first navigate() starts boot; the loader calls boot() then beforeNavigate(), so boot
    // needs nothing of its own here.
    boot: () => {},
    ready: () => app.untilInitialised(),
    isLogin: () => app.view().session.is_login,
    beforeNavigate: (path) => (app.navigate(path) === 'full-load' ? 'fullLoad' : 'continue'),
    chunkFailed(path) {
      if (reloading) return 'reload'
      const decision = app.chunkLoadFailed(path)
      reloading = decision === 'reload'
      return decision
    },
  }
}
