import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { OriginPolicy } from '../server/cors.ts'
import { parseParams, readBody, sendJson, sendText } from '../server/http.ts'
import { newSecret } from './passwords.ts'
import { type KakaoNaverProvider, type KakaoNaverSetup, type KakaoNaverWorld, isKakaoNaver, issuerOf, signIdToken } from './kakaoNaverCalls.ts'
import { consentPage, problemPage } from './kakaoNaverPages.ts'
import { finishNaver } from './naverCallback.ts'

/**
 * Kakao and Naver as the stand-in plays them on the auth host, in the shape of their OAuth 2.0
 * flows (docs/decisions/1460): `/oauth/{provider}/authorize` (a consent page; 동의하고 계속하기
 * sends the browser to redirect_uri with `code` and `state`, 취소 with `error=access_denied`),
 * `/oauth/{provider}/token` (a code, once and within CODE_TTL_MS, for tokens), Naver's profile
 * `/oauth/naver/me`, and the product's own `/v3/mwLogin/naverCallback`, which takes Naver's code
 * server-side and hands the app a sign-in token for socialLogin.
 */

/** A code is good for ten minutes, as Kakao's are. */
export const CODE_TTL_MS = 10 * 60_000
/** Kakao's ID token is for socialLogin at once: ten minutes. */
export const ID_TOKEN_TTL_S = 600
const ACCESS_TOKEN_TTL_MS = 3_600_000

export const NAVER_CALLBACK_PATH = '/v3/mwLogin/naverCallback'

/** The stand-in's own client ids, used when neither the options nor the env give one. */
export const STAND_IN_CLIENTS = {
  kakao: { clientId: 'stand-in-kakao', clientSecret: 'stand-in-kakao-secret' },
  naver: { clientId: 'stand-in-naver', clientSecret: 'stand-in-naver-secret' },
} as const

/** The setup from the options, else the env (KAKAO_CLIENT_ID, KAKAO_CLIENT_SECRET, NAVER_CLIENT_ID, NAVER_CLIENT_SECRET, NAVER_API), else the stand-in's. */
export const kakaoNaverSetupOf = (given: Partial<KakaoNaverSetup> = {}, env: NodeJS.ProcessEnv = process.env): KakaoNaverSetup => {
  const naverApi = given.naverApi ?? env.NAVER_API
  return {
    kakao: given.kakao ?? {
      clientId: env.KAKAO_CLIENT_ID || STAND_IN_CLIENTS.kakao.clientId,
      clientSecret: env.KAKAO_CLIENT_SECRET || STAND_IN_CLIENTS.kakao.clientSecret,
    },
    naver: given.naver ?? {
      clientId: env.NAVER_CLIENT_ID || STAND_IN_CLIENTS.naver.clientId,
      clientSecret: env.NAVER_CLIENT_SECRET || STAND_IN_CLIENTS.naver.clientSecret,
    },
    signingSecret: given.signingSecret ?? newSecret(),
    ...(naverApi ? { naverApi } : {}),
  }
}

export interface Person {
  readonly subject: string
  readonly email: string
  readonly name: string
}

interface Grant {
  readonly provider: KakaoNaverProvider
  readonly redirectUri: string
  readonly state: string
  readonly nonce: string
  readonly person: Person
  readonly expiresAt: number
}

/** A provider's id for an email: Kakao's are numbers, Naver's opaque text; the same email, the same person. */
export const subjectOf = (provider: KakaoNaverProvider, email: string): string => {
  const digest = createHash('sha256').update(`${provider}:${email.trim().toLowerCase()}`).digest()
  return provider === 'kakao' ? String(digest.readUIntBE(0, 5)) : digest.subarray(0, 24).toString('base64url')
}

/** The page's first suggestion: a new test person each time, so 동의하고 계속하기 alone makes a new account. */
const newPerson = (provider: KakaoNaverProvider) => ({
  email: `${provider}-${createHash('sha256').update(newSecret()).digest('hex').slice(0, 8)}@example.com`,
  name: provider === 'kakao' ? '카카오 테스트' : '네이버 테스트',
})

export interface KakaoNaverRoutes {
  /** Answers the request when it is one of these routes; false otherwise. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>
}

export const createKakaoNaverRoutes = (
  world: KakaoNaverWorld,
  allowedOrigins: OriginPolicy,
  fontStylesheet: () => string | undefined = () => undefined,
): KakaoNaverRoutes => {
  // Codes and access tokens live minutes: kept in memory, a restart mid-consent just asks again.
  const grants = new Map<string, Grant>()
  const accessTokens = new Map<string, { person: Person; expiresAt: number }>()

  const clientOf = (provider: KakaoNaverProvider) => world.kakaoNaver[provider]

  /** A redirect_uri the stand-in sends a browser to: an allowed page origin, or the auth host's own Naver callback. */
  const redirectAllowed = (provider: KakaoNaverProvider, uri: string): boolean => {
    try {
      const url = new URL(uri)
      if (provider === 'naver' && `${url.origin}${url.pathname}` === `${world.hosts().auth}${NAVER_CALLBACK_PATH}`) return true
      return allowedOrigins(url.origin)
    } catch {
      return false
    }
  }

  const redirect = (res: ServerResponse, to: string) => {
    res.writeHead(302, { Location: to, 'Cache-Control': 'no-store' })
    res.end()
  }
  const withQuery = (uri: string, fields: Record<string, string>): string => {
    const url = new URL(uri)
    for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v)
    return url.toString()
  }
  const html = (res: ServerResponse, status: number, page: string) => {
    const font = fontStylesheet()
    const styled = font ? page.replace('<style>', `<link rel="stylesheet" href="${font}" crossorigin><style>`) : page
    sendText(res, status, styled, 'text/html; charset=utf-8')
  }

  const authorize = async (provider: KakaoNaverProvider, req: IncomingMessage, res: ServerResponse, url: URL) => {
    const q = req.method === 'POST' ? parseParams(await readBody(req), req.headers['content-type']) : Object.fromEntries(url.searchParams)
    const { client_id = '', redirect_uri = '', state = '', nonce = '' } = q
    // A wrong client or return address is never redirected to: the provider says so on its own page.
    if (client_id !== clientOf(provider).clientId) return html(res, 400, problemPage(provider, '등록되지 않은 앱입니다. 앱의 클라이언트 ID를 확인해 주세요.'))
    if (!redirectAllowed(provider, redirect_uri)) return html(res, 400, problemPage(provider, '등록되지 않은 돌아갈 주소(redirect_uri)입니다.'))
    if (q.response_type !== 'code') return html(res, 400, problemPage(provider, 'response_type은 code여야 합니다.'))
    const fields = { client_id, redirect_uri, state, nonce, response_type: 'code' }
    if (req.method !== 'POST') return html(res, 200, consentPage(provider, fields, newPerson(provider)))
    const withState = (extra: Record<string, string>) => withQuery(redirect_uri, { ...extra, ...(state ? { state } : {}) })
    if (q.decision !== 'agree')
      return redirect(res, withState({ error: 'access_denied', error_description: provider === 'kakao' ? 'User denied access' : 'Canceled By User' }))
    const email = (q.email ?? '').trim()
    const name = (q.name ?? '').trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name || [...name].length > 20) {
      return html(res, 200, consentPage(provider, fields, { email, name }, '이메일과 이름(20자 이내)을 확인해 주세요.'))
    }
    const code = newSecret(24)
    grants.set(code, {
      provider,
      redirectUri: redirect_uri,
      state,
      nonce,
      person: { subject: subjectOf(provider, email), email, name },
      expiresAt: world.now() + CODE_TTL_MS,
    })
    return redirect(res, withState({ code }))
  }

  /** The code's grant, once: a code is gone after its first exchange, good or not. */
  const takeGrant = (provider: KakaoNaverProvider, code: string): Grant | 'expired' | undefined => {
    const grant = grants.get(code)
    grants.delete(code)
    if (!grant || grant.provider !== provider) return undefined
    return grant.expiresAt <= world.now() ? 'expired' : grant
  }

  const issueAccessToken = (person: Person): string => {
    const token = newSecret()
    accessTokens.set(token, { person, expiresAt: world.now() + ACCESS_TOKEN_TTL_MS })
    return token
  }

  const kakaoToken = async (req: IncomingMessage, res: ServerResponse) => {
    const q = parseParams(await readBody(req), req.headers['content-type'])
    const refuse = (status: number, error: string, error_description: string, error_code: string) =>
      sendJson(res, status, { error, error_description, error_code })
    if (q.grant_type !== 'authorization_code') return refuse(400, 'unsupported_grant_type', 'grant_type must be authorization_code', 'KOE310')
    if (q.client_id !== clientOf('kakao').clientId) return refuse(401, 'invalid_client', 'Bad client credentials', 'KOE101')
    const grant = takeGrant('kakao', q.code ?? '')
    if (grant === 'expired') return refuse(400, 'invalid_grant', 'authorization code expired', 'KOE320')
    if (!grant) return refuse(400, 'invalid_grant', `authorization code not found for code=${q.code ?? ''}`, 'KOE320')
    if (q.redirect_uri !== grant.redirectUri) return refuse(400, 'invalid_grant', 'redirect_uri mismatched', 'KOE303')
    const nowS = Math.floor(world.now() / 1000)
    const { subject, email, name } = grant.person
    const claims = {
      iss: issuerOf(world.hosts(), 'kakao'),
      aud: q.client_id,
      sub: subject,
      iat: nowS,
      exp: nowS + ID_TOKEN_TTL_S,
      email,
      nickname: name,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    }
    sendJson(res, 200, {
      token_type: 'bearer',
      access_token: issueAccessToken(grant.person),
      id_token: signIdToken(claims, world.kakaoNaver.signingSecret),
      expires_in: ACCESS_TOKEN_TTL_MS / 1000,
      scope: 'openid account_email profile_nickname',
    })
  }

  // Naver answers its token errors with 200 and an `error` field, as nid.naver.com does.
  const naverToken = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const q = req.method === 'POST' ? parseParams(await readBody(req), req.headers['content-type']) : Object.fromEntries(url.searchParams)
    const refuse = (error: string, error_description: string) => sendJson(res, 200, { error, error_description })
    const client = clientOf('naver')
    if (q.grant_type !== 'authorization_code') return refuse('unsupported_grant_type', 'grant_type must be authorization_code')
    if (q.client_id !== client.clientId || q.client_secret !== client.clientSecret) return refuse('invalid_client', 'wrong client id or client secret')
    const grant = takeGrant('naver', q.code ?? '')
    if (grant === 'expired') return refuse('invalid_request', 'expired authorization code')
    if (!grant) return refuse('invalid_request', 'no valid data in session')
    if (!q.state || q.state !== grant.state) return refuse('invalid_request', 'mismatched state')
    sendJson(res, 200, { access_token: issueAccessToken(grant.person), token_type: 'bearer', expires_in: String(ACCESS_TOKEN_TTL_MS / 1000) })
  }

  const naverProfile = (req: IncomingMessage, res: ServerResponse) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const found = accessTokens.get(token)
    if (!found || found.expiresAt <= world.now()) return sendJson(res, 401, { resultcode: '024', message: 'Authentication failed' })
    const { subject, email, name } = found.person
    sendJson(res, 200, { resultcode: '00', message: 'success', response: { id: subject, email, nickname: name } })
  }

  /** The product's Naver callback: back to the app (`return_to`, an allowed origin only) with the sign-in token in the fragment, or `?error=`. */
  const naverCallback = async (res: ServerResponse, url: URL) => {
    const answer = Object.fromEntries(url.searchParams)
    const back = answer.return_to ?? ''
    if (!URL.canParse(back) || !allowedOrigins(new URL(back).origin))
      return html(res, 400, problemPage('naver', '돌아갈 주소가 올바르지 않습니다. 서비스에서 다시 로그인해 주세요.'))
    const state: Record<string, string> = answer.state ? { state: answer.state } : {}
    const done = await finishNaver(world, answer)
    if ('error' in done) return redirect(res, withQuery(back, { error: done.error, ...state }))
    const to = new URL(back)
    to.hash = new URLSearchParams({ id_token: done.token, ...state }).toString()
    return redirect(res, to.toString())
  }

  return {
    async serve(req, res, url) {
      if (url.pathname === NAVER_CALLBACK_PATH && req.method === 'GET') return naverCallback(res, url).then(() => true)
      const match = /^\/oauth\/([a-z]+)\/(authorize|token|me)$/.exec(url.pathname)
      const provider = match?.[1] ?? ''
      if (!match || !isKakaoNaver(provider)) return false
      const step = match[2]
      if (step === 'authorize' && (req.method === 'GET' || req.method === 'POST')) await authorize(provider, req, res, url)
      else if (step === 'token' && provider === 'kakao' && req.method === 'POST') await kakaoToken(req, res)
      else if (step === 'token' && provider === 'naver' && (req.method === 'POST' || req.method === 'GET')) await naverToken(req, res, url)
      else if (step === 'me' && provider === 'naver' && req.method === 'GET') naverProfile(req, res)
      else sendText(res, 405, 'Method Not Allowed')
      return true
    },
  }
}
