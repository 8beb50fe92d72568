import type { Page } from 'playwright-core'
import { TestId } from '../../../web/testids.ts'
import { type Account, loginPage } from './loginPage.ts'

/** The account pages as a test uses them: /user/findPassword, /settings/account, /user/unregister (docs/decisions/1440). */

/** Logs in through /login and lands on `returnTo` (the login page's return address) as the member. */
export const logIn = async (page: Page, account: Account, returnTo = '/'): Promise<void> => {
  await page.goto(`/login?return_url=${encodeURIComponent(returnTo)}`)
  await loginPage(page).login(account)
  await page.waitForURL((url) => url.pathname === returnTo)
  await page.getByTestId(TestId.accountMenuButton).waitFor()
}

export const findPasswordPage = (page: Page) => ({
  async askFor(email: string): Promise<void> {
    await page.getByLabel('가입한 이메일').fill(email)
    await page.getByRole('button', { name: /임시 비밀번호 (다시 )?받기/ }).click()
  },
  async reset(code: string, password: string): Promise<void> {
    await page.getByLabel('임시 비밀번호', { exact: true }).fill(code)
    await page.getByLabel('새 비밀번호').fill(password)
    await page.getByRole('button', { name: '비밀번호 바꾸기' }).click()
  },
  /** The rules the new password keeps now, as the list ticks them off. */
  kept: () => page.locator('.password-rules li[data-holds="true"]').count(),
  /** Waits for a form's outcome line to say `text`. */
  said: (text: string | RegExp) => page.locator('.account__message').filter({ hasText: text }).first().waitFor(),
})

export const accountSettingsPage = (page: Page) => ({
  async changePassword(current: string, next: string): Promise<void> {
    await page.getByLabel('현재 비밀번호').fill(current)
    await page.getByLabel('새 비밀번호').fill(next)
    await page.getByRole('button', { name: '비밀번호 변경' }).click()
  },
  devices: () => page.getByRole('list', { name: '로그인한 기기 목록' }).getByRole('listitem'),
  endOthers: () => page.getByRole('button', { name: '이 기기 외 모두 로그아웃' }).click(),
  said: (text: string | RegExp) => page.locator('.account__message').filter({ hasText: text }).first().waitFor(),
})
