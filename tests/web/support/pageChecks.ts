import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { TestId } from '../../../web/testids.ts'
import type { RouteSample } from './routeSamples.ts'

/** The page's h1 (the page-title test id), trimmed. */
export const pageTitle = async (page: Page): Promise<string> => ((await page.getByTestId(TestId.pageTitle).first().textContent()) ?? '').trim()

/** Asserts that `page` shows the route's page: its Korean h1 and document title, its layout and header. */
export const expectRoutePage = async (page: Page, route: RouteSample): Promise<void> => {
  const h1 = await pageTitle(page)
  if (typeof route.title === 'string') expect(h1).toBe(route.title)
  else expect(h1).toMatch(route.title)
  expect(h1).toMatch(/[가-힣]/)
  expect(await page.title()).toContain(h1)
  expect(new URL(page.url()).pathname).toBe(route.finalPath)
  const layout = page.getByTestId(TestId.pageLayout)
  expect(await layout.getAttribute('data-layout')).toBe(route.shown.layout)
  const header = page.getByTestId(TestId.siteHeader)
  const hasHeader = route.shown.layout !== 'empty' && route.shown.header !== 'none'
  expect(await header.count()).toBe(hasHeader ? 1 : 0)
  if (hasHeader) expect(await header.getAttribute('data-header-type')).toBe(route.shown.header)
}

/** Asserts that a guest who asked for `path` is on the login page with `path` as the return address. */
export const expectSentToLogin = async (page: Page, path: string): Promise<void> => {
  const url = new URL(page.url())
  expect(url.pathname).toBe('/login')
  expect(url.searchParams.get('return_url')).toBe(decodeURIComponent(path))
  expect(await pageTitle(page)).toBe('로그인')
}
