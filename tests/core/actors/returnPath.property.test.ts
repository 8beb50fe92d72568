import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSameOriginPath, normalisedReturnPath } from '../../../core/actors/navigationRecorder/navigationRecorder.logic.ts'

/**
 * The one return-address rule, judged against the URL standard itself (Node's WHATWG `URL`), not
 * against a copy of the rule: an accepted path, in every form the browser or the router may give
 * it (percent-decoded any number of times, dot segments resolved, then read again as an address),
 * stays on this origin.
 */
const ORIGIN = 'https://www.example.com'

/** Single-byte escapes decoded once, as the router decodes a path before matching it. */
const decodeOnce = (path: string): string => path.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** Every form of `path`: the URL parser's resolution, re-read as an address, and decoded, until stable. */
const formsOf = (path: string): string[] => {
  const forms = [path]
  let current = path
  for (let i = 0; i < 10; i++) {
    let resolved: URL
    try {
      resolved = new URL(current, ORIGIN)
    } catch {
      return forms // `current` names no address at all (e.g. `//` + a bad host): staysHere refuses it
    }
    const next = decodeOnce(`${resolved.pathname}${resolved.search}${resolved.hash}`)
    forms.push(`${resolved.pathname}${resolved.search}${resolved.hash}`, next)
    if (next === current) break
    current = next
  }
  return forms
}

/** Whether reading `form` as an address (twice: once to resolve, once as the router's result) stays here. */
const staysHere = (form: string): boolean => {
  try {
    const once = new URL(form, ORIGIN)
    if (once.origin !== ORIGIN) return false
    // The resolved path handed on as a link: `//evil.example/x` would now name another host.
    return new URL(once.pathname, ORIGIN).origin === ORIGIN && !once.pathname.startsWith('//')
  } catch {
    return false
  }
}

/** Segments that spell slashes, backslashes and dots in raw, escaped and twice-escaped forms. */
const trickySegment = fc.constantFrom(
  '',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%252e',
  '%252E%252e',
  '%2f',
  '%2F',
  '%252f',
  '%5c',
  '%5C',
  '\\',
  '%09',
  '%0a',
  '%00',
  'evil.example',
  'a',
  'x',
  '한글',
  '%ED%95%9C',
  'login',
  '?',
  '#',
  '%3F',
  '%23',
)
const trickyPath = fc
  .tuple(fc.array(trickySegment, { minLength: 1, maxLength: 6 }), fc.constantFrom('', '?q=1', '#top', '?r=//evil.example', '#//x'))
  .map(([segments, tail]) => `/${segments.join('/')}${tail}`)
const plainSegment = fc.string({ unit: fc.constantFrom(...'abcxyz019-_~'.split(''), '한', '글'), minLength: 1, maxLength: 8 })
const plainPath = fc.array(plainSegment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`)

describe('the return-address rule over decoded and dot-segment forms', () => {
  it('refuses the known counterexamples', () => {
    for (const path of [
      '/.//evil.example/x',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/.//#',
      '/.//',
      '/%252e//evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/x/../%2e%2e//evil.example',
    ]) {
      expect(isSameOriginPath(path), path).toBe(false)
    }
  })

  it('keeps to this origin in every form of every path it accepts', () => {
    fc.assert(
      fc.property(fc.oneof(trickyPath, plainPath), (path) => {
        if (!isSameOriginPath(path)) return
        for (const form of formsOf(path)) expect(staysHere(form), `${path} as ${form}`).toBe(true)
      }),
      { numRuns: 3_000 },
    )
  })

  it('finds tricky paths it must refuse (the generator reaches the dangerous cases)', () => {
    const refused = fc.sample(trickyPath, { numRuns: 2_000 }).filter((path) => formsOf(path).some((form) => !staysHere(form)))
    expect(refused.length).toBeGreaterThan(50)
    for (const path of refused) expect(isSameOriginPath(path), path).toBe(false)
  })

  it('accepts plain paths and returns them as they are', () => {
    fc.assert(
      fc.property(plainPath, (path) => {
        expect(normalisedReturnPath(path)).toBe(path)
      }),
    )
    expect(normalisedReturnPath('/a/../b?x=1#y')).toBe('/b?x=1#y')
    expect(normalisedReturnPath('/')).toBe('/')
  })

  it('is stable: the normalised form is accepted and normalises to itself', () => {
    fc.assert(
      fc.property(fc.oneof(trickyPath, plainPath), (path) => {
        const normalised = normalisedReturnPath(path)
        if (normalised !== undefined) expect(normalisedReturnPath(normalised)).toBe(normalised)
      }),
    )
  })
})
