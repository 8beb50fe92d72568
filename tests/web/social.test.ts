import { describe, expect, test } from 'vitest'
import { webSetup } from './support/webSetup.ts'
import { TestId } from '../../web/testids.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { pageTitle } from './support/pageChecks.ts'
import { emulatorWindow, socialLogin } from './support/socialLogin.ts'

/**
 * 간편 로그인 through the Firebase Auth emulator (docs/decisions/1430), in Chromium against the
 * built site: the emulator's sign-in window, its ID token to the stand-in's socialLogin, and the
 * popup's rules (a closed window is reported after the wait; a second window replaces the first).
 */
describe.skipIf(!webSetup().firebaseTools)('social sign-in', () => {
  const site = useSite({ authEmulator: true })

  test('a Google sign-in in the popup makes an account and signs the viewer in', async () => {
    const { page } = await site.open('/login')
    const popup = await socialLogin(page).open('google')
    await emulatorWindow(popup).addAccount('saebyeok@example.com', '이새벽')
    await page.waitForURL((url) => url.pathname === '/')
    await waitForApp(page)
    expect(await pageTitle(page)).toBe('홈')
    // A new account (not a seed member's) holds a live member session, kept signed in (자동 로그인 is on by default).
    const members = (await site.hosts.sessions()).filter((s) => s.kind === 'member' && !s.ended)
    expect(members.map((s) => s.accountId).filter((id) => id?.startsWith('u-'))).toHaveLength(1)
    expect((await page.context().cookies()).some((c) => c.name === 'login_key')).toBe(true)
    expect(popup.isClosed()).toBe(true)
  })

  test('closing the sign-in window is told beside the buttons after the wait, in Korean', async () => {
    const { page } = await site.open('/login')
    const popup = await socialLogin(page).open('google')
    await popup.close()
    expect(await socialLogin(page).noteFor('popup-closed-by-user')).toMatch(/[가-힣]/)
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  test('a second sign-in window replaces the first', async () => {
    const { page } = await site.open('/login')
    const social = socialLogin(page)
    const first = await social.open('google')
    const firstClosed = first.waitForEvent('close')
    const second = await social.open('facebook')
    await firstClosed
    expect(await social.noteFor('cancelled-popup-request')).toMatch(/[가-힣]/)
    expect(new URL(second.url()).searchParams.get('providerId')).toBe('facebook.com')
    await emulatorWindow(second).addAccount('haneul@example.com', '최하늘')
    await page.waitForURL((url) => url.pathname === '/')
    const members = (await site.hosts.sessions()).filter((s) => s.kind === 'member' && !s.ended)
    expect(members.some((s) => s.accountId === 'haneul')).toBe(true)
  })

  test("an email account's email is sent to the email form with the Korean reason", async () => {
    const { page } = await site.open('/login')
    const popup = await socialLogin(page).open('apple')
    await emulatorWindow(popup).addAccount('minji@example.com', '김민지')
    const reason = page.getByTestId(TestId.loginError)
    await reason.waitFor()
    expect(await reason.textContent()).toBe('이메일로 가입한 계정입니다. 이메일로 로그인해 주세요.')
    await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, TestId.loginEmail)
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  test('a blocked popup offers signing in in this tab, which comes back to /login and signs the viewer in', async () => {
    const { page, context, console } = await site.newPage()
    // The emulator's own page, in this tab for a while, fetches its styles from a CDN: offline that fails there.
    console.allow(/ at http:\/\/localhost:\d+\/emulator\/auth\/handler/)
    const membersBefore = new Set((await site.hosts.sessions()).filter((s) => s.kind === 'member').map((s) => s.accountId))
    // A browser that blocks the window: window.open answers null, as it does then.
    await context.addInitScript(() => {
      window.open = () => null
    })
    await page.goto('/login')
    await waitForApp(page)
    await page.locator(`[data-testid="${TestId.socialButton}"][data-provider="google"]`).click()
    await page.getByTestId(TestId.alertModal).waitFor()
    expect(await page.getByTestId(TestId.alertMessage).textContent()).toMatch(/차단/)
    await page.locator(`[data-testid="${TestId.alertButton}"][data-action="redirect"]`).click()
    await page.waitForURL((url) => url.pathname === '/emulator/auth/handler')
    await emulatorWindow(page).addAccount('dawn@example.com', '김새벽')
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 })
    const members = (await site.hosts.sessions()).filter((s) => s.kind === 'member' && !s.ended && !membersBefore.has(s.accountId))
    expect(members.map((s) => s.accountId)).toEqual([expect.stringMatching(/^u-/)])
  })
})
