import type { ActAt } from '../data/actions.ts'
import type { LoadAt } from '../data/pageData.ts'
import type { RouteParams } from '../paths.ts'

/**
 * What the router needs of the running app, as plain functions: the seam between react-router's
 * loaders and the core's actors. main.tsx builds it from createApp (shell/fromApp.ts); a test can
 * hand in its own.
 */
export interface RouterApp {
  /** Start-up, on the first navigation; later calls do nothing. */
  boot(): void
  /** Resolves once start-up has finished (the session is known). */
  ready(): Promise<void>
  /** Whether the viewer is a logged-in member now. */
  isLogin(): boolean
  /**
   * A navigation to `path` is about to happen. `fullLoad` when a newer build was seen: the page
   * is then being loaded in full and the client-side navigation must not go on.
   */
  beforeNavigate(path: string): 'continue' | 'fullLoad'
  /** What a page's loader knows of the visit (web/data/pageData.ts): its reads go through the app's session. */
  loadAt(params: RouteParams, request: Request): LoadAt
  /** What a page's action knows (web/data/actions.ts): the form, and writes through the app's session. */
  actAt(params: RouteParams, request: Request): Promise<ActAt>
  /** A chunk (page code) failed to load for `path`: the reload guard decides. */
  chunkFailed(path: string): 'reload' | 'error'
}
