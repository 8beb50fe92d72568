import { expect, test } from 'vitest'
import { StorageKey } from '../../core/ports/storage.ts'
import { TestId } from '../../web/testids.ts'
import { breakAssets, countDocumentLoads, reloadGuardStamp } from './support/brokenChunks.ts'
import { failedRequest } from './support/consoleWatch.ts'
import { useSite, waitForApp } from './support/harness.ts'

/**
 * The reload guard (docs/product.md §8): a page whose code fails to load reloads the target path
 * once; failing again inside the 10 s window shows the error page instead of reloading again.
 * The page's code is broken on the wire (404), as after a deployment removed old chunks.
 */
const site = useSite()

/** Waits for the error page, then for the network to go quiet, so a looping reload would have shown. */
const settleOnErrorPage = async (page: import('playwright-core').Page) => {
  await page.getByTestId(TestId.errorPage).waitFor({ timeout: 20_000 })
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  expect(await page.getByTestId(TestId.errorPage).getAttribute('data-status')).toBe('500')
}

test('opening a page whose code is gone reloads once, then shows the error page', async () => {
  const { page, console } = await site.newPage()
  console.allow(failedRequest(404))
  const loads = countDocumentLoads(page)
  await breakAssets(page, '**/assets/FaqPage-*.js')
  await page.goto('/settings/help/faq')
  await settleOnErrorPage(page)
  const url = `${site.origin}/settings/help/faq`
  expect(loads()).toEqual([url, url])
  expect(Number(await reloadGuardStamp(page, StorageKey.reloadGuardAt))).toBeGreaterThan(0)
})

test('a link to a page whose code is gone reloads that page once, then shows the error page', async () => {
  const { page, console } = await site.open('/')
  console.allow(failedRequest(404))
  const loads = countDocumentLoads(page)
  await breakAssets(page, '**/assets/NoticePage-*.js')
  await page.getByTestId(TestId.siteFooter).getByRole('link', { name: '공지사항' }).click()
  await settleOnErrorPage(page)
  expect(loads()).toEqual([`${site.origin}/settings/help/notice`])
  expect(new URL(page.url()).pathname).toBe('/settings/help/notice')
})

// All CSS is one inlined file (decision 0802): what a page can lose besides its own
// chunk is a chunk it imports, here the endless list's grid the contents, tag and list pages share.
test('a page whose imported code is gone reloads once, then shows the error page', async () => {
  const { page, console } = await site.open('/')
  console.allow(failedRequest(404))
  const loads = countDocumentLoads(page)
  // The lists' shared chunk (the grid and usePagedList), which the list page imports and the entry does not.
  const broken = await breakAssets(page, '**/assets/TitleGrid-*.js')
  const tab = page.getByTestId(TestId.headerMenuItem).first()
  const target = new URL((await tab.getAttribute('href')) ?? '', site.origin)
  await tab.click()
  await expect.poll(broken, { message: 'the list page asks for the broken chunk' }).toBeGreaterThan(0)
  await settleOnErrorPage(page)
  expect(loads()).toEqual([target.href])
})

test('control: a link to a page whose code is there is a client-side navigation, no reload', async () => {
  const { page } = await site.open('/')
  const loads = countDocumentLoads(page)
  await page.getByTestId(TestId.siteFooter).getByRole('link', { name: '공지사항' }).click()
  await page.waitForURL((url) => url.pathname === '/settings/help/notice')
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  expect(loads()).toEqual([])
  expect(await page.getByTestId(TestId.errorPage).count()).toBe(0)
})
