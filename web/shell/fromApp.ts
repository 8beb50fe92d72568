import type { App } from '../../core/app/index.ts'
import type { WebApp } from './appContext.ts'
import { startEarlyRead } from './earlyReads.ts'
import { servedAnswer } from './servedReads.ts'
import type { RouterApp } from './routerApp.ts'

/**
 * The router's view of a running app. Once a chunk failure has asked for a reload, every later
 * failure answers the same, so a page already reloading never flashes the error page. A route's
 * first read goes through `request` (the pages' own, counted in main.tsx).
 */
export const routerAppFrom = (app: App, request: WebApp['request'] = app.request): RouterApp => {
  let reloading = false
  let firstReadSent = false
  return {
    // The first navigate() starts boot; the loader calls boot() then beforeNavigate(), so boot
    // needs nothing of its own here.
    boot: () => {},
    ready: () => app.untilInitialised(),
    isLogin: () => app.view().session.is_login,
    // Once a visit: it is the first page's wait that this shortens, and a read sent again for a
    // page already on screen (home to home) would never be taken.
    startRead(name, params) {
      if (firstReadSent) return
      firstReadSent = true
      // The page came with this answer (the web host's edge): nothing to read.
      if (servedAnswer(name, JSON.stringify(params)) !== undefined) return
      startEarlyRead({ actors: app.actors, request }, name, params)
    },
    beforeNavigate: (path) => (app.navigate(path) === 'full-load' ? 'fullLoad' : 'continue'),
    chunkFailed(path) {
      if (reloading) return 'reload'
      const decision = app.chunkLoadFailed(path)
      reloading = decision === 'reload'
      return decision
    },
  }
}
