import type { CookieName, CookieOptions } from '../../core/contract/index.ts'
import type { Cookies } from '../../core/ports/cookies.ts'

/**
 * The browser's cookies (the Cookies port of core/ports/cookies.ts) on `document.cookie`, with
 * js-cookie's own encoding, byte for byte: values URI-encoded except the characters cookies
 * allow, read back by decoding every escape. js-cookie did this before; these dozen lines keep
 * its wire format (and the CLI's jar, which mirrors it) at a third of its size on the first page
 * (docs/decisions/0802). Cookie names are the contract's, plain ASCII, never encoded.
 */

/** js-cookie 3's write converter. */
const encodeValue = (value: string): string =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent)

/** js-cookie 3's read converter: quotes dropped, escapes decoded. */
const decodeValue = (value: string): string =>
  (value.startsWith('"') ? value.slice(1, -1) : value).replace(/(%[\dA-F]{2})+/gi, decodeURIComponent)

/** The contract's cookie policy as attributes (SameSite=Lax always, as before). */
const attributes = (options: CookieOptions, expires = options.expires): string =>
  [
    `; path=${options.path}`,
    expires ? `; expires=${expires.toUTCString()}` : '',
    options.domain ? `; domain=${options.domain}` : '',
    '; sameSite=Lax',
    options.secure ? '; secure' : '',
  ].join('')

export const browserCookies = (doc: Document = document): Cookies => ({
  get(name: CookieName) {
    for (const pair of doc.cookie ? doc.cookie.split('; ') : []) {
      const at = pair.indexOf('=')
      if (at < 0 || pair.slice(0, at) !== name) continue
      try {
        return decodeValue(pair.slice(at + 1))
      } catch {
        return undefined
      }
    }
    return undefined
  },
  set: (name, value, options) => void (doc.cookie = `${name}=${encodeValue(value)}${attributes(options)}`),
  remove: (name, options) => void (doc.cookie = `${name}=${attributes(options, new Date(0))}`),
})
