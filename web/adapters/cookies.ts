import JsCookie from 'js-cookie'
import type { CookieName, CookieOptions } from '../../core/contract/index.ts'
import type { Cookies } from '../../core/ports/cookies.ts'

/** js-cookie's attribute names for the contract's cookie policy. */
const attributes = (options: CookieOptions): Cookies.CookieAttributes => ({
  path: options.path,
  sameSite: 'Lax',
  secure: options.secure,
  ...(options.expires ? { expires: options.expires } : {}),
  ...(options.domain ? { domain: options.domain } : {}),
})

/** The browser's cookies through js-cookie (the Cookies port of core/ports/cookies.ts). */
export const browserCookies = (): Cookies => ({
  get: (name: CookieName) => JsCookie.get(name),
  set: (name, value, options) => void JsCookie.set(name, value, attributes(options)),
  remove: (name, options) => JsCookie.remove(name, attributes(options)),
})
