import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CROP_LIMIT_SEC, WATCHED_SHARE, formatRangeParam, isWatched, loopTarget, parseRangeParam, rangeProblem, resumeFrom } from '../../../core/watch/rules.ts'

/** Times as links carry them: whole milliseconds, up to a day. */
const linkTime = fc.integer({ min: 0, max: 86_400_000 }).map((ms) => ms / 1000)

describe('range links (?t=)', () => {
  test('a formatted range parses back to itself', () => {
    fc.assert(
      fc.property(linkTime, linkTime, (a, b) => {
        const range = { start: Math.min(a, b), end: Math.max(a, b) }
        expect(parseRangeParam(formatRangeParam(range))).toEqual(range)
      }),
    )
  })

  test('any string parses to undefined or to finite, non-negative times with at most 3 decimals', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9.\-e+ ]{0,12}$/)), (text) => {
        const parsed = parseRangeParam(text)
        if (parsed === undefined) return
        for (const t of [parsed.start, parsed.end].filter((x) => x !== undefined)) {
          expect(Number.isFinite(t)).toBe(true)
          expect(t).toBeGreaterThanOrEqual(0)
          expect(Math.round(t * 1000) / 1000).toBe(t)
        }
      }),
    )
  })

  test.each(['', '-', '1-', '-2', '1-2-3', '1e3', '-1-5', '1.2345', 'abc', '1,5', '1 - 2'])('rejects %j', (text) => {
    expect(parseRangeParam(text)).toBeUndefined()
  })

  test('examples', () => {
    expect(parseRangeParam('83.5-112')).toEqual({ start: 83.5, end: 112 })
    expect(parseRangeParam('83.5')).toEqual({ start: 83.5 })
    expect(formatRangeParam({ start: 83.5, end: 112 })).toBe('83.5-112')
  })
})

describe('range validation', () => {
  test('exactly one verdict for every range: order, outside, tooLong or fine', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 10_000, noNaN: true }),
        fc.double({ min: -100, max: 10_000, noNaN: true }),
        fc.integer({ min: 1, max: 9000 }),
        (start, end, duration) => {
          const problem = rangeProblem({ start, end }, duration)
          if (!(end > start)) expect(problem).toBe('order')
          else if (start < 0 || end > duration) expect(problem).toBe('outside')
          else if (end - start > CROP_LIMIT_SEC) expect(problem).toBe('tooLong')
          else expect(problem).toBeUndefined()
        },
      ),
    )
  })

  test('NaN and infinities are never fine', () => {
    for (const bad of [Number.NaN, Infinity, -Infinity]) {
      expect(rangeProblem({ start: bad, end: 10 }, 100)).toBeDefined()
      expect(rangeProblem({ start: 0, end: bad }, 100)).toBeDefined()
    }
  })

  test('a crop loops back to its start past its end, and only then', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 180 }), fc.double({ min: 0, max: 2000, noNaN: true }), (start, length, t) => {
        const range = { start, end: start + length }
        const target = loopTarget(t, range)
        if (t >= range.end || t < start - 1) expect(target).toBe(start)
        else expect(target).toBeUndefined()
      }),
    )
  })
})

describe('the 95 % rule', () => {
  test('watched exactly when the position reaches 95 % of the duration', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20_000, noNaN: true }), fc.double({ min: 0.001, max: 20_000, noNaN: true }), (position, duration) => {
        expect(isWatched(position, duration)).toBe(position >= duration * WATCHED_SHARE)
      }),
    )
  })

  test('a watched title resumes from the start; an unwatched one from its position, within the duration', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20_000, noNaN: true }), fc.double({ min: 1, max: 20_000, noNaN: true }), (position, duration) => {
        const from = resumeFrom(position, duration)
        if (isWatched(position, duration)) expect(from).toBe(0)
        else expect(from).toBe(Math.min(position, duration))
        expect(from).toBeGreaterThanOrEqual(0)
        expect(from).toBeLessThanOrEqual(duration)
      }),
    )
  })

  test('a zero duration is never watched', () => expect(isWatched(0, 0)).toBe(false))
})
