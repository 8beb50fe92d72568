import type { Page } from 'playwright-core'
import { TestId } from '../../../web/testids.ts'

/** Kakao and Naver sign-in as a test drives it: the buttons on /login and the provider's consent page (the stand-in's). */

export type Provider = 'kakao' | 'naver'

const labels: Readonly<Record<Provider, string>> = { kakao: '카카오로 계속하기', naver: '네이버로 계속하기' }

export const kakaoNaverLogin = (page: Page) => ({
  button: (provider: Provider) => page.getByRole('button', { name: labels[provider] }),
  /** The reason a sign-in failed, shown above the buttons. */
  problem: page.getByTestId(TestId.kakaoNaverProblem),
})

export const consentPage = (page: Page) => ({
  /** Waits until the browser is on the provider's authorize page. */
  arrived: (provider: Provider) => page.waitForURL((url) => url.pathname === `/oauth/${provider}/authorize`),
  agree: page.getByRole('button', { name: '동의하고 계속하기' }),
  cancel: page.getByRole('button', { name: '취소' }),
})
