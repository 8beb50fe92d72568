import { describe, expect, test } from 'vitest'
import { TestId } from '../../web/testids.ts'
import { blockingViolations } from './support/axe.ts'
import { missingBackdrop } from './support/consoleWatch.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { type RouteSample, routeSamples } from './support/routeSamples.ts'

/**
 * axe-core on every route, as a guest and (for login-required routes) as a member: no serious
 * or critical violation. One page per role is kept for the file, so each route is a full load
 * with a warm HTTP cache.
 */
const site = useSite()

const audit = async (role: 'guest' | 'member', route: RouteSample) => {
  const { page, console } = await site.sharedPage(role, role === 'member' ? { member: 'seed-minji' } : {})
  // The sample player and scene addresses name no title, so they have no backdrop.
  console.allow(missingBackdrop)
  await page.goto(route.path)
  await waitForApp(page)
  await page.getByTestId(TestId.loadingOverlay).waitFor({ state: 'detached' })
  // The page audited is the one asked for (a guest on a login-required route audits /login).
  expect(new URL(page.url()).pathname).toBe(role === 'guest' && route.guarded ? '/login' : route.finalPath)
  expect(await blockingViolations(page)).toEqual([])
}

describe('as a guest', () => {
  test.for(routeSamples)('$path', (route) => audit('guest', route))
})

describe('as a member', () => {
  test.for(routeSamples.filter((route) => route.guarded))('$path', (route) => audit('member', route))
})

test('the error page (404) too', async () => {
  const { page } = await site.sharedPage('guest')
  await page.goto('/no/such/page')
  await page.getByTestId(TestId.errorPage).waitFor()
  expect(await blockingViolations(page)).toEqual([])
})

test('the audit itself reports a critical violation when one is there', async () => {
  const { page } = await site.sharedPage('guest')
  await page.goto('/')
  await waitForApp(page)
  // An image with no text alternative: axe's image-alt rule, impact critical.
  await page.evaluate(() => document.querySelector('main')?.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })))
  expect((await blockingViolations(page)).map((v) => v.rule)).toContain('image-alt')
})

test('the open account menu and the phone tab row with its arrows too', async () => {
  const { page } = await site.newPage({ member: 'seed-minji', context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } })
  await page.goto('/contents?section=6')
  await waitForApp(page)
  await page.getByTestId(TestId.tabRowMore).first().waitFor()
  await page.getByTestId(TestId.accountMenuButton).tap()
  await page.getByTestId(TestId.accountMenu).waitFor()
  expect(await blockingViolations(page)).toEqual([])
})
