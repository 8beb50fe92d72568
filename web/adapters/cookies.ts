import Cookies from 'js-cookie'
import type { CookieName, CookieOptions } from '../../core/contract/index.ts'
import type { Cookies as CookiesPort } from '../../core/ports/cookies.ts'

/**
 * The browser's cookies (the Cookies port of core/ports/cookies.ts) through js-cookie: its
 * encoding is the wire format the CLI's jar mirrors (cli/adapters/jarCookies.ts). The contract's
 * policy (core/contract/cookies.ts) becomes js-cookie's attributes: path /, SameSite Lax, secure by
 * the SSL setting, the expiry when there is one (none: a session cookie), the domain when shared.
 */
const attributes = (options: CookieOptions): Cookies.CookieAttributes => ({
  path: options.path,
  sameSite: options.sameSite,
  secure: options.secure,
  ...(options.expires ? { expires: options.expires } : {}),
  ...(options.domain ? { domain: options.domain } : {}),
})

export const browserCookies = (): CookiesPort => ({
  get: (name: CookieName) => Cookies.get(name),
  set: (name, value, options) => void Cookies.set(name, value, attributes(options)),
  remove: (name, options) => Cookies.remove(name, attributes(options)),
})
