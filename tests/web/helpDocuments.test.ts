import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { TestId } from '../../web/testids.ts'
import { blockingViolations } from './support/axe.ts'
import { repoRoot } from './support/build.ts'
import { failedRequest } from './support/consoleWatch.ts'
import { useSite } from './support/harness.ts'

/**
 * The help centre's documents (policies and guides) as a viewer reads them, from the stand-in's
 * real content: the title and text, a 목차 whose links land on headings, earlier versions, the
 * in-app view without the site around it, a document that does not exist, and the printed page.
 */
const site = useSite({ helpDir: join(repoRoot, 'cli/hosts/help/content') })

/** Each document address and the title its content gives it. */
const documents = [
  { path: '/settings/help/agree', title: '이용약관' },
  { path: '/settings/help/privacy', title: '개인정보처리방침' },
  { path: '/settings/help/protect', title: '청소년 보호정책' },
  { path: '/settings/help/about', title: '서비스 소개' },
  { path: '/main/policy/app', title: '앱 이용 정책' },
  { path: '/main/policy/bolaa', title: '볼라 제휴 서비스 이용 정책' },
  { path: '/main/policy/skytv', title: '스카이TV 이용권 정책' },
  { path: '/main/policy/premium', title: '프리미엄 이용권 정책' },
  { path: '/main/policy/playy', title: '플레이 이용권 정책' },
  { path: '/settings/transitionHelp', title: '서비스 이전 안내' },
  { path: '/help/firstGuide', title: '처음 이용 안내' },
]

const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const

const viewerPage = async (size: keyof typeof viewports = 'phone'): Promise<Page> => (await site.sharedPage(size, { context: viewports[size] })).page

/** Loads `path` and waits for its document: the h1 with `title` and the document's text. */
const openDocument = async (page: Page, path: string, title: string): Promise<void> => {
  await page.goto(path)
  await page.locator('h1', { hasText: title }).waitFor()
  await page.locator('.help-doc__body p').first().waitFor()
}

/** The 목차's links whose #id names no element on the page (none, when every link lands). */
const tocLinksWithoutTarget = (page: Page) =>
  page
    .locator('.help-doc__toc a')
    .evaluateAll((links) =>
      links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))).filter((id) => !id || document.getElementById(id) === null),
    )

const visible = (page: Page, testId: string) => page.getByTestId(testId).isVisible()

afterEach(async () => {
  for (const size of ['phone', 'desktop'] as const) await (await viewerPage(size)).emulateMedia({ media: 'screen' })
})

describe.for(['phone', 'desktop'] as const)('at %s size', (size) => {
  test.for(documents)(
    '$path shows its document with a 목차 that lands, nothing serious for axe, and prints without the site around it',
    async ({ path, title }) => {
      const page = await viewerPage(size)
      await openDocument(page, path, title)
      expect(await page.locator('h1').allTextContents()).toEqual([title])
      expect((await page.locator('.help-doc__body p').first().textContent())?.trim().length).toBeGreaterThan(10)
      expect(await page.locator('.help-doc__toc a').count()).toBeGreaterThan(0)
      expect(await tocLinksWithoutTarget(page)).toEqual([])
      expect(await blockingViolations(page)).toEqual([])
      const chrome = [TestId.siteHeader, TestId.siteFooter, TestId.footerNavi, TestId.backBar]
      await page.emulateMedia({ media: 'print' })
      for (const part of chrome) expect(await visible(page, part), part).toBe(false)
      expect(await page.locator('.help-doc__body').isVisible()).toBe(true)
    },
  )
})

test.for(documents.filter((d) => d.path.startsWith('/main/policy/')))(
  '$path/app, the in-app view, shows the document alone: no header, footer or back bar',
  async ({ path, title }) => {
    const page = await viewerPage()
    await openDocument(page, `${path}/app`, title)
    for (const part of [TestId.siteHeader, TestId.siteFooter, TestId.footerNavi, TestId.backBar]) expect(await visible(page, part), part).toBe(false)
    // The same document outside the app keeps its way back.
    await openDocument(page, path, title)
    expect(await visible(page, TestId.backBar)).toBe(true)
  },
)

test('an earlier version opens at ?version=, says it is not in force and leads to the one in force', async () => {
  const page = await viewerPage()
  await openDocument(page, '/settings/help/agree?version=1.0', '이용약관')
  const earlier = page.getByTestId('policy-earlier')
  expect(await earlier.textContent()).toContain('현재 시행되지 않습니다')
  expect(await page.locator('.help-doc__dates').textContent()).toBe('시행일 2026년 3월 1일 · 버전 1.0')
  await earlier.getByRole('link', { name: '현행 버전(2.0) 보기' }).click()
  await page.waitForURL((url) => url.pathname === '/settings/help/agree' && url.search === '')
  await page.locator('.help-doc__dates', { hasText: '버전 2.0' }).waitFor()
  expect(await earlier.count()).toBe(0)
  // The version list marks the one in force and links the earlier one.
  expect(await page.locator('.policy__versions li', { hasText: '버전 2.0' }).textContent()).toContain('현행')
  expect(await page.locator('.policy__versions a', { hasText: '버전 1.0' }).getAttribute('href')).toBe('/settings/help/agree?version=1.0')
})

test('a 목차 link and an address with #anchor both bring the heading into view', async () => {
  const page = await viewerPage()
  await openDocument(page, '/settings/help/privacy', '개인정보처리방침')
  const last = page.locator('.help-doc__toc a').last()
  const id = decodeURIComponent((await last.getAttribute('href'))!.slice(1))
  const heading = page.locator(`[id="${id}"]`)
  expect(await heading.isVisible()).toBe(true)
  expect(await heading.evaluate((h) => h.getBoundingClientRect().top > window.innerHeight)).toBe(true)
  await last.click()
  await page.waitForFunction((target) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1
    return top >= 0 && top < window.innerHeight
  }, id)
  // Arriving from elsewhere in the app with the anchor in the address.
  await openDocument(page, '/settings/help/agree', '이용약관')
  await page.evaluate((target) => {
    const link = document.createElement('a')
    link.href = `/settings/help/privacy#${encodeURIComponent(target)}`
    link.textContent = 'to privacy'
    document.querySelector('.help-doc__body')!.append(link)
    link.click()
  }, id)
  await page.waitForFunction((target) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1
    return top >= 0 && top < window.innerHeight
  }, id)
})

test('an unknown document and an unknown version say so in Korean with a way on', async () => {
  const page = await viewerPage()
  await page.goto('/main/policy/nosuch')
  await page.getByText('요청하신 문서가 없습니다').waitFor()
  await page.getByRole('link', { name: '도움말로' }).click()
  await page.waitForURL((url) => url.pathname === '/settings/help')
  await page.goto('/settings/help/privacy?version=9.9')
  await page.getByText('요청하신 버전을 찾을 수 없습니다').waitFor()
  await page.getByRole('link', { name: '현행 버전 보기' }).click()
  await page.locator('.help-doc__dates', { hasText: '버전 3.0' }).waitFor()
})

test('a failed read offers 다시 시도, which shows the document once the host answers', async () => {
  const { page, console } = await site.newPage()
  console.allow(failedRequest(503))
  await site.admin.addFaults('policyDocument=status:503')
  try {
    await page.goto('/settings/help/protect')
    await page.getByText('문서를 불러오지 못했습니다').waitFor()
  } finally {
    await site.admin.clearFaults()
  }
  await page.getByRole('button', { name: '다시 시도' }).click()
  await page.locator('h1', { hasText: '청소년 보호정책' }).waitFor()
  await page.locator('.help-doc__body p').first().waitFor()
})
