import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { useSite } from './support/harness.ts'

/**
 * The next pages' code comes a second after the first page is ready (the product's manifest
 * prefetch), so the next click waits for the host alone; never on a connection that saves data
 * or is slow, where it could cost what the viewer never uses.
 */

const site = useSite()

/** The lazily loaded page chunks the page asked for, by name (MoviePage, ContentsPage, …). */
const pageChunks = (page: Page): string[] => {
  const asked: string[] = []
  page.on('request', (request) => {
    const name = /\/assets\/([A-Za-z]+Page)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1]
    if (name) asked.push(name)
  })
  return asked
}

test('a second after the help page is ready, the title, list, search and my page code is fetched without a click', async () => {
  const { page } = await site.newPage()
  const asked = pageChunks(page)
  await page.goto('/settings/help')
  await page.locator('html[data-prefetch="asked"]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  expect(asked).toEqual(expect.arrayContaining(['MoviePage', 'ContentsPage', 'SearchPage', 'MyPage']))
  // The player's media engine is not among them: it comes on the sign of a play.
  expect(asked).not.toContain('PlayerPage')
})

test('a viewer saving data (or on 2G) gets no code they did not ask for', async () => {
  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    const { page } = await site.newPage()
    await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection)
    const asked = pageChunks(page)
    await page.goto('/settings/help')
    await page.locator('html[data-prefetch="skipped"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    expect(asked).not.toContain('MoviePage')
  }
})
