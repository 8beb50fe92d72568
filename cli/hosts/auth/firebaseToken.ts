import { type KeyObject, createPublicKey, verify } from 'node:crypto'

/**
 * The Firebase project whose ID tokens the auth host accepts (google, facebook and apple sign in
 * through it), and the web config the app is given for it (docs/decisions/1430).
 */
export interface FirebaseProject {
  readonly projectId: string
  readonly apiKey: string
  readonly authDomain: string
  readonly appId: string
  /** The Auth emulator's address. Only then are unsigned tokens (the emulator's) accepted. */
  readonly emulator?: string
  /** Where Google's token keys are (x509 certificates by key id); default GOOGLE_TOKEN_KEYS_URL. */
  readonly keysUrl?: string
}

/** Google's public keys for Firebase ID tokens. */
export const GOOGLE_TOKEN_KEYS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com'

/** The claims of a checked token that name the person and how they signed in. */
export interface FirebaseClaims {
  readonly sub: string
  readonly email?: string
  readonly name?: string
  /** firebase.sign_in_provider: google.com, facebook.com, apple.com, … */
  readonly signInProvider: string
}

/** A token's signing key by its key id; undefined when there is none. */
export type KeyLookup = (kid: string) => Promise<KeyObject | undefined>

/** How a token must check out: the project, the clock, and the keys (absent: the emulator's unsigned tokens). */
export interface TokenCheck {
  readonly projectId: string
  readonly now: number
  readonly keys?: KeyLookup
}

const json = (part: string | undefined): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** Whether the header and signature are what the mode asks: unsigned for the emulator, RS256 by a known key otherwise. */
const signatureHolds = async (header: Record<string, unknown>, signed: string, signature: string, keys: KeyLookup | undefined): Promise<boolean> => {
  if (!keys) return header['alg'] === 'none' && signature === ''
  const kid = text(header['kid'])
  if (header['alg'] !== 'RS256' || !kid || signature === '') return false
  const key = await keys(kid)
  return key !== undefined && verify('RSA-SHA256', Buffer.from(signed), key, Buffer.from(signature, 'base64url'))
}

/**
 * A Firebase ID token's claims when it checks out: signed as the mode asks, issued by
 * securetoken.google.com for this project, for this project, not expired, not issued in the
 * future, naming a subject and a sign-in provider. Anything else: undefined.
 */
export const checkFirebaseToken = async (token: string, check: TokenCheck): Promise<FirebaseClaims | undefined> => {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  const [head, body, signature = ''] = parts
  const header = json(head)
  const claims = json(body)
  if (!header || !claims) return undefined
  if (!(await signatureHolds(header, `${head}.${body}`, signature, check.keys))) return undefined
  const seconds = check.now / 1000
  const { iss, aud, exp, iat, sub, email, name, firebase } = claims
  if (iss !== `https://securetoken.google.com/${check.projectId}` || aud !== check.projectId) return undefined
  if (typeof exp !== 'number' || exp <= seconds || typeof iat !== 'number' || iat > seconds) return undefined
  const subject = text(sub)
  const signInProvider = typeof firebase === 'object' && firebase !== null ? text((firebase as Record<string, unknown>)['sign_in_provider']) : undefined
  if (!subject || !signInProvider) return undefined
  return { sub: subject, signInProvider, ...(text(email) ? { email: text(email)! } : {}), ...(text(name) ? { name: text(name)! } : {}) }
}

/** Google's keys from `url`, fetched once and kept until the answer's max-age runs out; none while they cannot be read. */
export const googleKeys = (url: string = GOOGLE_TOKEN_KEYS_URL, now: () => number = Date.now): KeyLookup => {
  let cached: { keys: Map<string, KeyObject>; until: number } | undefined
  return async (kid) => {
    if (!cached || now() >= cached.until) {
      try {
        const response = await fetch(url)
        if (!response.ok) return undefined
        const certs = (await response.json()) as Record<string, string>
        const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 0)
        cached = { keys: new Map(Object.entries(certs).map(([id, pem]) => [id, createPublicKey(pem)])), until: now() + maxAge * 1000 }
      } catch {
        return undefined
      }
    }
    return cached.keys.get(kid)
  }
}
