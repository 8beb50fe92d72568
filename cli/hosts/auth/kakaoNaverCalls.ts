import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Hosts } from '../../../core/contract/index.ts'
import type { SocialIdentity } from './socialCalls.ts'

/**
 * Kakao and Naver sign-in as the stand-in plays them (docs/decisions/1460): the ID tokens its
 * provider pages issue, and the check socialLogin makes of one. Tokens are JWTs signed HS256 with
 * the stand-in's secret; the real providers sign RS256 with keys published at their JWKS address.
 */

export type KakaoNaverProvider = 'kakao' | 'naver'
export const kakaoNaverProviders: readonly KakaoNaverProvider[] = ['kakao', 'naver']
export const isKakaoNaver = (provider: string): provider is KakaoNaverProvider => (kakaoNaverProviders as readonly string[]).includes(provider)

/** One provider's app registration: configuration (env or options), never code. */
export interface OAuthClient {
  readonly clientId: string
  readonly clientSecret: string
}

/** What the stand-in plays Kakao and Naver with. */
export interface KakaoNaverSetup {
  readonly kakao: OAuthClient
  readonly naver: OAuthClient
  /** The HS256 key of the stand-in's ID tokens (a fresh one per start). */
  readonly signingSecret: string
  /** Where naverCallback reaches Naver's token and profile (`{base}/token`, `{base}/me`); default the stand-in's. */
  readonly naverApi?: string
}

/** What verifying a token needs of the stand-in's world. */
export interface KakaoNaverWorld {
  readonly kakaoNaver: KakaoNaverSetup
  readonly hosts: () => Hosts
  readonly now: () => number
}

/** A token issued now is taken up to this far in the future of the stand-in's clock (clock skew). */
const SKEW_S = 60

/** Where the stand-in plays a provider: under the auth host (docs/contract.md "Kakao and Naver sign-in"). */
export const providerBase = (hosts: Hosts, provider: KakaoNaverProvider): string => `${hosts.auth}/oauth/${provider}`

/**
 * The `iss` of a token socialLogin takes: Kakao's own ID token (the stand-in's Kakao), or, for
 * Naver, which issues none, the sign-in token the auth host's Naver callback makes from the profile.
 */
export const issuerOf = (hosts: Hosts, provider: KakaoNaverProvider): string =>
  provider === 'kakao' ? providerBase(hosts, 'kakao') : `${hosts.auth}/v3/mwLogin/naverCallback`

export interface IdTokenClaims {
  readonly iss: string
  readonly aud: string
  readonly sub: string
  readonly iat: number
  readonly exp: number
  readonly email?: string
  readonly nickname?: string
  readonly nonce?: string
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')
const mac = (secret: string, data: string): Buffer => createHmac('sha256', secret).update(data).digest()

/** A JWT with these claims, HS256 with `secret`. */
export const signIdToken = (claims: IdTokenClaims, secret: string): string => {
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`
  return `${body}.${mac(secret, body).toString('base64url')}`
}

const decodePart = (part: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * Who a Kakao or Naver ID token names, or undefined when it does not check out: the signature
 * (HS256 only: `alg` is never taken from the token), the issuer, the audience (the configured
 * client id), the expiry and the subject.
 */
export const verifyKakaoNaver = async (provider: string, token: string, world: KakaoNaverWorld): Promise<SocialIdentity | undefined> => {
  if (!isKakaoNaver(provider)) return undefined
  const [head = '', body = '', signature = '', ...rest] = token.split('.')
  if (rest.length > 0 || !head || !body || !signature) return undefined
  const expected = mac(world.kakaoNaver.signingSecret, `${head}.${body}`)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  const header = decodePart(head)
  const claims = decodePart(body)
  if (header?.alg !== 'HS256' || !claims) return undefined
  const nowS = world.now() / 1000
  const { exp, iat } = claims
  if (claims.iss !== issuerOf(world.hosts(), provider) || claims.aud !== world.kakaoNaver[provider].clientId) return undefined
  if (typeof exp !== 'number' || exp <= nowS || typeof iat !== 'number' || iat > nowS + SKEW_S) return undefined
  const subject = text(claims.sub)
  if (!subject) return undefined
  const email = text(claims.email)
  const name = text(claims.nickname)
  return { provider, subject, ...(email ? { email } : {}), ...(name ? { name } : {}) }
}
