import type { Page } from 'playwright-core'

/** The home as a viewer scrolls it: its rows, a card on screen, a row's horizontal scroll. */

export interface CardOnScreen {
  readonly movieUrl: string
  /** Its top in the viewport, px. */
  readonly top: number
  /** Its place among the home's cards (a title can be in two rows). */
  readonly index: number
  /** Its row's place among the home's rows. */
  readonly row: number
}

export const homeRows = (page: Page) => ({
  /** Waits until every row of the answer is drawn (the rows below the first few come in a deferred pass): their count has stopped growing for a frame. */
  allDrawn: () =>
    page.waitForFunction(
      () => {
        const rows = document.querySelectorAll('main .title-row').length
        const w = window as unknown as { __homeRows?: number }
        const same = w.__homeRows === rows
        w.__homeRows = rows
        return same && rows > 3
      },
      undefined,
      { polling: 'raf' },
    ),
  /** How many rows the home draws. */
  count: () => page.locator('main section.title-row').count(),
  /** Scrolls the row at `index` sideways by about `px` (whatever its snapping leaves), and gives where it ended. */
  scrollRowBy: (index: number, px: number) =>
    page.evaluate(
      ([i, px]) => {
        const track = document.querySelectorAll<HTMLElement>('main section.title-row .title-row__track')[i]!
        track.scrollLeft = px
        return new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(track.scrollLeft))))
      },
      [index, px] as const,
    ),
  /** The row at `index`'s horizontal scroll now. */
  rowScrollLeft: (index: number) =>
    page.evaluate((i) => document.querySelectorAll<HTMLElement>('main section.title-row .title-row__track')[i]?.scrollLeft ?? null, index),
  /** The first unlocked card wholly on screen below `from` px. */
  cardOnScreen: (from = 100): Promise<CardOnScreen | null> =>
    page.evaluate((from) => {
      const rows = [...document.querySelectorAll('main section.title-row')]
      const all = [...document.querySelectorAll<HTMLAnchorElement>('main section.title-row a[data-movie-url]')]
      for (const [index, a] of all.entries()) {
        if (a.hasAttribute('data-locked')) continue
        const box = a.getBoundingClientRect()
        const row = rows.findIndex((r) => r.contains(a))
        if (box.top > from && box.bottom < window.innerHeight && box.left >= 0 && box.right <= window.innerWidth)
          return { movieUrl: a.getAttribute('data-movie-url')!, top: box.top, index, row }
      }
      return null
    }, from),
  /** The home's card at `index` (its place among the home's cards). */
  card: (index: number) => page.locator('main section.title-row a[data-movie-url]').nth(index),
  /** The card at `index`: which title it is and its top in the viewport now, or null when there is none. */
  at: (index: number): Promise<{ readonly movieUrl: string; readonly top: number } | null> =>
    page.evaluate((i) => {
      const a = document.querySelectorAll('main section.title-row a[data-movie-url]')[i]
      return a ? { movieUrl: a.getAttribute('data-movie-url')!, top: a.getBoundingClientRect().top } : null
    }, index),
})
