import { expect, test } from 'vitest'
import { TestId } from '../../web/testids.ts'
import { breakAssets } from './support/brokenChunks.ts'
import { failedRequest } from './support/consoleWatch.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { pageTitle } from './support/pageChecks.ts'

/**
 * The 404 page for unmatched paths (Page Not Found plus the path), and the error page's
 * Internal Server Error variant (a page whose code cannot be loaded), all in Korean.
 */
const site = useSite()

test('an unmatched path shows the 404 page with the path', async () => {
  const { page } = await site.open('/no/such/page?from=mail')
  const error = page.getByTestId(TestId.errorPage)
  expect(await error.getAttribute('data-status')).toBe('404')
  expect(await page.getByTestId(TestId.errorStatus).textContent()).toContain('404')
  expect(await page.getByTestId(TestId.errorPath).textContent()).toBe('/no/such/page?from=mail')
  expect(await pageTitle(page)).toBe('페이지를 찾을 수 없습니다')
  expect(await page.title()).toContain('페이지를 찾을 수 없습니다')
  // Inside the app's frame (footer-only layout): the viewer can find a way on.
  expect(await page.getByTestId(TestId.pageLayout).getAttribute('data-layout')).toBe('footerOnly')
})

test('the 404 page shows a Korean path as the viewer typed it, not percent-encoded', async () => {
  const { page } = await site.open('/없는/페이지?검색=영화')
  expect(await page.getByTestId(TestId.errorPath).textContent()).toBe('/없는/페이지?검색=영화')
  expect(await page.getByTestId(TestId.errorPage).textContent()).not.toMatch(/%[0-9A-F]{2}/)
})

test('a page whose code cannot load shows the Internal Server Error variant with status and description', async () => {
  const { page, console } = await site.newPage()
  console.allow(failedRequest(404))
  await breakAssets(page, '**/assets/FaqPage-*.js')
  await page.goto('/settings/help/faq')
  const error = page.getByTestId(TestId.errorPage)
  await error.waitFor({ timeout: 20_000 })
  await waitForApp(page)
  expect(await error.getAttribute('data-status')).toBe('500')
  expect(await page.getByTestId(TestId.errorStatus).textContent()).toMatch(/500\s*서버 내부 오류/)
  expect(await pageTitle(page)).toBe('서버 오류가 발생했습니다')
  expect(await error.textContent()).toMatch(/화면을 불러오지 못했습니다/)
  expect(await page.getByRole('button', { name: '새로고침' }).count()).toBe(1)
  expect(await page.getByTestId(TestId.errorPath).count()).toBe(0)
})

test("a 20 KB address shows the site's Korean page, not the browser's English error", async () => {
  const { page, console } = await site.newPage()
  console.allow(failedRequest(414))
  const response = await page.goto(`/contents?q=${'a'.repeat(20_000)}`)
  expect(response?.status()).toBe(414)
  const heading = page.getByRole('heading', { level: 1 })
  expect(await heading.textContent()).toBe('페이지를 찾을 수 없습니다')
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the words a viewer sees (not the DOM's)
  const text = await page.locator('body').innerText()
  expect(text).toContain('주소가 너무 길어 페이지를 열 수 없습니다')
  expect(text).not.toMatch(/HTTP ERROR|This page isn|[A-Za-z]{4,}/)
  expect(await page.title()).toBe('페이지를 찾을 수 없습니다 | 스트림')
  // Drawn in the site's Korean web font, so even a machine without a Korean font shows words, not boxes.
  const faces = await page.evaluate(async () => (await document.fonts.load('16px "Pretendard Variable"', '페이지를 찾을 수 없습니다')).length)
  expect(faces).toBeGreaterThan(0)
  // The next step: home, which opens the app.
  await page.getByRole('link', { name: '홈으로' }).click()
  await waitForApp(page)
  expect(new URL(page.url()).pathname).toBe('/')
})
