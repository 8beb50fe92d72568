import type { Page } from 'playwright-core'
import type { CatalogueTitle } from '../../../cli/hosts/titles/title.ts'
import type { Site } from './harness.ts'

/** Helpers for the browse tests: cards on the page, and the stand-in's titles behind them. */

/** The movie_urls of the cards now in the DOM under `scope` (rows, grids), in document order. */
export const cardUrls = (page: Page, scope = 'main'): Promise<string[]> =>
  page.locator(`${scope} a[data-movie-url]`).evaluateAll((links) => links.map((a) => a.getAttribute('data-movie-url') ?? ''))

/** The catalogue's titles by movie_url. */
export const titlesByUrl = (site: Site): Map<string, CatalogueTitle> => new Map(site.hosts.catalogue.titles.map((t) => [t.movieUrl, t]))

/** Every adult title's name (what a session without verification must never be shown). */
export const adultNames = (site: Site): string[] => site.hosts.catalogue.titles.filter((t) => t.adult).map((t) => t.title)

/** The names of `names` that occur in the page's whole HTML (DOM, attributes, inline data). */
export const leakedNames = async (page: Page, names: readonly string[]): Promise<string[]> => {
  const html = await page.content()
  return names.filter((name) => name.length > 0 && html.includes(name))
}

/** Waits until the home shows its rows. */
export const waitForHome = async (page: Page): Promise<void> => {
  await page.locator('main .title-row a[data-movie-url]').first().waitFor()
}

/** Waits until a grid list shows cards. */
export const waitForGrid = async (page: Page): Promise<void> => {
  await page.locator('main .title-grid__list a[data-movie-url]').first().waitFor()
}
