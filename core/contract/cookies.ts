import { SSL_MODE } from './constants.ts'
import type { Flag } from './enums.ts'

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

/** docs/product.md §5: a flag cookie becomes 1 only if it parses to 1 (as parseInt reads it), else 0. */
export const parseFlagCookie = (raw: string | undefined): Flag => (raw !== undefined && Number.parseInt(raw, 10) === 1 ? 1 : 0)

/** Persistent cookies expire on this date; return_url, invite_code and ticket are session cookies. */
export const PERSISTENT_COOKIE_EXPIRES = new Date(Date.UTC(2099, 11, 31, 23, 59, 59))

export interface CookieOptions {
  readonly expires?: Date
  readonly path: '/'
  readonly sameSite: 'Lax'
  readonly secure: boolean
  /** Shared across the product's sub-domains, e.g. `.example.com`; unset on localhost. */
  readonly domain?: string
}

/**
 * The cookie configuration every driver shares (docs/decisions/1812): the web's js-cookie adapter,
 * the CLI's cookie jar and the stand-in's Set-Cookie all take their Domain and Secure from it.
 */
export interface CookieSettings {
  /** Domain=, so the product's sub-domains share the cookies (`.example.com`); none: host-only. */
  readonly domain?: string
  /** Secure: sent over https only. */
  readonly secure: boolean
}

/** What configures the cookies: COOKIE_DOMAIN and COOKIE_SECURE (VITE_ for a web build; flags for the CLI). */
export interface CookieConfig {
  readonly domain?: string | undefined
  /** '1' or 'true': always Secure; '0' or 'false': never; unset: Secure exactly when the site is on https. */
  readonly secure?: string | undefined
}

/**
 * The one reading of the cookie configuration: the domain as given (a leading dot kept, blank:
 * none); Secure as configured, else when the site's address is https, else by the SSL mode.
 */
export const cookieSettingsOf = (config: CookieConfig = {}, siteAddress?: string): CookieSettings => {
  const domain = config.domain?.trim()
  const flag = config.secure?.trim().toLowerCase()
  const secure =
    flag === '1' || flag === 'true' ? true : flag === '0' || flag === 'false' ? false : siteAddress ? siteAddress.startsWith('https:') : SSL_MODE === 1
  return { secure, ...(domain ? { domain } : {}) }
}

/** The policy of docs/product.md §9 for one cookie, with the configured domain and Secure. */
export const cookieOptions = (name: CookieName, settings: CookieSettings = cookieSettingsOf()): CookieOptions => ({
  // The ticket (a redeemed one-time token) lasts the browser session: it opens nothing, and says nothing past it (docs/decisions/1812).
  ...(name === CookieName.returnUrl || name === CookieName.inviteCode || name === CookieName.ticket ? {} : { expires: PERSISTENT_COOKIE_EXPIRES }),
  path: '/',
  sameSite: 'Lax',
  secure: settings.secure,
  ...(settings.domain ? { domain: settings.domain } : {}),
})

/** A host's Set-Cookie value with the configured Domain and Secure added (the stand-in's, for every cookie it sets). */
export const withCookieSettings = (setCookie: string, settings: CookieSettings): string => {
  const has = (attribute: string) => setCookie.split(';').some((part) => part.trim().toLowerCase().split('=')[0] === attribute)
  return [
    setCookie,
    ...(settings.domain && !has('domain') ? [`Domain=${settings.domain}`] : []),
    ...(settings.secure && !has('secure') ? ['Secure'] : []),
  ].join('; ')
}
