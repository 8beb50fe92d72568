import { expect, test } from 'vitest'
import { TestId } from '../../web/testids.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { loginPage } from './support/loginPage.ts'
import { expectSentToLogin, pageTitle } from './support/pageChecks.ts'

/**
 * The auth guard: a guest who opens a login-required page lands on /login with that page as the
 * return address, signs in with a seed account through the form, and is back on the page.
 */
const site = useSite()
const minji = { email: 'minji@example.com', password: 'minji1234!' }

test('guest opens /myPage, lands on /login, signs in and is back on /myPage', async () => {
  const { page } = await site.open('/myPage')
  await expectSentToLogin(page, '/myPage')
  await loginPage(page).login(minji)
  await page.waitForURL((url) => url.pathname === '/myPage')
  await waitForApp(page)
  expect(await pageTitle(page)).toBe('마이페이지')
  // A member now: the stand-in holds a live member session for the seed account.
  const members = (await site.hosts.sessions()).filter((s) => s.kind === 'member' && !s.ended)
  expect(members.some((s) => s.accountId === 'minji')).toBe(true)
})

test('the return address keeps its query', async () => {
  const { page } = await site.open('/settings/account?from=menu')
  await expectSentToLogin(page, '/settings/account?from=menu')
  await loginPage(page).login(minji)
  await page.waitForURL((url) => url.pathname === '/settings/account')
  expect(new URL(page.url()).search).toBe('?from=menu')
  expect(await pageTitle(page)).toBe('계정 설정')
})

test('a wrong password keeps the guest on /login with the Korean message in the alert', async () => {
  const { page } = await site.open('/pay')
  await expectSentToLogin(page, '/pay')
  await loginPage(page).login({ email: minji.email, password: 'wrong-password' })
  const alert = page.getByTestId(TestId.alertModal)
  await alert.waitFor()
  expect(await page.getByTestId(TestId.alertMessage).textContent()).toMatch(/[가-힣]/)
  expect(new URL(page.url()).pathname).toBe('/login')
})

test('a crafted return address (dot segments that resolve to //evil.example) lands on the home after login', async () => {
  const { page } = await site.open('/login?return_url=%2F.%2F%2Fevil.example%2Fx')
  await loginPage(page).login(minji)
  await page.waitForURL((url) => url.pathname === '/')
  await waitForApp(page)
  expect(new URL(page.url()).origin).toBe(site.origin)
  expect(await page.getByTestId(TestId.errorPage).count()).toBe(0)
  expect(await pageTitle(page)).toBe('홈')
})
