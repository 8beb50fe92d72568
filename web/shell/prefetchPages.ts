import { Timing } from '../../core/contract/index.ts'
import { type Connection, browserConnection, isSlowOrSaving } from '../adapters/connection.ts'
import type { PatternName } from '../paths.ts'
import { routeById } from '../routes.ts'

/**
 * The pages a viewer goes to next from almost anywhere: a title, the lists, search and my page.
 * Their code is asked for once the first page is ready and has been quiet for
 * Timing.manifestPrefetchMs, so the next click waits for the host alone. Not the player: its
 * media engine is the biggest chunk of all, and it comes on the sign of a play (web/player/preload.ts).
 */
export const NEXT_PAGES: readonly PatternName[] = ['movie', 'contents', 'search', 'searchResult', 'home', 'myPage']

/** How often a busy first page is looked at again. */
const RECHECK_MS = 100

/**
 * Once `isReady` holds, waits Timing.manifestPrefetchMs and asks for the next pages' code, unless
 * the connection is slow or saving data. A page's chunk asked for twice is fetched once (the
 * module map), and a failure here is silent: the navigation asks again and says so in Korean.
 */
export const prefetchNextPages = (isReady: () => boolean, connection: Connection | undefined = browserConnection()): void => {
  const mark = (state: 'skipped' | 'asked') => void (document.documentElement.dataset[PREFETCH_MARK] = state)
  if (isSlowOrSaving(connection)) {
    mark('skipped')
    return
  }
  const look = () => {
    if (!isReady()) return void setTimeout(look, RECHECK_MS)
    setTimeout(() => {
      for (const id of NEXT_PAGES)
        void routeById(id)
          .page?.()
          .catch(() => {})
      mark('asked')
    }, Timing.manifestPrefetchMs)
  }
  look()
}

/** `data-prefetch` on the document: `asked` once the next pages' code was asked for, `skipped` on a slow or saving connection. */
export const PREFETCH_MARK = 'prefetch'
