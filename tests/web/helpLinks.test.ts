import { join } from 'node:path'
import { expect, test } from 'vitest'
import { TestId } from '../../web/testids.ts'
import { repoRoot } from './support/build.ts'
import { useSite, waitForApp } from './support/harness.ts'

/**
 * As a new viewer would try it: every link of the footer and of /settings's help list opens a real
 * page in Korean (its own heading and text, never a not-found or an error).
 */
const site = useSite({ helpDir: join(repoRoot, 'cli/hosts/help/content') })

/** The links' addresses in `selector`'s links, in order. */
const hrefsIn = async (page: import('playwright-core').Page, selector: string) =>
  page
    .locator(selector)
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))

const opensARealPage = async (path: string) => {
  const { page } = await site.sharedPage('reader')
  await page.goto(path)
  await waitForApp(page)
  const main = page.locator('main')
  // The page's own text, not a skeleton: some paragraph or list item of real length.
  await main
    .locator('p, li')
    .filter({ hasText: /[가-힣]+ [가-힣]+ [가-힣]+/ })
    .first()
    .waitFor()
  expect(await page.getByTestId(TestId.pageTitle).first().textContent()).toMatch(/[가-힣]/)
  expect(await main.textContent()).not.toMatch(/문서가 없습니다|찾을 수 없습니다|공지사항이 없습니다|불러오지 못했습니다/)
}

test('every information link of the footer opens its document', async () => {
  const { page } = await site.open('/')
  const links = await hrefsIn(page, `[data-testid="${TestId.siteFooter}"] nav[aria-label="서비스 정보"]`)
  expect(links).toEqual(expect.arrayContaining(['/settings/help/agree', '/settings/help/privacy', '/settings/help/protect']))
  for (const href of links) await opensARealPage(href)
})

test("every link of /settings's help list opens its page or document", async () => {
  const { page } = await site.open('/settings')
  const links = await hrefsIn(page, 'nav[aria-label="도움말과 약관"]')
  expect(links.length).toBeGreaterThanOrEqual(15)
  expect(links).toEqual(expect.arrayContaining(['/settings/help/agree', '/main/policy/app', '/main/policy/skytv', '/settings/transitionHelp']))
  for (const href of links) await opensARealPage(href)
})
