import type { BuildInfoOutput } from '../../api/schemas.ts'

export interface BuildWatcherInput {
  /** The build id the running app was built as; empty when unknown (dev server): no watching. */
  readonly ownBuildId: string
}

export interface BuildWatcherContext {
  readonly ownBuildId: string
  /** The newest build id seen on the web host, once fetched. */
  readonly latestBuildId: string | null
  /** How many fetches failed (they are only logged). */
  readonly failedChecks: number
}

export type BuildWatcherEvent =
  /** The page became visible again: check now. */
  | { readonly type: 'page.visible' }
  /** A navigation is about to happen: with a newer build it becomes a full page load. */
  | { readonly type: 'nav.navigate'; readonly path: string }

export type BuildWatcherEmitted = { readonly type: 'build.newer'; readonly buildId: string }

export type { BuildInfoOutput }
