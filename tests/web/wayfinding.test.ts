import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import type { Notice } from '../../core/api/schemas.ts'
import { TestId } from '../../web/testids.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { myPage } from './support/myPage.ts'
import { pageTitle } from './support/pageChecks.ts'

/**
 * Wayfinding in Chromium: where the header says the viewer is, how a member reaches
 * my page, settings and logout, the service tab row on a phone, a closed notice that stays
 * closed, the compact bar of header-less pages, and no raw address shown as words.
 */
const site = useSite()
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const desktop = { viewport: { width: 1366, height: 900 } }

/** The section numbers the header marks as current (aria-current). */
const markedSections = (page: Page) =>
  page
    .getByTestId(TestId.headerMenuItem)
    .and(page.locator('[aria-current]'))
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-section-no')))

/**
 * Asserts the marked sections once they settle: the address bar changes a moment before the
 * header re-renders for the new page, so the check waits (up to 5 s) for `expected` first.
 */
const expectMarked = async (page: Page, expected: readonly string[], label?: string) => {
  const want = JSON.stringify(expected)
  await page
    .waitForFunction(
      (w) =>
        JSON.stringify([...document.querySelectorAll('[data-testid="header-menu-item"][aria-current]')].map((a) => a.getAttribute('data-section-no'))) === w,
      want,
      { timeout: 5_000 },
    )
    .catch(() => {})
  expect(await markedSections(page), label).toEqual(expected)
}

/** Waits for the header's sections (the menu call) to be there. */
const sectionsShown = (page: Page) => page.getByTestId(TestId.headerMenuItem).first().waitFor()

test('the header marks a section only on pages of that section', async () => {
  const { page } = await site.open('/', { context: desktop })
  await sectionsShown(page)
  // The home is the home section's (전체) page.
  await expectMarked(page, ['3'])
  await page.getByTestId(TestId.headerMenuItem).and(page.locator('[data-section-no="5"]')).click()
  await page.waitForURL((url) => url.search === '?section=5')
  await expectMarked(page, ['5'])
  // Pages of no section mark none, even right after a section was visited.
  for (const path of ['/search', '/login', '/no-such-page', '/settings/help/notice']) {
    await page.goto(path)
    await waitForApp(page)
    await sectionsShown(page)
    await expectMarked(page, [], path)
  }
  // The content list without ?section= is the current menu's section (restored from current_menu).
  await page.goto('/contents')
  await waitForApp(page)
  await sectionsShown(page)
  await expectMarked(page, ['5'])
})

test('my page marks no section', async () => {
  const { page } = await site.open('/myPage', { member: 'seed-minji', context: desktop })
  await sectionsShown(page)
  await expectMarked(page, [])
})

test('a member finds 마이페이지, 설정 and 로그아웃 in the header menu, by mouse and by keyboard', async () => {
  const { page } = await site.open('/', { member: 'seed-minji', context: desktop })
  const button = page.getByTestId(TestId.accountMenuButton)
  await button.waitFor()
  // The member's name and picture.
  expect(await button.textContent()).toContain('김민지')
  const avatar = button.locator('img')
  await avatar.waitFor()
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-testid="account-menu-button"] img')?.complete === true)
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(await button.getAttribute('aria-haspopup')).toBe('menu')

  // Mouse: open, then Escape closes it and focus is back on the button.
  await button.click()
  const menu = page.getByTestId(TestId.accountMenu)
  await menu.waitFor()
  expect(await button.getAttribute('aria-expanded')).toBe('true')
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['프로필 변경', '마이페이지', '설정', '로그아웃'])
  await page.keyboard.press('Escape')
  await menu.waitFor({ state: 'detached' })
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)

  // Keyboard: Enter opens on the first item (프로필 변경), ↓ ↓ moves to 설정, Enter follows it.
  await page.keyboard.press('Enter')
  await menu.waitFor()
  await page.waitForFunction(() => document.activeElement?.textContent === '프로필 변경')
  await page.keyboard.press('ArrowDown')
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('마이페이지')
  await page.keyboard.press('ArrowDown')
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('설정')
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/settings')
  await waitForApp(page)
  // The new page's h1, not the one it replaces.
  await page
    .getByTestId(TestId.pageTitle)
    .filter({ hasText: /^설정$/ })
    .waitFor()
  expect(await pageTitle(page)).toBe('설정')
  await menu.waitFor({ state: 'detached' })

  // A click outside closes it.
  await button.click()
  await menu.waitFor()
  await page.getByTestId(TestId.pageTitle).click()
  await menu.waitFor({ state: 'detached' })

  // 로그아웃: confirmed, the viewer is a guest on the home.
  await button.click()
  await menu.getByRole('menuitem', { name: '로그아웃' }).click()
  await page.getByTestId(TestId.alertButton).and(page.locator('[data-action="confirm"]')).click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByRole('link', { name: '로그인' }).waitFor()
  expect(await button.count()).toBe(0)
})

test('my page leads on to settings and logout', async () => {
  // Not seed-minji: the header menu's test logged that key out, and a logout revokes it.
  const { page } = await site.open('/myPage', { member: 'seed-haneul', context: phone })
  const account = myPage(page).accountLinks
  await account.getByRole('link', { name: '설정', exact: true }).tap()
  await page.waitForURL((url) => url.pathname === '/settings')
  await waitForApp(page)
  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/myPage')
  await myPage(page).logout.tap()
  await page.getByTestId(TestId.alertButton).and(page.locator('[data-action="confirm"]')).tap()
  await page.waitForURL((url) => url.pathname === '/')
})

/** The row's box and the current tab's box, in the row's own coordinates. */
const rowState = (page: Page) =>
  page.getByTestId(TestId.headerMenu).evaluate((nav) => {
    const row = nav.querySelector('ul')!
    const current = row.querySelector('[aria-current]')
    const rowBox = row.getBoundingClientRect()
    const box = current?.getBoundingClientRect()
    return {
      scrollLeft: row.scrollLeft,
      scrolls: row.scrollWidth > row.clientWidth,
      currentInView: box ? box.left >= rowBox.left - 1 && box.right <= rowBox.right + 1 : null,
      more: [...nav.querySelectorAll('[data-testid="tab-row-more"]')].map((b) => b.getAttribute('data-direction')),
    }
  })

test('on a phone the service tab row shows that it scrolls and keeps the current tab in view', async () => {
  const { page } = await site.open('/', { context: phone })
  await sectionsShown(page)
  const start = await rowState(page)
  expect(start.scrolls).toBe(true)
  expect(start.more).toEqual(['end'])
  await page.getByTestId(TestId.tabRowMore).and(page.locator('[data-direction="end"]')).tap()
  await page.waitForFunction(() => (document.querySelector('[data-testid="header-menu"] ul')?.scrollLeft ?? 0) > 0)
  await page.waitForFunction(() => document.querySelector('[data-testid="tab-row-more"][data-direction="start"]') !== null)

  // The last service, opened from a link: its tab is scrolled into view.
  await page.goto('/contents?section=11')
  await waitForApp(page)
  await page.waitForFunction(() => document.querySelector('[data-testid="header-menu"] [aria-current]') !== null)
  const end = await rowState(page)
  expect(end.currentInView).toBe(true)
  expect(end.scrollLeft).toBeGreaterThan(0)
  expect(end.more).toContain('start')
})

test('a closed notice stays closed across full loads until a newer notice arrives', async () => {
  const { page } = await site.open('/')
  const bar = page.getByTestId(TestId.topNoticeBar)
  await bar.waitFor()
  await page.getByTestId(TestId.topNoticeClose).click()
  await bar.waitFor({ state: 'detached' })
  await page.reload()
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  expect(await bar.count()).toBe(0)

  // A newer notice leads the list: it shows.
  await page.route('**/v3/setting/recentNoticeInfo', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { retval: number; output: { top_notice_list: Notice[] } }
    const newest = { ...body.output.top_notice_list[0]!, notice_no: body.output.top_notice_list[0]!.notice_no + 1, title: '새 공지: 점검 일정 변경' }
    body.output.top_notice_list = [newest, ...body.output.top_notice_list]
    await route.fulfill({ response, json: body })
  })
  await page.reload()
  await waitForApp(page)
  await bar.waitFor()
  expect(await bar.textContent()).toContain('새 공지: 점검 일정 변경')
})

test('a header-less page opened from a shared link offers 홈으로 and the site name; after browsing, 뒤로 goes back', async () => {
  const { page } = await site.open('/tag/romance', { context: phone })
  const bar = page.getByTestId(TestId.backBar)
  expect(await bar.getByRole('link', { name: '스트림' }).count()).toBe(1)
  const back = bar.getByRole('button')
  expect((await back.textContent())?.trim()).toContain('홈으로')
  await back.tap()
  await page.waitForURL((url) => url.pathname === '/')
  await waitForApp(page)

  // Inside the site: the category tab, then back to where the viewer was.
  await page.getByTestId(TestId.footerNaviItem).filter({ hasText: '카테고리' }).tap()
  await page.waitForURL((url) => url.pathname === '/category')
  await waitForApp(page)
  expect((await back.textContent())?.trim()).toContain('뒤로')
  await back.tap()
  await page.waitForURL((url) => url.pathname === '/')
})

test('no raw address or internal name is shown as words', async () => {
  const cases = [
    { path: '/contents/some-movie', raw: ['some-movie', '작품 주소'] },
    // The tag's Korean name (#로맨스) is what a viewer reads; its address (romance) is not.
    { path: '/tag/romance', raw: ['romance'] },
    { path: '/main/policy/app/1', raw: ['재생', '보기용'] },
  ]
  for (const { path, raw } of cases) {
    const { page } = await site.open(path)
    const text = (await page.locator('main').textContent()) ?? ''
    for (const word of raw) expect(text, `${path} shows ${word}`).not.toContain(word)
    expect(text).toMatch(/[가-힣]/)
  }
})
