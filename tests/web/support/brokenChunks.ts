import type { Page, Request } from 'playwright-core'

/**
 * Breaking a page's code on the wire, as a deployment that removed old chunks would: matching
 * asset requests answer 404. Also counts the page's document loads (full navigations).
 */

/**
 * Makes every request for `glob` (e.g. `**\/assets/FaqPage-*.js`) answer 404; returns how many
 * were broken so far, so a test can tell a glob that no longer names a chunk from a guard that failed.
 */
export const breakAssets = async (page: Page, glob: string): Promise<() => number> => {
  let broken = 0
  await page.route(glob, (route) => {
    broken += 1
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })
  })
  return () => broken
}

/** The URLs of the main frame's document requests (full loads) from now on. */
export const countDocumentLoads = (page: Page): (() => readonly string[]) => {
  const loads: string[] = []
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url())
  })
  return () => loads
}

/** sessionStorage's reload guard stamp (core/actors/reloadGuard: StorageKey.reloadGuardAt), if set. */
export const reloadGuardStamp = (page: Page, key: string): Promise<string | null> => page.evaluate((k) => window.sessionStorage.getItem(k), key)
