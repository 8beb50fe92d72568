import type { Page } from 'playwright-core'

/** The sign-up page (/user/register) as a test uses it: its fields by their Korean labels, the rules, the refusal. */

export interface NewMember {
  readonly email: string
  readonly password: string
  readonly name: string
}

export const registerPage = (page: Page) => {
  const form = page.locator('form.register-form')
  const password = form.getByLabel('비밀번호', { exact: true })
  const problem = form.getByRole('alert')
  return {
    email: form.getByLabel('이메일'),
    password,
    confirm: form.getByLabel('비밀번호 확인'),
    name: form.getByLabel('이름'),
    invite: form.getByLabel('초대 코드 (선택)'),
    keepSignedIn: form.getByLabel('로그인 상태 유지'),
    /** The password's rules as listed under it; a held one is data-holds=true. */
    rule: (label: string) => form.getByRole('list', { name: '비밀번호 조건' }).getByRole('listitem').filter({ hasText: label }),
    /** What the screen reader hears as the password changes. */
    rulesStatus: form.locator('.password-rules__status[aria-live="polite"]'),
    /** The refusal (or the form's own problem) and its links on. */
    problem,
    /** Fills every field, agrees to both terms and presses 가입하기 (what follows is the test's to wait for). */
    async signUp(member: NewMember): Promise<void> {
      await form.getByLabel('이메일').fill(member.email)
      await password.fill(member.password)
      await form.getByLabel('비밀번호 확인').fill(member.password)
      await form.getByLabel('이름').fill(member.name)
      await form.getByLabel('이용약관에 동의합니다 (필수)').check()
      await form.getByLabel('개인정보 수집·이용에 동의합니다 (필수)').check()
      await form.getByRole('button', { name: '가입하기' }).click()
    },
  }
}
