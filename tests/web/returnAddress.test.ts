import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSameOriginPath } from '../../core/actors/navigationRecorder/navigationRecorder.logic.ts'
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

/** Whether the browser, reading `full` and then its own resolved path again, would stay on the origin. */
const browserStays = (full: string): boolean => {
  const url = new URL(full, origin)
  return url.origin === origin && !url.pathname.startsWith('//') && new URL(url.pathname, origin).origin === origin
}

/** Dot segments and their escapes, which resolve away and can leave `//` behind. */
const dotted = fc
  .tuple(fc.webPath(), fc.array(fc.constantFrom('.', '..', '%2e', '%2E%2e', '', '%252e', '%2f'), { maxLength: 4 }), fc.webPath())
  .map(([before, dots, after]) => `/${before.replace(/^\/+/, '')}/${dots.join('/')}/${after.replace(/^\/+/, '')}`)

describe('safeReturnPath', () => {
  it('keeps every same-origin path as the browser resolves it, query and hash included', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), fc.webFragments(), (path, query, hash) => {
        const full = `/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`
        const safe = safeReturnPath(full, origin)
        if (safe === undefined) return new URL(full, origin).pathname === '/login' || !isSameOriginPath(full)
        return new URL(safe, origin).href === new URL(full, origin).href
      }),
    )
  })

  it('never returns anything that leaves the site', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, dotted), (raw) => {
        const safe = safeReturnPath(raw, origin)
        return safe === undefined || (browserStays(safe) && isSameOriginPath(safe))
      }),
    )
  })

  it('refuses the paths whose dot segments resolve to another site (counterexamples, kept as examples)', () => {
    for (const raw of ['/.//evil.example/x', '/%2e//evil.example', '/a/..//evil.example', '/.//#', '/.//', '/%2F.%2F%2Fevil.example%2Fx']) {
      expect(safeReturnPath(raw, origin), raw).toBeUndefined()
    }
    // fast-check's counterexample ["/.//", "", ""] of the first property above, as that property builds it.
    const [path, query, hash] = ['/.//', '', '']
    expect(safeReturnPath(`/${path.replace(/^\/+/, '')}${query}${hash}`, origin)).toBeUndefined()
    // A login link carrying a return address, as the login page reads it from ?return_url=.
    expect(safeReturnPath(new URLSearchParams('return_url=%2F.%2F%2Fevil.example%2Fx').get('return_url'), origin)).toBeUndefined()
  })

  it('drops the login page itself, so a login never returns to login', () => {
    expect(safeReturnPath('/login?return_url=%2FmyPage', origin)).toBeUndefined()
    expect(safeReturnPath('/LOGIN/', origin)).toBeUndefined()
    expect(safeReturnPath('/a/../%6cogin', origin)).toBeUndefined()
    expect(safeReturnPath('/myPage?tab=2', origin)).toBe('/myPage?tab=2')
    expect(safeReturnPath('/a/../myPage', origin)).toBe('/myPage')
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
    // A path on this origin that the router would read as another site goes home instead.
    expect(classifyRedirect(`${origin}//evil.example/x`, origin)).toEqual({ kind: 'internal', path: '/' })
    expect(classifyRedirect('/.//evil.example/x', origin)).toEqual({ kind: 'internal', path: '/' })
  })
})
