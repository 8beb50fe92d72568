import type { CookieJar } from 'tough-cookie'
import type { CookieName, CookieOptions } from '../../core/contract/index.ts'
import type { Cookies } from '../../core/ports/index.ts'

const encode = (value: string) => encodeURIComponent(value)
const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

const attributes = (options: CookieOptions): string =>
  [
    `Path=${options.path}`,
    `SameSite=${options.sameSite}`,
    ...(options.expires ? [`Expires=${options.expires.toUTCString()}`] : []),
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')

/**
 * The page's cookies (core/ports Cookies) over the CLI's jar: what `document.cookie` would see on
 * the web host's URL. HttpOnly cookies stay invisible and untouchable, as in a browser; values are
 * URI-encoded as js-cookie does in web/, so both drivers put the same bytes on the wire.
 */
export const jarCookies = (jar: CookieJar, pageUrl: string): Cookies => ({
  get: (name: CookieName) => {
    const cookie = jar.getCookiesSync(pageUrl, { http: false }).find((c) => c.key === name)
    return cookie ? decode(cookie.value) : undefined
  },
  set: (name, value, options) => {
    jar.setCookieSync(`${name}=${encode(value)}; ${attributes(options)}`, pageUrl, { http: false, ignoreError: true })
  },
  remove: (name, options) => {
    const { expires: _expires, ...rest } = options
    jar.setCookieSync(`${name}=; ${attributes(rest)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`, pageUrl, { http: false, ignoreError: true })
  },
})
