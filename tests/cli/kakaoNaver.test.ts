import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccountType, ResultCode } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { CODE_TTL_MS } from '../../cli/hosts/auth/kakaoNaver.ts'
import { signIdToken, verifyKakaoNaver } from '../../cli/hosts/auth/kakaoNaverCalls.ts'
import { send, signed, ticketFor } from './hostsHelpers.ts'

/**
 * Kakao and Naver sign-in against the stand-in over real HTTP (docs/decisions/1460): the consent
 * page, the code, the token, and socialLogin with the token, as the app goes through them.
 */
let running: RunningHosts
let clock = Date.now()
// A start hashes the seed passwords (scrypt) and opens PGlite: past the 10 s default on a busy machine.
beforeAll(async () => {
  // The app's pages on the dev server's origin, which `npm start` allows (docs/decisions/1830).
  running = await startHosts({ portBase: 0, now: () => clock, print: () => {}, allowedOrigins: [APP] })
}, 120_000)
afterAll(() => running.close())

const APP = 'http://localhost:5173'
const kakaoReturn = `${APP}/user/oauth/kakao`
const naverReturn = () => `${running.hosts.auth}/v3/mwLogin/naverCallback?return_to=${encodeURIComponent(`${APP}/user/oauth/naver`)}`
const clientOf = { kakao: 'stand-in-kakao', naver: 'stand-in-naver' } as const

/** The consent page's 동의하고 계속하기 (or 취소): where the provider sends the browser. */
const consent = async (
  provider: 'kakao' | 'naver',
  redirectUri: string,
  state: string | undefined,
  decision = 'agree',
  email = `${provider}-${Math.random().toString(36).slice(2)}@example.com`,
) => {
  const res = await fetch(`${running.hosts.auth}/oauth/${provider}/authorize`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      client_id: clientOf[provider],
      redirect_uri: redirectUri,
      response_type: 'code',
      nonce: 'n1',
      decision,
      email,
      name: '테스트',
      ...(state === undefined ? {} : { state }),
    }),
  })
  expect(res.status).toBe(302)
  return new URL(res.headers.get('location') ?? '')
}

const kakaoToken = (code: string, redirectUri = kakaoReturn) =>
  fetch(`${running.hosts.auth}/oauth/kakao/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientOf.kakao, redirect_uri: redirectUri, code }),
  })

/** Kakao from the consent to its ID token. */
const kakaoIdToken = async (): Promise<string> => {
  const back = await consent('kakao', kakaoReturn, 'st-1')
  const res = await kakaoToken(back.searchParams.get('code') ?? '')
  return ((await res.json()) as { id_token: string }).id_token
}

/** The auth host's Naver callback, as the browser follows Naver's redirect to it: where it sends the browser on. */
const naverCallback = async (back: URL): Promise<URL> => {
  const res = await fetch(back, { redirect: 'manual' })
  expect(res.status).toBe(302)
  return new URL(res.headers.get('location') ?? '')
}

const socialLogin = async (provider: string, idToken: string) =>
  send(running.hosts, 'socialLogin', await signed('socialLogin', { provider, id_token: idToken }))

describe('Kakao and Naver sign-in on the stand-in', () => {
  it('Kakao: consent page, code with the state, token, socialLogin: a new kakao account, logged in after its ticket', async () => {
    const page = await fetch(
      `${running.hosts.auth}/oauth/kakao/authorize?${new URLSearchParams({ client_id: clientOf.kakao, redirect_uri: kakaoReturn, response_type: 'code', state: 'st-1' })}`,
    )
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(/동의하고 계속하기[\s\S]*/)
    const back = await consent('kakao', kakaoReturn, 'st-1', 'agree', 'kakao-one@example.com')
    expect(`${back.origin}${back.pathname}`).toBe(kakaoReturn)
    expect(back.searchParams.get('state')).toBe('st-1')
    const token = await kakaoToken(back.searchParams.get('code') ?? '')
    expect(token.status).toBe(200)
    const { id_token } = (await token.json()) as { id_token: string }
    const login = await socialLogin('kakao', id_token)
    expect(login.body.retval).toBe(ResultCode.success)
    expect(login.body.output.account_type).toBe(AccountType.kakao)
    expect((await ticketFor(running.hosts, login.body.output)).body.retval).toBe(ResultCode.success)
    // The new account's picture is drawn like a seed member's (its id has capitals and underscores).
    expect((await fetch(login.body.output.profile_img)).status).toBe(200)
  })

  it('Naver: consent, the auth host callback checks the state and hands the app a token in the fragment; socialLogin makes a naver account', async () => {
    const back = await consent('naver', naverReturn(), 'nv-state')
    const app = await naverCallback(back)
    expect(`${app.origin}${app.pathname}`).toBe(`${APP}/user/oauth/naver`)
    const fragment = new URLSearchParams(app.hash.slice(1))
    expect(fragment.get('state')).toBe('nv-state')
    const login = await socialLogin('naver', fragment.get('id_token') ?? '')
    expect(login.body.retval).toBe(ResultCode.success)
    expect(login.body.output.account_type).toBe(AccountType.naver)
  })

  it('Naver: a mismatched or missing state is refused at the callback and no token is handed out', async () => {
    const mismatched = await consent('naver', naverReturn(), 'nv-real')
    mismatched.searchParams.set('state', 'nv-forged')
    const refused = await naverCallback(mismatched)
    expect(refused.searchParams.get('error')).toBe('state_mismatch')
    expect(refused.hash).toBe('')
    const missing = await consent('naver', naverReturn(), undefined)
    const alsoRefused = await naverCallback(missing)
    expect(alsoRefused.searchParams.get('error')).toBe('state_missing')
    expect(alsoRefused.hash).toBe('')
  })

  it('취소 on the consent page sends the browser back with error=access_denied and the state', async () => {
    const back = await consent('kakao', kakaoReturn, 'st-2', 'cancel')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('state')).toBe('st-2')
    expect(back.searchParams.get('code')).toBeNull()
    const naver = await naverCallback(await consent('naver', naverReturn(), 'nv-2', 'cancel'))
    expect(naver.searchParams.get('error')).toBe('access_denied')
  })

  it('a code is good once: its second exchange is refused', async () => {
    const back = await consent('kakao', kakaoReturn, 'st-3')
    const code = back.searchParams.get('code') ?? ''
    expect((await kakaoToken(code)).status).toBe(200)
    const again = await kakaoToken(code)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant')
  })

  it('a code past its ten minutes is refused, Kakao at its token call, Naver at the callback', async () => {
    const kakao = await consent('kakao', kakaoReturn, 'st-4')
    const naver = await consent('naver', naverReturn(), 'nv-4')
    clock += CODE_TTL_MS
    const late = await kakaoToken(kakao.searchParams.get('code') ?? '')
    expect(late.status).toBe(400)
    expect(((await late.json()) as { error_description: string }).error_description).toMatch(/expired/)
    expect((await naverCallback(naver)).searchParams.get('error')).toBe('invalid_grant')
  })

  it('an unknown client or an unregistered return address gets a Korean page, never a redirect', async () => {
    const unknown = await fetch(
      `${running.hosts.auth}/oauth/kakao/authorize?${new URLSearchParams({ client_id: 'someone-else', redirect_uri: kakaoReturn, response_type: 'code' })}`,
      { redirect: 'manual' },
    )
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('등록되지 않은 앱')
    const elsewhere = await fetch(
      `${running.hosts.auth}/oauth/kakao/authorize?${new URLSearchParams({ client_id: clientOf.kakao, redirect_uri: 'https://evil.example/cb', response_type: 'code' })}`,
      { redirect: 'manual' },
    )
    expect(elsewhere.status).toBe(400)
    expect(await elsewhere.text()).toContain('redirect_uri')
    const callbackElsewhere = await fetch(
      `${running.hosts.auth}/v3/mwLogin/naverCallback?${new URLSearchParams({ return_to: 'https://evil.example/cb', code: 'c', state: 's' })}`,
      { redirect: 'manual' },
    )
    expect(callbackElsewhere.status).toBe(400)
    expect(await callbackElsewhere.text()).toContain('돌아갈 주소가 올바르지 않습니다')
  })

  it('a tampered token is refused by socialLogin (-41), whatever part was changed', async () => {
    const token = await kakaoIdToken()
    const [head = '', body = '', sig = ''] = token.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const tampered = fc.oneof(
      // A claim changed, the signature kept.
      fc
        .record({ key: fc.constantFrom('iss', 'aud', 'sub', 'exp', 'iat', 'email'), value: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) })
        .filter(({ key, value }) => claims[key] !== value)
        .map(({ key, value }) => `${head}.${b64({ ...claims, [key]: value })}.${sig}`),
      // The header says another algorithm, or none.
      fc.constantFrom('none', 'HS512', 'RS256').map((alg) => `${b64({ alg, typ: 'JWT' })}.${body}.${alg === 'none' ? '' : sig}`),
      // The signature's bytes changed.
      fc
        .uint8Array({ minLength: 1, maxLength: 40 })
        .map((bytes) => Buffer.from(bytes).toString('base64url'))
        .filter((other) => other !== sig)
        .map((other) => `${head}.${body}.${other}`),
      // Kakao's token offered as Naver's.
      fc.constant('naver').map(() => `naver:${token}`),
    )
    await fc.assert(
      fc.asyncProperty(tampered, async (bad) => {
        const [provider, value] = bad.startsWith('naver:') ? ['naver', bad.slice(6)] : ['kakao', bad]
        expect((await socialLogin(provider, value)).body.retval).toBe(ResultCode.loginError)
      }),
      { numRuns: 60 },
    )
    // The untouched token still signs in: the refusals above are the tampering's.
    expect((await socialLogin('kakao', token)).body.retval).toBe(ResultCode.success)
  })
})

describe('verifyKakaoNaver', () => {
  const world = {
    kakaoNaver: { kakao: { clientId: 'k-id', clientSecret: 'k' }, naver: { clientId: 'n-id', clientSecret: 'n' }, signingSecret: 'secret' },
    hosts: () => ({ auth: 'http://auth.test', api: 'http://api.test', web: 'http://web.test', wapi: 'http://wapi.test', search: 'http://search.test/api' }),
    now: () => 1_800_000_000_000,
  }
  const nowS = 1_800_000_000
  const good = { iss: 'http://auth.test/oauth/kakao', aud: 'k-id', sub: '12345', iat: nowS - 5, exp: nowS + 600, email: 'a@example.com', nickname: '가나' }

  it('takes a well-signed token for its issuer, audience and time, and names its person', async () => {
    expect(await verifyKakaoNaver('kakao', signIdToken(good, 'secret'), world)).toEqual({
      provider: 'kakao',
      subject: '12345',
      email: 'a@example.com',
      name: '가나',
    })
    const naver = { ...good, iss: 'http://auth.test/v3/mwLogin/naverCallback', aud: 'n-id' }
    expect((await verifyKakaoNaver('naver', signIdToken(naver, 'secret'), world))?.subject).toBe('12345')
  })

  it('refuses a correctly signed token whose issuer, audience, subject or times are wrong', async () => {
    const wrong = fc.oneof(
      fc
        .string()
        .filter((iss) => iss !== good.iss)
        .map((iss) => ({ ...good, iss })),
      fc
        .string()
        .filter((aud) => aud !== good.aud)
        .map((aud) => ({ ...good, aud })),
      fc.constant({ ...good, sub: '' }),
      fc.integer({ min: 0, max: nowS }).map((exp) => ({ ...good, exp })),
      fc.integer({ min: nowS + 61, max: nowS + 10 ** 6 }).map((iat) => ({ ...good, iat })),
    )
    await fc.assert(
      fc.asyncProperty(wrong, fc.constantFrom('kakao', 'naver'), async (claims, provider) => {
        expect(await verifyKakaoNaver(provider, signIdToken(claims, 'secret'), world)).toBeUndefined()
      }),
    )
    // Signed with another key, or for a provider that is not Kakao or Naver.
    expect(await verifyKakaoNaver('kakao', signIdToken(good, 'other'), world)).toBeUndefined()
    expect(await verifyKakaoNaver('google', signIdToken(good, 'secret'), world)).toBeUndefined()
  })
})
