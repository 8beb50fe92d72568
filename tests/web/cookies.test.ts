import type { BrowserContext, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { TestId } from '../../web/testids.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { pageTitle } from './support/pageChecks.ts'

/**
 * The cookies the shell writes as a viewer moves around (docs/product.md §2, §3, §9): return_url (the
 * previous full path, a session cookie) on every navigation, current_menu (persistent) when a
 * section is chosen in the header or footer menu. Read back from the browser's own cookie jar.
 */
const site = useSite()

const cookie = async (context: BrowserContext, name: string) => {
  const found = (await context.cookies()).find((c) => c.name === name)
  return found ? { ...found, value: decodeURIComponent(found.value) } : undefined
}

const clickTab = async (page: Page, label: string, path: string) => {
  await page.getByTestId(TestId.footerNaviItem).filter({ hasText: label }).tap()
  await page.waitForURL((url) => url.pathname === path)
  await waitForApp(page)
}

/**
 * The product's persistent cookies expire on 31 Dec 2099, but Chromium caps any cookie's lifetime at
 * 400 days: more than a year from now is what a browser can show of "2099".
 */
const aYearFromNow = () => Date.now() / 1000 + 365 * 24 * 3600

/** A phone: the bottom tab bar is the mobile navigation. */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

test('return_url holds the previous full path after navigating between pages', async () => {
  const { page, context } = await site.open('/', { context: phone })
  expect(await cookie(context, 'return_url')).toBeUndefined()

  await clickTab(page, '검색', '/search')
  expect((await cookie(context, 'return_url'))?.value).toBe('/')

  await clickTab(page, '카테고리', '/category')
  const returnUrl = await cookie(context, 'return_url')
  expect(returnUrl?.value).toBe('/search')
  // A session cookie (docs/product.md §9): no expiry.
  expect(returnUrl?.expires).toBe(-1)
  expect(returnUrl?.path).toBe('/')
  expect(returnUrl?.sameSite).toBe('Lax')
})

test('current_menu is written when a section is chosen in the header menu, and restored on the next visit', async () => {
  const { page, context } = await site.open('/')
  const premium = page.getByTestId(TestId.headerMenuItem).and(page.locator('[data-section-no="5"]'))
  await premium.click()
  await page.waitForURL((url) => url.pathname === '/contents')
  const written = await cookie(context, 'current_menu')
  expect(written).toBeDefined()
  expect(JSON.parse(written!.value)).toMatchObject({ section_no: 5, section_name: '프리미엄' })
  expect(written!.expires).toBeGreaterThan(aYearFromNow())

  // A full load: boot restores the chosen section from the cookie; the content list without a
  // ?section= shows the current menu's section, so the header marks it (docs/decisions/0702).
  await page.goto('/contents')
  await waitForApp(page)
  const chosen = page.getByTestId(TestId.headerMenuItem).and(page.locator('[aria-current="true"]'))
  expect(await chosen.getAttribute('data-section-no')).toBe('5')
})

test('current_menu is written when a section is chosen in the footer menu', async () => {
  const { page, context } = await site.open('/')
  await page.getByTestId(TestId.footerMenuItem).and(page.locator('[data-section-no="4"]')).click()
  await page.waitForURL((url) => url.pathname === '/contents')
  await waitForApp(page)
  expect(JSON.parse((await cookie(context, 'current_menu'))!.value)).toMatchObject({ section_no: 4, section_name: '무료' })
  expect(await pageTitle(page)).toContain('무료')
})

test('a refused automatic login clears auto_login and the login key: the next visit is a plain guest visit', async () => {
  const { page, context } = await site.open('/', { member: 'not-a-key' })
  await expect.poll(async () => (await cookie(context, 'auto_login'))?.value).toBeUndefined()
  expect(await cookie(context, 'login_key')).toBeUndefined()
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await page.reload()
  await waitForApp(page)
  expect(asked.filter((path) => path.endsWith('/serviceLogin'))).toEqual([])
  expect(asked.filter((path) => path.endsWith('/guestLogin'))).toHaveLength(1)
})

test('the ticket cookie lasts the browser session and the device_id is persistent', async () => {
  const { context } = await site.open('/', { member: 'seed-minji' })
  await expect.poll(async () => (await cookie(context, 'ticket'))?.value).toBeTruthy()
  expect((await cookie(context, 'ticket'))?.expires).toBe(-1)
  expect((await cookie(context, 'device_id'))?.expires).toBeGreaterThan(aYearFromNow())
})
