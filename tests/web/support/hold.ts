import type { Page } from 'playwright-core'

/**
 * Holds every request matching `pattern` until `release()`: how a test makes a slow network
 * (a late chunk, a late font) and lets it through on a signal of its own, never after N ms.
 */
export const holdRequests = async (page: Page, pattern: RegExp): Promise<{ release(): void }> => {
  let release!: () => void
  const held = new Promise<void>((done) => (release = done))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return { release }
}
