import type { Locator, Page } from 'playwright-core'
import type { CatalogueTitle } from '../../../cli/hosts/titles/title.ts'
import type { Site } from './harness.ts'

/** Helpers for the browse tests: cards on the page, and the stand-in's titles behind them. */

/** The title cards under `scope` (the home's rows, a list's grid), in document order. */
export const cards = (page: Page, scope = 'main'): Locator => page.locator(`${scope} a[data-movie-url]`)

/** The locked cards (an adult title for a session without verification: no art, a lock). */
export const lockedCards = (page: Page, scope = 'main'): Locator => page.locator(`${scope} a[data-locked="1"]`)

/** The movie_urls of the cards now in the DOM under `scope` (rows, grids), in document order. */
export const cardUrls = (page: Page, scope = 'main'): Promise<string[]> =>
  cards(page, scope).evaluateAll((links) => links.map((a) => a.getAttribute('data-movie-url') ?? ''))

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

/** Two frames: the last layout (and what effects did after it) has been done. */
export const twoFrames = (page: Page): Promise<unknown> => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

/** A card wholly on screen: its movie_url and its top in the viewport. */
export interface CardOnScreen {
  readonly movieUrl: string
  readonly top: number
}

/** A grid list (/contents, /tag/…, /list/…) as a viewer uses it: its pages, its endless loading, the cards on screen. */
export const gridList = (page: Page) => {
  const list = page.locator('main .title-grid__list')
  const loaded = async (): Promise<number> => Number(await list.getAttribute('data-loaded'))
  const more = page.getByRole('button', { name: /^다음 \d+개 더 보기$/ })
  /** The 더 보기 button while its page is on its way. */
  const loadingMore = page.getByRole('button', { name: '불러오는 중…' })
  const loadedPast = (count: number) =>
    page.waitForFunction((n) => Number(document.querySelector('main .title-grid__list')?.getAttribute('data-loaded')) > n, count)
  return {
    /** Titles read so far (every page, not only the rows in the DOM). */
    loaded,
    /** How many titles the list has in all. */
    total: async (): Promise<number> => Number(await list.getAttribute('data-total')),
    /** 다음 N개 더 보기, once the next page has come in. */
    async loadMore(): Promise<void> {
      const before = await loaded()
      // Scrolling the button into view brings the list's end near, and the endless loading may read
      // the next page before the click lands: the button then says 불러오는 중…, or is gone at the
      // list's end, and the click finds no button. That page is the one asked for.
      await more.click({ timeout: 10_000 }).catch(async (error: unknown) => {
        if ((await loaded()) <= before && !(await loadingMore.isVisible())) throw error
      })
      await loadedPast(before)
    },
    /** Scrolls to the list's end until at least `count` titles are read (the endless loading). */
    async scrollUntil(count: number): Promise<void> {
      while ((await loaded()) < count) {
        const before = await loaded()
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await loadedPast(before)
      }
    },
    /** Waits until the rows drawn cover the part of the list on screen (after a scroll, the virtualiser has caught up). */
    rowsOnScreen: () =>
      page.waitForFunction(() => {
        const list = document.querySelector('main .title-grid__list')
        if (!list) return false
        const box = list.getBoundingClientRect()
        const bottom = Math.min(box.bottom, window.innerHeight)
        let reached = Math.max(box.top, 0)
        // Rows in order, each starting where the one before ended (less than a row's gap apart).
        for (const row of [...list.children].map((r) => r.getBoundingClientRect()).sort((a, b) => a.top - b.top)) {
          if (row.bottom <= reached) continue
          if (row.top > reached + 16) break
          reached = row.bottom
        }
        return reached >= bottom - 16
      }),
    /** Waits until no page is on its way. */
    settled: () => loadingMore.waitFor({ state: 'detached' }),
    /** The first unlocked card wholly on screen below `from` px. */
    cardOnScreen: (from = 100): Promise<CardOnScreen | null> =>
      page.evaluate((from) => {
        for (const a of document.querySelectorAll<HTMLAnchorElement>('main .title-grid__list a[data-movie-url]:not([data-locked])')) {
          const box = a.getBoundingClientRect()
          if (box.top > from && box.bottom < window.innerHeight) return { movieUrl: a.getAttribute('data-movie-url')!, top: box.top }
        }
        return null
      }, from),
    /** Where the card `movieUrl` is now (its top in the viewport), or null when it is not in the DOM. */
    topOf: (movieUrl: string): Promise<number | null> =>
      page.evaluate((url) => document.querySelector(`main .title-grid__list a[data-movie-url="${url}"]`)?.getBoundingClientRect().top ?? null, movieUrl),
  }
}
