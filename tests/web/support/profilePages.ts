import type { Page } from 'playwright-core'
import { TestId } from '../../../web/testids.ts'

/** The profile pages as a test uses them: 누가 보나요? (/profiles, its PIN dialog) and 프로필 관리 (/settings/profiles). */

export const pickerPage = (page: Page) => ({
  /** The faces' names, in order, once they are drawn. */
  async names(): Promise<string[]> {
    await page.locator('.profiles__name').first().waitFor()
    return page.locator('.profiles__name').allTextContents()
  },
  /** Presses a face (a locked one opens the PIN dialog). */
  pick: (name: string) => page.locator('.profiles__face', { has: page.locator('.profiles__name', { hasText: name }) }).click(),
  pinDialog: () => page.getByRole('dialog'),
  async enterPin(pin: string): Promise<void> {
    await page.getByLabel('PIN 번호', { exact: true }).fill(pin)
    await page.getByRole('button', { name: '열기' }).click()
  },
  /** Waits for the dialog's line to say `text`. */
  said: (text: string | RegExp) => page.locator('.pin-dialog__message').filter({ hasText: text }).waitFor(),
  /** Picks `name` (with its PIN, if asked) and waits to land on `returnTo` as that profile. */
  async watchAs(name: string, returnTo: string, pin?: string): Promise<void> {
    await this.pick(name)
    if (pin) await this.enterPin(pin)
    await page.waitForURL((url) => url.pathname === returnTo)
    await page.getByTestId(TestId.accountMenuButton).filter({ hasText: name }).waitFor()
  },
})

export const managePage = (page: Page) => {
  const card = (name: string) => page.getByRole('region', { name: `${name} 프로필`, exact: true })
  const newCard = () => page.getByRole('region', { name: '새 프로필' })
  return {
    /** Fills 새 프로필 만들기 and presses 프로필 만들기 (a password only when the page asks). */
    async add(input: { name: string; kind?: '일반' | '키즈 (12세 이하)'; limit: string; password?: string }): Promise<void> {
      const form = newCard()
      await form.getByLabel('새 프로필 이름').fill(input.name)
      if (input.kind) await form.getByLabel('종류').selectOption({ label: input.kind })
      await form.getByLabel('시청 연령').selectOption({ label: input.limit })
      if (input.password) await form.getByLabel('계정 비밀번호').fill(input.password)
      await form.getByRole('button', { name: '프로필 만들기' }).click()
    },
    /** Opens a profile's 바꾸기 and chooses a viewing age (what follows is the test's). */
    async chooseLimit(name: string, limit: string): Promise<void> {
      await card(name).getByText('이름·사진·시청 연령 바꾸기').click()
      await card(name).getByLabel('시청 연령').selectOption({ label: limit })
    },
    /** The password field of a profile's 바꾸기, shown once the choice lets it see more. */
    passwordField: (name: string) =>
      card(name)
        .getByRole('form', { name: `${name} 프로필 바꾸기`, exact: true })
        .getByLabel('계정 비밀번호'),
    saveChange: (name: string) => card(name).getByRole('button', { name: '바꾸기', exact: true }).click(),
    async setPin(name: string, pin: string, password: string): Promise<void> {
      await card(name).getByText('PIN 잠금 걸기').click()
      const form = card(name).getByRole('form', { name: `${name} PIN 잠금`, exact: true })
      await form.getByLabel(/새 PIN 번호/).fill(pin)
      await form.getByLabel('계정 비밀번호').fill(password)
      await card(name).getByRole('button', { name: 'PIN 저장' }).click()
    },
    /** Waits for a form's outcome line to say `text`. */
    said: (text: string | RegExp) => page.locator('.account__message').filter({ hasText: text }).first().waitFor(),
  }
}
