import { SSL_MODE } from './constants.ts'

/** Cookie names of docs/product.md §3 (plus filter, read at start per section 5). */
export const CookieName = {
  deviceId: 'device_id',
  autoLogin: 'auto_login',
  ticket: 'ticket',
  returnUrl: 'return_url',
  currentMenu: 'current_menu',
  filter: 'filter',
  /** The invite code an invitation link brought (docs/decisions/1451): a session cookie, used at sign-up. */
  inviteCode: 'invite_code',
} as const
export type CookieName = (typeof CookieName)[keyof typeof CookieName]

/** Persistent cookies expire on this date; return_url and invite_code are session cookies. */
export const PERSISTENT_COOKIE_EXPIRES = new Date(Date.UTC(2099, 11, 31, 23, 59, 59))

export interface CookieOptions {
  readonly expires?: Date
  readonly path: '/'
  readonly sameSite: 'Lax'
  readonly secure: boolean
  /** Shared across the product's sub-domains, e.g. `.example.com`; unset on localhost. */
  readonly domain?: string
}

/** The policy of docs/product.md §9 for one cookie. */
export const cookieOptions = (name: CookieName, domain?: string): CookieOptions => ({
  ...(name === CookieName.returnUrl || name === CookieName.inviteCode ? {} : { expires: PERSISTENT_COOKIE_EXPIRES }),
  path: '/',
  sameSite: 'Lax',
  secure: SSL_MODE === 1,
  ...(domain ? { domain } : {}),
})
