import { mkdir } from 'node:fs/promises'
import { describe, expect, test, vi } from 'vitest'
import { AccountType, ResultCode } from '../../core/contract/index.ts'
import { type KakaoSdk, kakaoKit, startKakaoNaver } from '../../web/adapters/kakaoNaverKit.ts'
import { CODE_TTL_MS } from '../../cli/hosts/auth/kakaoNaver.ts'
import { TestId } from '../../web/testids.ts'
import { failedRequest } from './support/consoleWatch.ts'
import { useSite } from './support/harness.ts'
import { type Provider, consentPage, kakaoNaverLogin } from './support/kakaoNaver.ts'

/**
 * Kakao and Naver sign-in in Chromium against the stand-in's providers (docs/decisions/1460):
 * the button, the provider's consent page, and back on the site signed in as a new account of
 * that provider's type at the return address; 취소 brings the viewer back to /login with the reason.
 */
let now = Date.now()
const site = useSite({ now: () => now })
const SCREENS = '.tmp/screens'
const phone = { viewport: { width: 390, height: 844 } }
const desktop = { viewport: { width: 1280, height: 800 } }
const typeOf: Readonly<Record<Provider, number>> = { kakao: AccountType.kakao, naver: AccountType.naver }

describe('Kakao and Naver sign-in', () => {
  test.for(['kakao', 'naver'] as const)('%s: button, consent, back at the return address as a new account of its type', async (provider) => {
    const { page } = await site.open(`/login?return_url=${encodeURIComponent('/contents')}`, { context: provider === 'kakao' ? phone : desktop })
    await mkdir(SCREENS, { recursive: true })
    await page.screenshot({ path: `${SCREENS}/login-${provider === 'kakao' ? 390 : 1280}.png`, fullPage: true })
    await kakaoNaverLogin(page).button(provider).click()
    const consent = consentPage(page)
    await consent.arrived(provider)
    await page.screenshot({ path: `${SCREENS}/consent-${provider}-${provider === 'kakao' ? 390 : 1280}.png`, fullPage: true })
    const answered = page.waitForResponse((response) => response.url().endsWith('/v3/mwLogin/socialLogin'))
    await consent.agree.click()
    const login = (await (await answered).json()) as { retval: number; output: { account_type: number } }
    expect(login.retval).toBe(ResultCode.success)
    expect(login.output.account_type).toBe(typeOf[provider])
    await page.waitForURL((url) => url.pathname === '/contents' && url.hash === '')
    await page.getByTestId(TestId.accountMenuButton).waitFor()
    // A new account, not a seed member's.
    const member = (await site.hosts.sessions()).filter((s) => s.kind === 'member').at(-1)
    expect(member?.accountId).toMatch(/^u-/)
  })

  test.for(['kakao', 'naver'] as const)('%s: 취소 on the consent page comes back to /login with a Korean reason and the buttons', async (provider) => {
    const { page } = await site.open('/login', { context: provider === 'kakao' ? desktop : phone })
    await kakaoNaverLogin(page).button(provider).click()
    await consentPage(page).arrived(provider)
    await consentPage(page).cancel.click()
    const { problem, button } = kakaoNaverLogin(page)
    await problem.waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await problem.textContent()).toMatch(new RegExp(`${provider === 'kakao' ? '카카오' : '네이버'} 로그인을 취소했습니다.*다시 눌러 주세요`))
    expect(await button(provider).isVisible()).toBe(true)
    await page.screenshot({ path: `${SCREENS}/cancelled-${provider}-${provider === 'kakao' ? 1280 : 390}.png`, fullPage: true })
  })

  test('a code that outlived its ten minutes on the way back: a Korean reason, and nothing signs in', async () => {
    const { page, console } = await site.open('/login')
    // Kakao's token call answers the late code 400, which Chromium logs.
    console.allow(failedRequest(400))
    await site.admin.clearCalls()
    await kakaoNaverLogin(page).button('kakao').click()
    await consentPage(page).arrived('kakao')
    // The viewer's way back (Kakao's redirect with the code) takes longer than the code lives.
    await page.route(
      (url) => url.pathname === '/oauth/kakao/authorize',
      async (route) => {
        const response = await route.fetch({ maxRedirects: 0 })
        now += CODE_TTL_MS
        await route.fulfill({ response })
      },
    )
    await consentPage(page).agree.click()
    await kakaoNaverLogin(page).problem.waitFor()
    expect(await kakaoNaverLogin(page).problem.textContent()).toContain('카카오 로그인 시간이 지났거나 이미 처리된 요청입니다')
    expect((await site.admin.calls()).some((c) => c.call === 'socialLogin')).toBe(false)
  })

  test('a token socialLogin refuses (-41): a Korean reason about the Kakao account, and the buttons to try again', async () => {
    const { page } = await site.open('/login')
    await kakaoNaverLogin(page).button('kakao').click()
    await consentPage(page).arrived('kakao')
    // The token is changed on its way to the page: its signature no longer holds.
    await page.route(
      (url) => url.pathname === '/oauth/kakao/token',
      async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as { id_token: string }
        await route.fulfill({ response, json: { ...body, id_token: `${body.id_token}x` } })
      },
    )
    const answered = page.waitForResponse((response) => response.url().endsWith('/v3/mwLogin/socialLogin'))
    await consentPage(page).agree.click()
    expect(((await (await answered).json()) as { retval: number }).retval).toBe(ResultCode.loginError)
    await kakaoNaverLogin(page).problem.waitFor()
    expect(await kakaoNaverLogin(page).problem.textContent()).toContain('카카오 계정을 확인하지 못했습니다')
    expect(new URL(page.url()).pathname).toBe('/login')
  })

  test('an answer whose state is not this tab’s is refused with a Korean reason, and nothing signs in', async () => {
    const { page } = await site.open('/login')
    await site.admin.clearCalls()
    await kakaoNaverLogin(page).button('kakao').click()
    await consentPage(page).arrived('kakao')
    // This tab is waiting for Kakao's answer; another state (a forged link) arrives instead.
    await page.goto(`${site.origin}/user/oauth/kakao?code=stolen&state=forged`)
    await kakaoNaverLogin(page).problem.waitFor()
    expect(await kakaoNaverLogin(page).problem.textContent()).toContain('로그인 요청을 확인하지 못해')
    expect((await site.admin.calls()).some((c) => c.call === 'socialLogin')).toBe(false)
  })
})

describe('the Kakao kit (docs/product.md §5)', () => {
  const sdk = (initialised: boolean) => ({ isInitialized: vi.fn(() => initialised), init: vi.fn(), Auth: { authorize: vi.fn() } }) satisfies KakaoSdk

  test('initialises only when its library is present and not initialised yet', () => {
    expect(kakaoKit({}, 'key')).toBeUndefined()
    const fresh = sdk(false)
    expect(kakaoKit({ Kakao: fresh }, 'key')).toBe(fresh)
    expect(fresh.init).toHaveBeenCalledWith('key')
    const ready = sdk(true)
    kakaoKit({ Kakao: ready }, 'key')
    expect(ready.init).not.toHaveBeenCalled()
  })

  test('with the library loaded, sign-in goes through its authorize with this tab’s state; without it, to the authorize page', () => {
    const stored = new Map<string, string>()
    const win = (Kakao?: KakaoSdk) => ({
      Kakao,
      sessionStorage: {
        setItem: (k: string, v: string) => void stored.set(k, v),
        getItem: (k: string) => stored.get(k) ?? null,
        removeItem: (k: string) => void stored.delete(k),
      },
      location: { assign: vi.fn() },
    })
    const config = {
      kakao: { clientId: 'k', authorizeUrl: 'https://kauth.example/oauth/authorize', tokenUrl: 'https://kauth.example/oauth/token' },
      naver: { clientId: 'n', authorizeUrl: 'https://nid.example/authorize', callbackUrl: 'https://auth.example/v3/mwLogin/naverCallback' },
    }
    const loaded = sdk(true)
    startKakaoNaver('kakao', config, 'https://site.example/user/oauth/kakao', '/', win(loaded) as unknown as Window)
    const state = (JSON.parse(stored.get('kakaoNaver.pending') ?? '{}') as { state: string }).state
    expect(loaded.Auth.authorize).toHaveBeenCalledWith(expect.objectContaining({ redirectUri: 'https://site.example/user/oauth/kakao', state }))
    const bare = win()
    startKakaoNaver('naver', config, 'https://site.example/user/oauth/naver', '/', bare as unknown as Window)
    const target = new URL(bare.location.assign.mock.calls[0]?.[0] as string)
    expect(`${target.origin}${target.pathname}`).toBe('https://nid.example/authorize')
    expect(target.searchParams.get('redirect_uri')).toBe(
      'https://auth.example/v3/mwLogin/naverCallback?return_to=https%3A%2F%2Fsite.example%2Fuser%2Foauth%2Fnaver',
    )
    expect(target.searchParams.get('state')).toBe((JSON.parse(stored.get('kakaoNaver.pending') ?? '{}') as { state: string }).state)
  })
})
