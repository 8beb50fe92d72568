import { afterEach, expect, test } from 'vitest'
import { TestId } from '../../web/testids.ts'
import { failedRequest } from './support/consoleWatch.ts'
import { framesOf, probeFrames, spinnerOverDrawnPage } from './support/frameProbe.ts'
import { useSite, waitForApp } from './support/harness.ts'

/**
 * The loading overlay (docs/product.md §4: off when any request fails) in the browser: the stand-in
 * fails the menu call. During start-up the page is already drawn and the overlay stays off; the
 * navigation that asks for the failed menu again is a wait the viewer caused: the overlay shows while
 * it is pending and is gone once it failed.
 */
const site = useSite()

afterEach(async () => {
  await site.admin.clearFaults()
  await site.admin.clearCalls()
})

const overlay = (page: import('playwright-core').Page) => page.getByTestId(TestId.loadingOverlay)

test.for([
  { fault: 'menu=status:503', console: failedRequest(503), outcome: { fault: 'status', status: 503 } },
  { fault: 'menu=drop', console: failedRequest(), outcome: { fault: 'drop' } },
  { fault: 'menu=malformed', console: undefined, outcome: { fault: 'malformed' } },
])('after $fault the overlay is gone and the page usable', async ({ fault, console: expected, outcome }) => {
  // Only this test's calls: a call of the previous test still held by its latency is logged late.
  const since = Date.now()
  // The wait makes the overlay observable before the failure lands.
  await site.admin.addFaults('menu=latency:600', fault)
  const { page, console } = await site.newPage()
  if (expected) console.allow(expected)
  await probeFrames(page)
  await page.goto('/')
  await waitForApp(page)
  // The menu's answer (the failure) is in: start-up is over, and no frame of it had the overlay.
  await page.getByTestId(TestId.pageLayout).waitFor()
  await expect.poll(async () => (await site.admin.calls()).filter((c) => c.call === 'menu' && c.at >= since).length).toBeGreaterThan(0)
  expect(spinnerOverDrawnPage(await framesOf(page))).toEqual([])

  const menuCallsNow = async () => (await site.admin.calls()).filter((c) => c.call === 'menu' && c.at >= since)
  const menuCalls = await menuCallsNow()
  expect(menuCalls.length).toBeGreaterThan(0)
  expect(menuCalls.map((c) => c.outcome)).toEqual(menuCalls.map(() => outcome))
  // The failure was real: no section came, yet the page is there and nothing blocks it.
  expect(await page.getByTestId(TestId.headerMenuItem).count()).toBe(0)
  expect(await page.getByTestId(TestId.pageTitle).count()).toBe(1)
  await page.getByRole('link', { name: '로그인' }).first().click()
  await page.waitForURL((url) => url.pathname === '/login')
  // The navigation asks for the failed menu again (docs/decisions/1220): the viewer waits for it.
  await overlay(page).waitFor({ state: 'visible' })
  await overlay(page).waitFor({ state: 'detached' })
  // Its answer lands before the next test.
  await expect.poll(async () => (await menuCallsNow()).length, { timeout: 5_000 }).toBeGreaterThan(menuCalls.length)
})
