import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CopyKey, type SessionKind, sameKey } from '../../../core/firstPaint/returnVisit.ts'
import { type ServedRead, decodeServedReads, encodeServedReads } from '../../../core/firstPaint/servedReads.ts'

/**
 * The reads a served page came with (decision 0809): the app uses them only when they were read
 * for its own build, session kind and filter, and nothing in a block, damaged or hostile, makes
 * the decoding throw or lets an answer close the element it sits in.
 */

const kinds: readonly SessionKind[] = ['guest', 'member', 'adult']
const keyArb: fc.Arbitrary<CopyKey> = fc.record({
  build: fc.constantFrom('b1', 'b2', ''),
  kind: fc.constantFrom(...kinds),
  filter: fc.constantFrom(0 as const, 1 as const),
})
const readArb: fc.Arbitrary<ServedRead> = fc.record({
  name: fc.constantFrom('homeContents' as const, 'contentList' as const),
  params: fc.dictionary(fc.constantFrom('sort', 'count', 'section_no'), fc.oneof(fc.string(), fc.integer())),
  // Titles may hold anything, `</script>` included.
  answer: fc.record({ rows: fc.array(fc.record({ title: fc.oneof(fc.string(), fc.constant('</script><script>alert(1)</script>')) }), { maxLength: 3 }) }),
})

describe('served reads', () => {
  it('serve exactly the key they were read for', () => {
    fc.assert(
      fc.property(keyArb, keyArb, fc.array(readArb, { maxLength: 3 }), (served, visit, reads) => {
        const decoded = decodeServedReads(encodeServedReads({ key: served, reads }), visit)
        expect(decoded).toEqual(sameKey(served, visit) ? reads : [])
      }),
    )
  })

  it('never close their element, and come back whole', () => {
    fc.assert(
      fc.property(keyArb, fc.array(readArb, { maxLength: 3 }), (key, reads) => {
        const text = encodeServedReads({ key, reads })
        expect(text).not.toMatch(/<\//)
        expect(decodeServedReads(text, key)).toEqual(reads)
      }),
    )
  })

  it('are none for a damaged or foreign block, or a visit whose kind only the hosts know', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), keyArb, (text, key) => {
        expect(decodeServedReads(text, key)).toEqual([])
      }),
    )
    const good = encodeServedReads({ key: { build: 'b1', kind: 'guest', filter: 0 }, reads: [] })
    expect(decodeServedReads(good, null)).toEqual([])
    const unknownCall = JSON.stringify({ key: { build: 'b1', kind: 'guest', filter: 0 }, reads: [{ name: 'nope', params: {}, answer: {} }] })
    expect(decodeServedReads(unknownCall, { build: 'b1', kind: 'guest', filter: 0 })).toEqual([])
  })
})
