import type { Page } from 'playwright-core'
import { TestId } from '../../../web/testids.ts'

/**
 * The login page's 간편 로그인 as a test uses it, and the Firebase Auth emulator's sign-in window
 * it opens (the emulator's own page: "Add new account", then an email and a name).
 */
export const socialLogin = (page: Page) => ({
  /** Presses a provider's button and gives the sign-in window it opened. */
  async open(provider: 'google' | 'facebook' | 'apple'): Promise<Page> {
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator(`[data-testid="${TestId.socialButton}"][data-provider="${provider}"]`).click()])
    return popup
  },
  /** The Google, Facebook and Apple buttons: provider and whether each can be pressed. */
  async buttons(): Promise<{ provider: string | null; enabled: boolean }[]> {
    const buttons = page.getByTestId(TestId.socialButton)
    return Promise.all((await buttons.all()).map(async (b) => ({ provider: await b.getAttribute('data-provider'), enabled: await b.isEnabled() })))
  },
  /** Waits for the note that says these providers cannot be used now (the site has none running), and gives its text. */
  async unavailable(): Promise<string> {
    const note = page.getByTestId(TestId.socialUnavailable)
    await note.waitFor({ timeout: 30_000 })
    return (await note.textContent()) ?? ''
  },
  /** Waits until the note beside the buttons tells of `code` (an attempt the viewer ended), and gives its text. */
  async noteFor(code: string): Promise<string> {
    const note = page.locator(`[data-testid="${TestId.socialNote}"][data-code="${code}"]`)
    await note.waitFor({ timeout: 30_000 })
    return (await note.textContent()) ?? ''
  },
})

/** The emulator's sign-in window: adds an account with this email and name, and signs in with it. */
export const emulatorWindow = (popup: Page) => ({
  async addAccount(email: string, name: string): Promise<void> {
    await popup.getByText('Add new account').click()
    await popup.locator('#email-input').fill(email)
    await popup.locator('#display-name-input').fill(name)
    await popup.locator('#sign-in').click()
  },
})
