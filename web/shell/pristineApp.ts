import { type App, createApp } from '../../core/app/index.ts'
import { memoryCookies } from '../../core/ports/cookies.ts'
import type { HostCalls } from '../../core/ports/hostCalls.ts'
import { recordingNavigation } from '../../core/ports/navigation.ts'
import { memoryStore } from '../../core/ports/storage.ts'
import type { AppActors } from '../../core/app/views.ts'
import type { ServedFrame } from '../../core/firstPaint/servedPage.ts'

/** Host calls that never answer, whatever their names. */
const silentHostCalls = (): HostCalls => new Proxy({}, { get: () => () => new Promise<never>(() => {}) }) as HostCalls

/**
 * An app that has seen nothing: no cookies, no storage, no answer. Its state is the one every
 * served page is rendered in (web/prerender.tsx), before boot: no session, and no menu or notices
 * but what the page was served with (the edge reads them with the page).
 */
export const pristineApp = (path: string, frame?: ServedFrame): App => {
  const app = createApp({
    hostCalls: silentHostCalls(),
    cookies: memoryCookies(),
    sessionStore: memoryStore(),
    navigation: recordingNavigation(path),
    buildId: '',
  })
  if (frame?.menu) app.actors.menu.send({ type: 'menu.cached', menu: frame.menu })
  if (frame?.notices) app.actors.notice.send({ type: 'notice.cached', top_notice_list: frame.notices })
  return app
}

/**
 * Each actor of `app` paired with its pristine snapshot: what the served page showed of it. The
 * app's first render (hydration) draws these, so it matches the served markup node for node;
 * React then renders again with the app's own state (web/shell/useSelector.ts).
 */
export const pristineSnapshots = (app: Pick<App, 'actors'>, path: string, frame?: ServedFrame): ReadonlyMap<unknown, unknown> => {
  const pristine = pristineApp(path, frame)
  const keys = Object.keys(app.actors) as (keyof AppActors)[]
  const snapshots = new Map<unknown, unknown>(keys.map((key) => [app.actors[key], pristine.actors[key].getSnapshot()]))
  pristine.stop()
  return snapshots
}
