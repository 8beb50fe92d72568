import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifyRedirect, safeReturnPath } from '../../web/returnAddress.ts'

/**
 * The web app's return addresses and route-rule redirects are plain functions (no React), so they
 * are property-tested without a browser: a return address never leads off the site.
 */
const origin = 'https://www.example.com'

const hostile = fc.oneof(
  fc.webUrl(),
  fc.webUrl().map((url) => url.replace(/^https?:/, '')), // protocol-relative
  fc.webUrl().map((url) => url.replace(/^https?:\/\//, '/\\')), // backslash trick
  fc.webUrl().map((url) => url.replace(/^https?:\/\//, '\\\\')),
  fc.string().map((s) => `javascript:${s}`),
)

describe('safeReturnPath', () => {
  it('keeps every same-origin path as it is, query and hash included', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.webFragments(), (path, query, hash) => {
        const full = `/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`
        const safe = safeReturnPath(full, origin)
        if (safe === undefined) return new URL(full, origin).pathname === '/login' || full.startsWith('//')
        return new URL(safe, origin).href === new URL(full, origin).href
      }),
    )
  })

  it('never returns anything that leaves the site', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const safe = safeReturnPath(raw, origin)
        return safe === undefined || new URL(safe, origin).origin === origin
      }),
    )
  })

  it('drops the login page itself, so a login never returns to login', () => {
    expect(safeReturnPath('/login?return_url=%2FmyPage', origin)).toBeUndefined()
    expect(safeReturnPath('/myPage?tab=2', origin)).toBe('/myPage?tab=2')
    expect(safeReturnPath('//evil.example/x', origin)).toBeUndefined()
    expect(safeReturnPath('https://evil.example/x', origin)).toBeUndefined()
  })
})

describe('classifyRedirect', () => {
  it('leaves the app exactly when the target is on another origin', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const target = classifyRedirect(url, origin)
        return (target.kind === 'external') === (new URL(url).origin !== origin)
      }),
    )
    expect(classifyRedirect('/pay', origin)).toEqual({ kind: 'internal', path: '/pay' })
  })
})
