import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keepLatest } from '../../core/support/keepLatest.ts'

/**
 * The bounded caches (the web's kept pages and answers, the stand-in's compressed files) keep
 * exactly the most recently kept keys, newest last, each with the value it was last kept with.
 */
describe('keepLatest', () => {
  it('keeps the last `limit` distinct keys, in the order they were last kept, with their last values', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.nat()), { maxLength: 60 }), fc.integer({ min: 1, max: 6 }), (steps, limit) => {
        const map = new Map<number, number>()
        for (const [key, value] of steps) keepLatest(map, key, value, limit)
        // The model: walk the steps backwards, the first sighting of a key is its last keeping.
        const expected: [number, number][] = []
        for (const [key, value] of [...steps].reverse()) if (expected.length < limit && !expected.some(([k]) => k === key)) expected.unshift([key, value])
        expect([...map]).toEqual(expected)
      }),
    )
  })
})
