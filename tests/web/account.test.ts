import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { ResultCode } from '../../core/contract/index.ts'
import { TEMP_PASSWORD_MS, dormantSeed } from '../../cli/hosts/auth/accountCare.ts'
import { TestId } from '../../web/testids.ts'
import { asGuest, lastTempPassword } from '../cli/accountHelpers.ts'
import { accountSettingsPage, findPasswordPage, logIn } from './support/accountPages.ts'
import { useSite } from './support/harness.ts'
import { loginPage } from './support/loginPage.ts'

/**
 * Recovering, managing and leaving an account in Chromium (docs/decisions/1440): 비밀번호 찾기 with
 * the temporary password the stand-in prints, the account page's password, devices and profile,
 * a dormant account's 휴면 해제, and 회원 탈퇴.
 */
let now = Date.now()
const printed: string[] = []
const site = useSite({ now: () => now, print: (line) => void printed.push(line) })

let made = 0
/** A fresh email account (signUp over HTTP), so each test changes only its own. */
const newAccount = async (): Promise<{ email: string; password: string }> => {
  made += 1
  const account = { email: `web${made}-${Date.now()}@example.com`, password: 'first1234!' }
  const answer = await asGuest(site.hosts.hosts, 'signUp', { ...account, name: `웹회원${made}`, agree_terms: 1, agree_privacy: 1 })
  expect(answer.body.retval).toBe(ResultCode.success)
  return account
}

const alertMessage = (page: Page) => page.getByTestId(TestId.alertMessage)
const confirmAlert = (page: Page) => page.getByTestId(TestId.alertButton).and(page.locator('[data-action="confirm"]')).click()

/** Both layouts the pages must hold up in, saved for a look (.tmp/screenshots). */
const screenshots = async (page: Page, name: string) => {
  const dir = join(process.cwd(), '.tmp', 'screenshots')
  mkdirSync(dir, { recursive: true })
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: join(dir, `${name}-${viewport.width}x${viewport.height}.png`), fullPage: true })
  }
}

describe('비밀번호 찾기', () => {
  test('the printed temporary password sets a new password, ticked off by the rules as it is typed, and the new one logs in', async () => {
    const account = await newAccount()
    const { page } = await site.open('/user/findPassword')
    const form = findPasswordPage(page)
    await form.askFor(account.email)
    await form.said(`${account.email}(으)로 임시 비밀번호를 보냈습니다`)
    await page.getByLabel('새 비밀번호').fill('abc')
    expect(await form.kept()).toBe(2)
    await screenshots(page, 'find-password')
    await form.reset(lastTempPassword(printed, account.email), 'second1234!')
    await form.said('비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.')
    await page.getByRole('link', { name: '로그인하기' }).click()
    await loginPage(page).login({ email: account.email, password: 'second1234!' })
    await page.getByTestId(TestId.accountMenuButton).waitFor()
  })

  test("an unknown email gets the words a member's does (nothing tells who is a member), with 회원가입 as a next step", async () => {
    const { page } = await site.open('/user/findPassword')
    await findPasswordPage(page).askFor('nobody@example.com')
    await findPasswordPage(page).said('가입된 이메일이라면 nobody@example.com(으)로 임시 비밀번호를 보냈습니다.')
    await page.getByRole('link', { name: '회원가입하기' }).waitFor()
  })

  test('an expired temporary password is said in Korean; asking again sends a new one that works', async () => {
    const account = await newAccount()
    const { page } = await site.open('/user/findPassword')
    const form = findPasswordPage(page)
    await form.askFor(account.email)
    await form.said('임시 비밀번호를 보냈습니다')
    const old = lastTempPassword(printed, account.email)
    now += TEMP_PASSWORD_MS
    await form.reset(old, 'second1234!')
    await form.said('임시 비밀번호의 사용 기간이 지났습니다. 임시 비밀번호를 다시 받아 주세요.')
    await page.getByRole('button', { name: '임시 비밀번호 다시 받기' }).click()
    await expect.poll(() => lastTempPassword(printed, account.email)).not.toBe(old)
    await form.reset(lastTempPassword(printed, account.email), 'second1234!')
    await form.said('비밀번호를 바꿨습니다')
  })
})

describe('계정 설정', () => {
  test('a wrong current password is -104 in Korean; the right one changes it, and the new password logs in', async () => {
    const account = await newAccount()
    const { page } = await site.newPage()
    await logIn(page, account, '/settings/account')
    const settings = accountSettingsPage(page)
    await settings.changePassword('wrong1234!', 'second1234!')
    await settings.said('현재 비밀번호가 올바르지 않습니다. 다시 입력하거나 비밀번호 찾기를 이용해 주세요.')
    await settings.changePassword(account.password, 'second1234!')
    await settings.said('비밀번호를 바꿨습니다.')
    const fresh = await site.open('/login')
    await loginPage(fresh.page).login(account)
    await expect.poll(() => alertMessage(fresh.page).textContent()).toBe('이메일 또는 비밀번호가 올바르지 않습니다. 입력한 내용을 다시 확인해 주세요.')
    await logIn(fresh.page, { email: account.email, password: 'second1234!' })
  })

  test("이 기기 외 모두 로그아웃 ends the other browser's session: it is a guest on its next visit", async () => {
    const account = await newAccount()
    const laptop = await site.newPage()
    const phone = await site.newPage()
    await logIn(phone.page, account)
    await logIn(laptop.page, account, '/settings/account')
    const settings = accountSettingsPage(laptop.page)
    await expect.poll(() => settings.devices().count()).toBe(2)
    await laptop.page.getByText('한 계정으로 동시에 2대까지 로그인할 수 있습니다').waitFor()
    await settings.devices().filter({ hasText: '이 기기' }).first().waitFor()
    await screenshots(laptop.page, 'account-settings')
    await settings.endOthers()
    await settings.said('다른 기기 1대를 로그아웃했습니다.')
    await expect.poll(() => settings.devices().count()).toBe(1)
    await phone.page.goto('/settings/account')
    await phone.page.waitForURL(/\/login\?/)
    expect(await phone.page.getByTestId(TestId.accountMenuButton).count()).toBe(0)
  })

  test('a new name and picture show in the header at once and in the next login', async () => {
    const account = await newAccount()
    const { page } = await site.newPage()
    await logIn(page, account, '/settings/account')
    await page.getByLabel('이름').fill('바뀐이름')
    await page.getByLabel('프로필 사진 4').check()
    await page.getByRole('button', { name: '프로필 저장' }).click()
    await accountSettingsPage(page).said('프로필을 바꿨습니다.')
    await expect.poll(() => page.getByTestId(TestId.accountMenuButton).textContent()).toContain('바뀐이름')
    const header = page.getByTestId(TestId.accountMenuButton).locator('img')
    await expect.poll(() => header.getAttribute('src')).toMatch(/look=3$/)
    const again = await site.newPage()
    await logIn(again.page, account)
    await expect.poll(() => again.page.getByTestId(TestId.accountMenuButton).locator('img').getAttribute('src')).toMatch(/look=3$/)
  })
})

describe('휴면 계정', () => {
  test('the login shows the reactivation step instead of an alert; 휴면 해제하고 로그인 signs in', async () => {
    const { page } = await site.open('/login')
    await loginPage(page).login(dormantSeed)
    const step = page.getByRole('region', { name: '휴면 계정 해제' })
    await step.getByText('1년 넘게 로그인하지 않아').waitFor()
    expect(await page.getByTestId(TestId.alertModal).count()).toBe(0)
    await screenshots(page, 'login-dormant')
    await step.getByRole('button', { name: '휴면 해제하고 로그인' }).click()
    await page.getByTestId(TestId.accountMenuButton).waitFor()
    await page.waitForURL((url) => url.pathname === '/')
  })
})

describe('회원 탈퇴', () => {
  test('lists what is lost, asks, leaves to the goodbye page as a guest; the old login is refused as any wrong one and the email signs up again', async () => {
    const account = await newAccount()
    const { page } = await site.newPage()
    await logIn(page, account, '/user/unregister')
    await page.getByRole('listitem').filter({ hasText: '저장한 영상' }).filter({ hasText: '0편' }).waitFor()
    await screenshots(page, 'unregister')
    await page.getByRole('button', { name: '회원 탈퇴하기' }).click()
    await expect.poll(() => alertMessage(page).textContent()).toContain('정말 탈퇴하시겠습니까?')
    await confirmAlert(page)
    await page.waitForURL((url) => url.pathname === '/user/goodbye')
    await page.getByText('그동안 이용해 주셔서 감사합니다').waitFor()
    // The goodbye page comes first, then the guest session (UnregisterPage): wait for the header to follow.
    await expect.poll(() => page.getByTestId(TestId.accountMenuButton).count()).toBe(0)
    const again = await site.open('/login')
    await loginPage(again.page).login(account)
    await expect.poll(() => alertMessage(again.page).textContent()).toBe('이메일 또는 비밀번호가 올바르지 않습니다. 입력한 내용을 다시 확인해 주세요.')
    const signUp = await asGuest(site.hosts.hosts, 'signUp', { ...account, name: '다시가입', agree_terms: 1, agree_privacy: 1 })
    expect(signUp.body.retval).toBe(ResultCode.success)
  })
})
