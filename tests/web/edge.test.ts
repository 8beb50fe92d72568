import { describe, expect, test } from 'vitest'
import { useSite, waitForApp } from './support/harness.ts'

/**
 * A guest's home from the web host's edge (decision 0809), in Chromium against the stand-in: the
 * served page carries the home's rows before any JavaScript, and the app takes it over with the
 * same rows, never showing the loading skeleton, then reads the rows again for its own session.
 */
const site = useSite({ latencyMs: 200 })

const titlesOf = (html: string) => [...html.matchAll(/data-movie-url="([^"]+)"/g)].map((m) => m[1])

describe('a guest\'s home is served with its rows', () => {
  test('before JavaScript: the rows, their art and the answer they were drawn from are in the page', async () => {
    const { page } = await site.newPage({ context: { javaScriptEnabled: false } })
    await page.goto(`${site.origin}/`)
    const cards = page.locator('main a[data-movie-url]')
    expect(await cards.count()).toBeGreaterThan(20)
    // The first row's art is asked for by the page itself, eagerly.
    expect(await cards.first().locator('img').getAttribute('loading')).toBe('eager')
    expect(await page.getByRole('heading', { name: '지금 뜨는 콘텐츠 TOP 10' }).count()).toBe(1)
    expect(await page.locator('#served-reads').count()).toBe(1)
  })

  test('the app takes it over with the same rows, no skeleton in between, and reads them again for its session', async () => {
    const { page } = await site.newPage()
    await page.addInitScript(() => {
      const w = window as unknown as { __skeleton: boolean }
      w.__skeleton = false
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="home-loading"]')) w.__skeleton = true
      }).observe(document, { childList: true, subtree: true })
    })
    const homeReads: string[] = []
    page.on('request', (request) => {
      if (/\/v3\/contents\/home$/.test(new URL(request.url()).pathname)) homeReads.push(request.url())
    })
    const response = await page.goto(`${site.origin}/`)
    const served = titlesOf((await response!.text()).split('id="served-reads"')[0]!)
    expect(served.length).toBeGreaterThan(20)
    await waitForApp(page)
    // The app's own read for its guest session has answered and replaced the served rows.
    await expect.poll(() => homeReads.length).toBe(1)
    await page.getByTestId('header-menu-item').first().waitFor()
    await page.waitForLoadState('networkidle')
    const shown = await page.locator('main a[data-movie-url]').evaluateAll((links) => links.map((a) => a.getAttribute('data-movie-url')))
    expect(shown.slice(0, served.length)).toEqual(served)
    expect(await page.evaluate(() => (window as unknown as { __skeleton: boolean }).__skeleton)).toBe(false)
  })

  test('control: a member with automatic login gets the plain shell, whose skeleton the observer sees', async () => {
    const { page, context } = await site.newPage()
    await context.addCookies([{ name: 'auto_login', value: '1', url: site.origin }])
    const response = await page.goto(`${site.origin}/`)
    const html = await response!.text()
    expect(html).not.toContain('id="served-reads"')
    expect(titlesOf(html)).toEqual([])
    expect(html).toContain('data-testid="home-loading"')
  })
})
