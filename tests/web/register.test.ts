import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { ResultCode, isLoginSuccess } from '../../core/contract/index.ts'
import { TestId } from '../../web/testids.ts'
import { failedRequest } from './support/consoleWatch.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { loginPage } from './support/loginPage.ts'
import { registerPage } from './support/registerPage.ts'

/**
 * Joining by email (/user/register) and staying signed in (docs/decisions/1420): the form's rules
 * as the viewer types, the new member signed in, kept through a reload and a restart of the
 * stand-in (on the same database), and a logout after which the old remember-me key opens nothing.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'register-e2e-'))
const site = useSite({ dataDir })
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const member = { email: 'saerom@example.com', password: 'saerom2024!', name: '한새롬' }
const answered = async (call: string) => (await site.admin.calls()).filter((c) => c.call === call).map((c) => c.outcome.retval)

describe('joining', () => {
  test('sign-up signs the member in; a reload and a restart keep them; after logout the old key opens nothing; a wrong password says -104', async () => {
    const { page, context, console } = await site.open('/user/register?invite=MINJI7')
    const form = registerPage(page)
    expect(await form.invite.inputValue()).toBe('MINJI7')
    expect(await form.keepSignedIn.isChecked()).toBe(true)

    // The rules tick off as the viewer types, and the screen reader hears what is left.
    await form.password.fill('saerom')
    await form.rulesStatus.filter({ hasText: '남은 조건' }).filter({ hasText: '숫자 포함' }).waitFor()
    expect(await form.rule('영문 포함').getAttribute('data-holds')).toBe('true')
    expect(await form.rule('숫자 포함').getAttribute('data-holds')).toBe('false')

    await form.signUp(member)
    const account = page.getByTestId(TestId.accountMenuButton)
    // Welcomed by name on the taste step; three tastes chosen, on to the home.
    await page.waitForURL((url) => url.pathname === '/user/tag' && url.searchParams.get('welcome') === '1')
    await page.getByRole('heading', { level: 1, name: '한새롬님, 가입을 환영합니다' }).waitFor()
    const boxes = page.locator('[data-testid="taste-form"] input[type="checkbox"]')
    await boxes.first().waitFor()
    for (const i of [0, 1, 2]) await boxes.nth(i).check()
    await page.getByRole('button', { name: '선택 완료하고 시작하기' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await account.waitFor()
    expect(await answered('signUp')).toEqual([ResultCode.success])

    await page.reload()
    await waitForApp(page)
    await account.waitFor()

    // Requests the page had open to the stopped hosts fail, as in any restart.
    console.allow(failedRequest())
    await site.restartHosts()
    await page.goto(`${site.origin}/`)
    await waitForApp(page)
    await account.waitFor()
    // A login either way (-113: the member's earlier sessions, kept in the database, are at the limit).
    expect((await answered('serviceLogin')).map((retval) => isLoginSuccess(retval ?? NaN))).toEqual([true])

    const kept = (await context.cookies()).find((c) => c.name === 'login_key')!
    await account.click()
    await page.getByTestId(TestId.accountMenu).getByRole('menuitem', { name: '로그아웃' }).click()
    await page.getByTestId(TestId.alertButton).and(page.locator('[data-action="confirm"]')).click()
    await page.getByRole('link', { name: '로그인' }).first().waitFor()

    // The key the browser held before the logout, set again by hand: no session.
    await site.admin.clearCalls()
    await context.addCookies([{ ...kept }, { name: 'auto_login', value: '1', domain: kept.domain, path: '/' }])
    console.allow(/login failed/)
    await page.goto(`${site.origin}/`)
    await waitForApp(page)
    expect(await answered('serviceLogin')).toEqual([ResultCode.loginError])
    expect(await account.count()).toBe(0)

    await page.goto(`${site.origin}/login`)
    await waitForApp(page)
    await loginPage(page).login({ email: member.email, password: 'wrong-pass1!' })
    const alert = page.getByTestId(TestId.alertMessage)
    await alert.waitFor()
    expect(await alert.textContent()).toBe('이메일 또는 비밀번호가 올바르지 않습니다. 입력한 내용을 다시 확인해 주세요.')
  })

  test('refusals say why in Korean and lead on: -201 to 로그인 and 비밀번호 찾기, -49 to 간편 로그인, the rules before sending', async () => {
    const { page } = await site.open('/user/register')
    const form = registerPage(page)
    await form.signUp({ ...member, password: 'short' })
    await form.problem.filter({ hasText: '비밀번호가 아래 조건을 모두 만족해야 합니다.' }).waitFor()
    expect(await answered('signUp')).toEqual([])

    await form.signUp({ ...member, email: 'minji@example.com' })
    await form.problem.filter({ hasText: '이미 가입된 이메일입니다' }).waitFor()
    expect(await form.problem.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login')
    expect(await form.problem.getByRole('link', { name: '비밀번호 찾기' }).getAttribute('href')).toBe('/user/findPassword')

    await form.signUp({ ...member, email: 'junho@example.com' })
    await form.problem.filter({ hasText: '간편 로그인' }).waitFor()
    expect(await form.problem.getByRole('link', { name: '간편 로그인으로 로그인' }).count()).toBe(1)
    expect(await answered('signUp')).toEqual([ResultCode.emailAlreadyRegistered, ResultCode.accountAlreadyRegistered])

    // A device past its accounts, and the host's own rules (answers the stand-in is told to give).
    await site.admin.addFaults('signUp=retval:-204,times=1')
    await form.signUp({ ...member, email: 'third@example.com' })
    await form.problem.filter({ hasText: '이 기기에서는 계정을 3개까지' }).waitFor()
    expect(await form.problem.getByRole('link', { name: '기존 계정으로 로그인' }).getAttribute('href')).toBe('/login')
    await site.admin.addFaults('signUp=retval:-11,times=1')
    await form.signUp({ ...member, email: 'fourth@example.com' })
    await form.problem.filter({ hasText: '가입 조건에 맞지 않습니다' }).waitFor()
    await site.admin.clearFaults()
  })

  test('회원가입 on /login keeps the return address: after the welcome the new member lands where the login would have gone', async () => {
    const { page } = await site.open(`/login?return_url=${encodeURIComponent('/myPage?tab=3')}`)
    await page.getByRole('link', { name: '회원가입' }).click()
    await page.waitForURL((url) => url.pathname === '/user/register')
    await registerPage(page).signUp({ ...member, email: 'bora@example.com', name: '윤보라' })
    // The welcome may be skipped; either way it leads on to the return address.
    await page.getByTestId('welcome').getByRole('link', { name: '나중에 고를게요' }).click()
    await page.waitForURL((url) => url.pathname === '/myPage' && url.search === '?tab=3')
    await page.getByTestId(TestId.accountMenuButton).filter({ hasText: '윤보라' }).waitFor()
  })
})
