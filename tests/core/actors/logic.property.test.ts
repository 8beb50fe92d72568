import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultCurrentMenu, parseCurrentMenu, serialiseCurrentMenu } from '../../../core/actors/menu/menu.logic.ts'
import { isSameOriginPath, restoredReturnUrl, returnUrlFor } from '../../../core/actors/navigationRecorder/navigationRecorder.logic.ts'
import { parseReloadAt, reloadDecision } from '../../../core/actors/reloadGuard/reloadGuard.logic.ts'
import { parseFlagCookie } from '../../../core/contract/index.ts'
import { DEFAULT_CATEGORY_NAME, ServiceId, Timing } from '../../../core/contract/index.ts'

const ORIGIN = 'https://www.example.com'
/** Strings with the characters that make URL tricks: slashes, backslashes, controls, schemes. */
const tricky = fc.string({ unit: fc.constantFrom('/', '\\', ':', '.', 'a', '%', '@', '?', '#', '\t', '\n', ' ', 'h', 't', 'p', 's', '한') })
const segment = fc.string({ unit: fc.constantFrom(...'abcxyz019-_~'.split(''), '한', '글'), minLength: 1, maxLength: 8 })
const safePath = fc
  .tuple(fc.array(segment, { maxLength: 4 }), fc.option(segment), fc.option(segment))
  .map(([parts, query, hash]) => `/${parts.join('/')}${query ? `?q=${query}` : ''}${hash ? `#${hash}` : ''}`)

describe('return address: same-origin paths only', () => {
  it('accepts only paths that stay on the origin, however they are written', () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), safePath), (path) => {
        if (isSameOriginPath(path)) expect(new URL(path, ORIGIN).origin).toBe(ORIGIN)
      }),
      { numRuns: 2_000 },
    )
  })

  it('accepts every plain same-origin path', () => {
    fc.assert(
      fc.property(safePath, (path) => {
        expect(isSameOriginPath(path)).toBe(true)
      }),
    )
  })

  it('refuses absolute, protocol-relative and backslash addresses', () => {
    for (const path of ['https://evil.com', '//evil.com', '/\\evil.com', '\\\\evil.com', '/\t/evil.com', 'javascript:alert(1)', '', 'myPage', ' /x']) {
      expect(isSameOriginPath(path), path).toBe(false)
    }
  })

  it('records the previous full path only when the full path changes', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(safePath, tricky)), fc.oneof(safePath, tricky), (previous, next) => {
        const url = returnUrlFor(previous, next)
        if (previous === null || previous === next) expect(url).toBeUndefined()
        else expect(url).toBe(isSameOriginPath(previous) ? previous : undefined)
        if (url !== undefined) expect(new URL(url, ORIGIN).origin).toBe(ORIGIN)
      }),
    )
    expect(returnUrlFor('/a?x=1', '/a?x=2')).toBe('/a?x=1')
    expect(returnUrlFor('/a#top', '/a#top')).toBeUndefined()
  })

  it('restores a stored return address only if it is still a same-origin path', () => {
    expect(restoredReturnUrl('/myPage')).toBe('/myPage')
    expect(restoredReturnUrl('//evil.com')).toBeNull()
    expect(restoredReturnUrl(undefined)).toBeNull()
  })
})

describe('filter and auto_login cookies', () => {
  it('become 1 only when the cookie parses to 1', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('1', '01', ' 1', '1.9', '1e3', '+1', '-1'))), (raw) => {
        const parsed = raw === null ? undefined : raw
        expect(parseFlagCookie(parsed)).toBe(parsed !== undefined && Number.parseInt(parsed, 10) === 1 ? 1 : 0)
      }),
    )
  })
})

describe('reload guard window', () => {
  it('reloads at most once in any 10-second window, for any failure times', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 40 }), (offsets) => {
        const times = [...offsets].sort((a, b) => a - b)
        let last: number | null = null
        const reloads: number[] = []
        for (const now of times) {
          if (reloadDecision(last, now) === 'reload') {
            reloads.push(now)
            last = now
          }
        }
        reloads.slice(1).forEach((at, i) => expect(at - reloads[i]!).toBeGreaterThanOrEqual(Timing.reloadGuardMs))
        // The first failure always reloads.
        if (times.length > 0) expect(reloads[0]).toBe(times[0])
      }),
    )
  })

  it('reads an unreadable stored time as no earlier reload', () => {
    expect(parseReloadAt(null)).toBeNull()
    expect(parseReloadAt('soon')).toBeNull()
    expect(parseReloadAt('1700000000000')).toBe(1_700_000_000_000)
  })
})

describe('current_menu cookie', () => {
  const menu = fc.record({
    section_no: fc.integer({ min: -10, max: 3_000 }),
    section_name: fc.string(),
    category_no: fc.integer({ min: 0, max: 10_000 }),
    category_name: fc.string({ minLength: 1 }),
  })

  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(menu, (m) => {
        expect(parseCurrentMenu(serialiseCurrentMenu(m))).toEqual(m)
      }),
    )
  })

  it('reads anything else as no saved menu, never throwing', () => {
    fc.assert(fc.property(fc.string(), (raw) => void parseCurrentMenu(raw)))
    expect(parseCurrentMenu('{"section_no":"5"}')).toBeNull()
    expect(parseCurrentMenu('{"section_no":5}')).toEqual({ section_no: 5, section_name: '', category_no: 0, category_name: DEFAULT_CATEGORY_NAME })
    expect(defaultCurrentMenu).toEqual({ section_no: ServiceId.all, section_name: '', category_no: 0, category_name: '카테고리' })
  })
})
