import type { Page } from 'playwright-core'
import { afterEach, describe, expect, test } from 'vitest'
import { HttpStatusError, TransportError } from '../../core/api/errors.ts'
import { resultCodeTable } from '../../core/contract/index.ts'
import { TestId } from '../../web/testids.ts'
import { waitForGrid, waitForHome } from './support/browse.ts'
import { failedRequest } from './support/consoleWatch.ts'
import { useSite } from './support/harness.ts'

/**
 * A tab kept open past its session token's life keeps browsing (the session renews itself,
 * docs/decisions/1220); boot failures recover once the hosts do; a failure says its real cause
 * and offers only next steps that can help.
 */
const TTL_SEC = 60
let now = Date.now()
const site = useSite({ tokenTtlSec: TTL_SEC, now: () => now })

afterEach(async () => {
  await site.admin.clearFaults()
  await site.admin.clearCalls()
})

/** What the app logs on purpose when a login fails (the page shows its own message). */
const loginFailed = /\[app\] guest login failed/

/** The retvals the stand-in answered a call with, in order. */
const answered = async (call: string) => (await site.admin.calls()).filter((c) => c.call === call).map((c) => c.outcome.retval ?? c.outcome.fault)
const sections = (page: Page) => page.getByTestId(TestId.headerMenuItem)
const errorMessage = (page: Page) => page.locator('.error-state__message')

/** The viewer opens a service section from the header: a client-side navigation with a page call. */
const openSection = async (page: Page) => {
  await sections(page).and(page.locator('[data-section-no="5"]')).click()
  await page.waitForURL((url) => url.search === '?section=5')
  await waitForGrid(page)
}

describe('a tab past its token’s life', () => {
  test('a guest navigates client-side and keeps browsing, with no message', async () => {
    const { page } = await site.open('/')
    await waitForHome(page)
    await sections(page).first().waitFor()
    await site.admin.clearCalls()
    now += (TTL_SEC + 1) * 1000
    await openSection(page)
    // Refused once, then answered (the page reads again for the new session as well); one renewal.
    const list = await answered('contentList')
    expect(list[0]).toBe(-23)
    expect(list.slice(1).length > 0 && list.slice(1).every((retval) => retval === 0)).toBe(true)
    expect(await answered('guestLogin')).toEqual([0])
    expect(await page.getByTestId('browse-error').count()).toBe(0)
    expect(await page.getByTestId(TestId.alertModal).count()).toBe(0)
  })

  test('a member kept signed in stays the member, with no message', async () => {
    const { page } = await site.open('/', { member: 'seed-minji' })
    await page.getByTestId(TestId.accountMenuButton).waitFor()
    await sections(page).first().waitFor()
    await site.admin.clearCalls()
    now += (TTL_SEC + 1) * 1000
    await openSection(page)
    expect(await answered('serviceLogin')).toEqual([0])
    expect(await page.getByTestId(TestId.accountMenuButton).count()).toBe(1)
    expect(await page.getByTestId('browse-error').count()).toBe(0)
    expect(await page.getByTestId(TestId.alertModal).count()).toBe(0)
  })
})

describe('boot failures recover', () => {
  test('after a failed guest login is cleared, 다시 시도 sends it again and the home and the header load', async () => {
    await site.admin.addFaults('guestLogin=status:503')
    const { page, console } = await site.newPage()
    console.allow(failedRequest(503), loginFailed)
    await page.goto('/')
    await errorMessage(page).waitFor()
    expect(await sections(page).count()).toBe(0)
    await site.admin.clearFaults()
    await page.getByRole('button', { name: '다시 시도' }).click()
    await waitForHome(page)
    await sections(page).first().waitFor()
    expect((await answered('guestLogin')).at(-1)).toBe(0)
  })

  test('a failed menu loads again on the next navigation once the host is back', async () => {
    await site.admin.addFaults('menu=status:503')
    const { page, console } = await site.newPage()
    console.allow(failedRequest(503))
    await page.goto('/')
    await waitForHome(page)
    expect(await sections(page).count()).toBe(0)
    await site.admin.clearFaults()
    await page.getByRole('link', { name: '로그인' }).first().click()
    await page.waitForURL((url) => url.pathname === '/login')
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    await sections(page).first().waitFor()
    expect((await answered('menu')).at(-1)).toBe(0)
  })

  test('the home names the real cause: server trouble (503), network, or the service (-2)', async () => {
    const cases = [
      { fault: 'guestLogin=status:503', console: failedRequest(503), message: new HttpStatusError({ call: '', status: 503 }).message_ko },
      { fault: 'guestLogin=drop', console: failedRequest(), message: new TransportError({ call: '', reason: 'network', detail: '' }).message_ko },
      { fault: 'guestLogin=retval:-2', console: undefined, message: resultCodeTable.serviceError.message },
    ]
    const seen: string[] = []
    for (const each of cases) {
      await site.admin.addFaults(each.fault)
      const { page, console } = await site.newPage()
      console.allow(loginFailed, ...(each.console ? [each.console] : []))
      await page.goto('/')
      await errorMessage(page).waitFor()
      seen.push((await errorMessage(page).textContent()) ?? '')
      expect(await page.getByRole('button', { name: '다시 시도' }).count()).toBe(1)
      await site.admin.clearFaults()
    }
    expect(seen).toEqual(cases.map((c) => c.message))
    expect(new Set(seen).size).toBe(3)
  })
})

describe('a request that retrying cannot fix', () => {
  test.for(['/player/qa-free?t=10-5', '/player/qa-free?t=5400-5410'])('%s offers 처음부터 보기, never 다시 시도', async (path) => {
    const { page } = await site.newPage()
    await page.goto(path)
    await page.getByTestId('playback-problem').waitFor()
    expect(await answered('playInfo')).toContain(-11)
    expect(await page.getByRole('button', { name: '다시 시도' }).count()).toBe(0)
    const start = page.getByRole('link', { name: '처음부터 보기' })
    expect(await start.getAttribute('href')).toBe('/player/qa-free')
  })
})
