import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { webSetup } from './support/webSetup.ts'
import { TestId } from '../../web/testids.ts'
import { countDocumentLoads } from './support/brokenChunks.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { pageTitle } from './support/pageChecks.ts'

/**
 * The build watcher (docs/product.md §4; design: checked when the tab becomes visible): once the web
 * host serves a newer build file, the next navigation is a full page load. A marker on `window`
 * survives a client-side navigation and is lost by a full load. The e2e build's test handle
 * tells when the watcher has seen the newer build, so the click never races the check.
 */
const site = useSite({ site: 'e2e' })

const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }))
const stillMarked = (page: Page) => page.evaluate(() => '__sameDocument' in window)

/** The tab becomes visible again: the watcher checks the build file at once. */
const comeBackToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))

const waitForNewerBuild = (page: Page) => page.waitForFunction(() => window.__app?.view().newerBuild === true)

const followSearchLink = async (page: Page) => {
  await page.getByTestId(TestId.siteHeader).getByRole('link', { name: '검색' }).click()
  await page.waitForURL((url) => url.pathname === '/search')
  await waitForApp(page)
  expect(await pageTitle(page)).toBe('검색')
}

test('control: with the same build, a link is a client-side navigation', async () => {
  const { page } = await site.open('/')
  await markWindow(page)
  const loads = countDocumentLoads(page)
  const checked = page.waitForEvent('requestfinished', (r) => r.url().includes('/build-info.json'))
  await comeBackToTab(page)
  await checked
  await followSearchLink(page)
  expect(loads()).toEqual([])
  expect(await stillMarked(page)).toBe(true)
  expect(await page.evaluate(() => window.__app?.view().newerBuild)).toBe(false)
})

test('a rewritten build-info.json makes the next navigation a full load', async () => {
  const file = join(webSetup().sites.e2e, 'build-info.json')
  const original = await readFile(file, 'utf8')
  try {
    const { page } = await site.open('/')
    await markWindow(page)
    const loads = countDocumentLoads(page)
    // A redeploy: the web host now serves another build's file.
    await writeFile(file, JSON.stringify({ retval: 0, output: { build_id: 'redeployed', built_at: new Date().toISOString() } }))
    await comeBackToTab(page)
    await waitForNewerBuild(page)
    await followSearchLink(page)
    expect(loads()).toEqual([`${site.origin}/search`])
    expect(await stillMarked(page)).toBe(false)
  } finally {
    await writeFile(file, original)
  }
})

test('a newer build from the admin endpoint makes the next navigation a full load', async () => {
  const { page } = await site.open('/')
  await markWindow(page)
  const loads = countDocumentLoads(page)
  await site.admin.bumpBuild()
  await comeBackToTab(page)
  await waitForNewerBuild(page)
  await followSearchLink(page)
  expect(loads()).toEqual([`${site.origin}/search`])
  expect(await stillMarked(page)).toBe(false)
})
