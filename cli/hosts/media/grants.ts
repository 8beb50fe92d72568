import { createHmac, timingSafeEqual } from 'node:crypto'
import { STREAM_GRANT_COOKIE, titleMediaPath } from '../../../core/contract/index.ts'
import type { SessionTable } from '../auth/sessions.ts'

/**
 * Stream grants (docs/decisions/1800): a signed, expiring cookie that opens one title's media
 * for one session on one device. Its value is `<payload>.<signature>`, both base64url: the payload
 * is the JSON `{"s":…,"d":…,"t":…,"p":…,"e":…}` (the session token, its device id, the title's
 * movie_url, the media path prefix, the expiry in ms since the epoch), the signature HMAC-SHA256
 * of the payload's base64url text under the stand-in's grant secret.
 */
export interface GrantClaims {
  /** The session (device) the grant belongs to. */
  readonly s: string
  /** The session's device: the request's device_id cookie must name it, so a grant copied to another browser opens nothing. */
  readonly d: string
  /** The title's movie_url. */
  readonly t: string
  /** The path prefix it opens: `/media/t/{movie_url}/`. */
  readonly p: string
  /** When it lapses, ms since the epoch on the stand-in's clock. */
  readonly e: number
}

export type GrantCheck = { readonly ok: true; readonly claims: GrantClaims } | { readonly ok: false; readonly why: string }

/** A short memory of "is this session still signed in", so a burst of segment requests costs one query. */
export const SESSION_MEMO_MS = 2_000

export interface StreamGrants {
  /** A grant's life, in ms. */
  readonly ttlMs: number
  /** Signs a grant for a session (on its device) and a title, lapsing ttlMs from now. */
  issue(s: string, deviceId: string, movieUrl: string): { readonly value: string; readonly claims: GrantClaims }
  /** The Set-Cookie header value that carries a grant, scoped to its title's media. */
  cookie(value: string, claims: GrantClaims): string
  /** Whether a cookie value is a grant for this title and this device that is signed, unexpired and whose session is still signed in. */
  check(value: string | undefined, movieUrl: string, deviceId: string | undefined): Promise<GrantCheck>
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url')

export const createStreamGrants = (secret: Buffer, ttlMs: number, sessions: Pick<SessionTable, 'lookup'>, now: () => number): StreamGrants => {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest()
  /** Session token → whether it is still signed in, until when this answer is trusted. */
  const memo = new Map<string, { readonly alive: boolean; readonly until: number }>()
  const signedIn = async (s: string): Promise<boolean> => {
    const at = now()
    const kept = memo.get(s)
    if (kept && kept.until > at) return kept.alive
    // A token past its hour is not a sign-out: the app renews it and the grant's own expiry bounds it.
    const alive = (await sessions.lookup(s)).kind !== 'unknown'
    if (memo.size > 50_000) memo.clear()
    memo.set(s, { alive, until: at + SESSION_MEMO_MS })
    return alive
  }
  return {
    ttlMs,
    issue(s, deviceId, movieUrl) {
      const claims: GrantClaims = { s, d: deviceId, t: movieUrl, p: titleMediaPath(movieUrl), e: now() + ttlMs }
      const payload = b64(JSON.stringify(claims))
      return { value: `${payload}.${b64(sign(payload))}`, claims }
    },
    cookie(value, claims) {
      return grantCookie(value, claims.p, Math.max(1, Math.ceil((claims.e - now()) / 1000)))
    },
    async check(value, movieUrl, deviceId) {
      const [payload, signature, extra] = (value ?? '').split('.')
      if (!payload || !signature || extra !== undefined) return { ok: false, why: 'no grant' }
      const given = Buffer.from(signature, 'base64url')
      const expected = sign(payload)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, why: 'signature' }
      let claims: GrantClaims
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as GrantClaims
      } catch {
        return { ok: false, why: 'payload' }
      }
      if (claims.t !== movieUrl || claims.p !== titleMediaPath(movieUrl)) return { ok: false, why: 'another title' }
      if (!deviceId || claims.d !== deviceId) return { ok: false, why: 'another device' }
      if (!(now() < claims.e)) return { ok: false, why: 'expired' }
      if (!(await signedIn(claims.s))) return { ok: false, why: 'session ended' }
      return { ok: true, claims }
    },
  }
}

/**
 * The grant cookie's attributes, in one place: scoped to the title's media path, gone when the
 * grant lapses, never readable by a page's script, sent on same-site requests only.
 */
export const grantCookie = (value: string, path: string, maxAgeSec: number, domain?: string): string =>
  [`${STREAM_GRANT_COOKIE}=${value}`, `Path=${path}`, `Max-Age=${maxAgeSec}`, 'HttpOnly', 'SameSite=Lax', ...(domain ? [`Domain=${domain}`] : [])].join('; ')

/** A secret for one purpose (grants, keys) from the stand-in's media secret. */
export const purposeSecret = (mediaSecret: Buffer, purpose: 'grant' | 'key'): Buffer =>
  createHmac('sha256', mediaSecret).update(`stand-in media ${purpose}`).digest()
