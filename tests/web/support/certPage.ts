import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Site } from './harness.ts'

/** /cert as a test uses it: the identity step, the code step, the reason and the refusal under the form. */

export interface Identity {
  readonly name: string
  readonly birthDate: string
  readonly phone: string
}

/** Someone of age with a mobile number, as the stand-in accepts them. */
export const adultIdentity: Identity = { name: '최하늘', birthDate: '19950505', phone: '01012345678' }

/** The code the stand-in "sent" last (the newest pending verification). */
export const sentCode = async (site: Site): Promise<string> => {
  const pending = (await site.hosts.sessions()).filter((s) => s.adultCert).sort((a, b) => b.adultCert!.expiresAt - a.adultCert!.expiresAt)[0]
  const code = pending?.adultCert?.code ?? ''
  expect(code).toMatch(/^\d{6}$/)
  return code
}

export const certPage = (page: Page) => {
  const problem = page.getByTestId('cert-problem')
  const codeField = page.getByLabel('인증번호 6자리')
  const self = {
    /** Why /cert asks (the law), shown above the form. */
    why: page.getByRole('region', { name: '성인 인증을 하는 이유' }),
    /** The refusal under the form; its data-code is the host's result code. */
    problem,
    /** Fills the identity step and presses 인증번호 받기. */
    async requestCode(identity: Identity = adultIdentity): Promise<void> {
      await page.waitForURL(/\/cert/)
      await page.getByLabel('이름').fill(identity.name)
      await page.getByLabel('생년월일 (8자리)').fill(identity.birthDate)
      await page.getByLabel('휴대폰 번호').fill(identity.phone)
      await page.getByRole('button', { name: '인증번호 받기' }).click()
    },
    /** Types a code into the code step and presses 인증하기. */
    async enterCode(code: string): Promise<void> {
      await codeField.fill(code)
      await page.getByRole('button', { name: '인증하기' }).click()
    },
    /** The whole verification with the code the stand-in sent. */
    async verify(site: Site, identity: Identity = adultIdentity): Promise<void> {
      await self.requestCode(identity)
      await codeField.waitFor()
      await self.enterCode(await sentCode(site))
    },
    /** Waits for a refusal and gives its code and text. */
    async refusal(): Promise<{ code: string; text: string }> {
      await expect.poll(async () => (await problem.textContent())?.trim() ?? '').not.toBe('')
      return { code: (await problem.getAttribute('data-code')) ?? '', text: (await problem.textContent())?.trim() ?? '' }
    },
  }
  return self
}
