import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CookieName, cookieOptions, cookieSettingsOf, withCookieSettings } from '../../core/contract/index.ts'

/** The one cookie configuration (docs/decisions/1812): Domain and Secure for the web, the CLI's jar and the stand-in. */
describe('cookieSettingsOf', () => {
  it('Secure exactly on https unless configured; a domain as given', () => {
    expect(cookieSettingsOf({}, 'http://localhost:5173')).toEqual({ secure: false })
    expect(cookieSettingsOf({}, 'https://www.example.com')).toEqual({ secure: true })
    expect(cookieSettingsOf({ secure: '0' }, 'https://www.example.com')).toEqual({ secure: false })
    expect(cookieSettingsOf({ secure: 'true' }, 'http://localhost')).toEqual({ secure: true })
    expect(cookieSettingsOf({ domain: ' .example.com ' }, 'https://m.example.com')).toEqual({ secure: true, domain: '.example.com' })
    expect(cookieSettingsOf({ domain: '' })).toEqual({ secure: false })
  })

  it('every cookie of the app carries the configured domain and Secure', () => {
    for (const name of Object.values(CookieName))
      expect(cookieOptions(name, { domain: '.example.com', secure: true })).toMatchObject({ domain: '.example.com', secure: true })
  })
})

describe('withCookieSettings', () => {
  it("adds Domain and Secure to a host's Set-Cookie once, whatever it already had", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.constantFrom('.example.com', 'example.com')), fc.boolean(), (secure, domain, hadSecure) => {
        const raw = `login_key=abc; Path=/; SameSite=Lax; HttpOnly${hadSecure ? '; Secure' : ''}`
        const out = withCookieSettings(raw, { secure, ...(domain ? { domain } : {}) })
        const parts = out.split('; ')
        expect(parts.filter((p) => p === 'Secure')).toHaveLength(secure || hadSecure ? 1 : 0)
        expect(parts.filter((p) => p.startsWith('Domain='))).toEqual(domain ? [`Domain=${domain}`] : [])
        expect(out.startsWith(raw)).toBe(true)
      }),
    )
  })
})
