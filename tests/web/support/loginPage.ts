import type { Page } from 'playwright-core'
import { TestId } from '../../../web/testids.ts'

/** The login page (/login) as a test uses it: the email form, and where it sends the viewer back to. */

/** An email account that signs in through the form (the stand-in's seed accounts: docs/contract.md). */
export interface Account {
  readonly email: string
  readonly password: string
}

export const loginPage = (page: Page) => {
  const email = page.getByTestId(TestId.loginEmail)
  const password = page.getByTestId(TestId.loginPassword)
  const submit = page.getByTestId(TestId.loginSubmit)
  return {
    /** Fills the form and presses 로그인 (what follows, a page or an alert, is the test's to wait for). */
    async login(account: Account): Promise<void> {
      await email.fill(account.email)
      await password.fill(account.password)
      await submit.click()
    },
    /** Waits until the viewer is on /login with a return address, and gives that address. */
    async returnAddress(): Promise<string | null> {
      await page.waitForURL(/\/login\?/)
      return new URL(page.url()).searchParams.get('return_url')
    },
  }
}
