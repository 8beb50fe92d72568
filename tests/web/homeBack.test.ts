import { describe, expect, test } from 'vitest'
import { TestId } from '../../web/testids.ts'
import { twoFrames, waitForHome } from './support/browse.ts'
import { detailPage } from './support/detailPage.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { homeRows } from './support/homeRows.ts'

/**
 * Back to the home from a title (the browser's back or the title page's 뒤로): the home comes back
 * as it was left, the window where it was (the same card at the same place on screen) and the
 * row the viewer scrolled sideways still scrolled, with no read of the home again.
 */
const site = useSite()
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const desktop = { viewport: { width: 1280, height: 800 } }

/** The home, opened and started (not waiting for every image's load: the rows are what matters here). */
const opened = async (path: string, options: Parameters<typeof site.newPage>[0]) => {
  const opened = await site.newPage(options)
  await opened.page.goto(path, { waitUntil: 'commit' })
  await waitForApp(opened.page)
  return opened
}

/** Scrolls the window to 60 % of the home (far below the first screen) and gives a card on screen there. */
const farDown = async (page: Parameters<typeof homeRows>[0]) => {
  const home = homeRows(page)
  await waitForHome(page)
  await home.allDrawn()
  await page.evaluate(() => window.scrollTo(0, Math.round(document.documentElement.scrollHeight * 0.6)))
  await twoFrames(page)
  const card = await home.cardOnScreen()
  expect(card).not.toBeNull()
  return card!
}

describe('back to the home', () => {
  test.for([
    { name: 'a guest, browser back, phone', member: undefined, back: 'browser', context: phone },
    { name: 'a member, 뒤로, phone', member: 'seed-minji', back: 'backBar', context: phone },
    { name: 'a guest, browser back, desktop', member: undefined, back: 'browser', context: desktop },
  ] as const)('$name: the same place, the row still scrolled', async ({ member, back, context }) => {
    const { page } = await opened('/', { ...(member ? { member } : {}), context })
    const home = homeRows(page)
    const card = await farDown(page)
    // The row above the card, scrolled sideways.
    const row = Math.max(0, card.row - 1)
    const sideways = await home.scrollRowBy(row, 300)
    expect(sideways).toBeGreaterThan(0)
    const y = await page.evaluate(() => window.scrollY)
    expect(y).toBeGreaterThan(context.viewport.height * 2)

    await home.card(card.index).click()
    await detailPage(page).shown(card.movieUrl)
    const homeReads: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v3/contents/home') homeReads.push(request.url())
    })
    if (back === 'browser') await page.goBack()
    else await page.getByTestId(TestId.backBar).getByRole('button', { name: '뒤로' }).click()
    await home.card(card.index).waitFor()
    await twoFrames(page)

    expect(new URL(page.url()).pathname).toBe('/')
    expect(homeReads).toEqual([])
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(2)
    const now = await home.at(card.index)
    expect(now?.movieUrl).toBe(card.movieUrl)
    expect(Math.abs(now!.top - card.top)).toBeLessThanOrEqual(2)
    expect(await home.rowScrollLeft(row)).toBe(sideways)
  })

  test('a new visit to the home (its logo) starts at the top and reads the home again', async () => {
    const { page } = await opened('/', { context: desktop })
    const home = homeRows(page)
    const card = await farDown(page)
    await home.card(card.index).click()
    await detailPage(page).shown(card.movieUrl)
    const homeRead = page.waitForRequest((request) => new URL(request.url()).pathname === '/v3/contents/home')
    await page.locator('a.site-header__logo, a.back-bar__site').first().click()
    await homeRead
    await waitForHome(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})
