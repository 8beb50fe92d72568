import type { App } from '../../core/app/index.ts'
import { sessionKindOf } from '../../core/firstPaint/returnVisit.ts'
import type { Cookies } from '../../core/ports/cookies.ts'
import type { WebApp } from './appContext.ts'
import type { RouterApp } from './routerApp.ts'

export interface RouterAppOptions {
  /** The pages' requests (counted in main.tsx, for the web font's quiet moment). */
  readonly request?: WebApp['request']
  readonly cookies: Pick<Cookies, 'get'>
  /** The history entry the browser is on now (react-router keeps its key in history.state). */
  readonly entryKey: () => string
}

/**
 * The router's view of a running app. Once a chunk failure has asked for a reload, every later
 * failure answers the same, so a page already reloading never flashes the error page. A page's
 * reads go through `request`, untracked (the page shows its own skeleton).
 */
export const routerAppFrom = (app: App, { request = app.request, cookies, entryKey }: RouterAppOptions): RouterApp & { pageCodeFailed(): boolean } => {
  let reloading = false
  let failed = false
  return {
    /** Whether a page's code has failed to load on this visit (the first page is then not hydrated). */
    pageCodeFailed: () => failed,
    // The first navigate() starts boot; the loader calls boot() then beforeNavigate(), so boot
    // needs nothing of its own here.
    boot: () => {},
    ready: () => app.untilInitialised(),
    isLogin: () => app.view().session.is_login,
    loadAt: (params, navigation) => ({
      params,
      url: new URL(navigation.url),
      read(name, callParams) {
        // Not abandoned with the navigation: react-router may commit the data of a navigation it
        // then aborts (a form's revalidation taking over), and that page must get its answer.
        const answer = request(name, callParams, { track: false })
        // Drawn or not (a navigation left before its page rendered), its failure is never unhandled.
        answer.catch(() => {})
        return answer
      },
      viewer: async () => {
        await app.untilInitialised()
        const kind = sessionKindOf(app.view().session)
        return { isLogin: kind !== 'guest', adult: kind === 'adult' }
      },
      cookie: (name) => cookies.get(name),
      // While a loader runs for back or forward (or a reload), the browser is already on the entry landed on.
      entryKey: entryKey(),
    }),
    actAt: async (params, submission) => ({
      params,
      form: await submission.formData(),
      // Not abandoned with the page or the form: a write once sent is the host's to answer.
      write: (name, callParams) => request(name, callParams, { track: false }),
      signIn: (signIn, keepSignedIn) => app.signIn(signIn, keepSignedIn),
      profileChanged: (profile) => app.profileChanged(profile),
      adultVerified: () => app.adultVerified(),
    }),
    beforeNavigate: (path) => (app.navigate(path) === 'full-load' ? 'fullLoad' : 'continue'),
    chunkFailed(path) {
      failed = true
      if (reloading) return 'reload'
      const decision = app.chunkLoadFailed(path)
      reloading = decision === 'reload'
      return decision
    },
  }
}
