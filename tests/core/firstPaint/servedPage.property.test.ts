import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CopyKey, type SessionKind, sameKey } from '../../../core/firstPaint/returnVisit.ts'
import { type LoaderData, type ServedNotice, decodeServedPage, encodeServedPage } from '../../../core/firstPaint/servedPage.ts'

/**
 * The data a served page came with (decision 1330): the app hydrates with it only when it was
 * read for its own build, session kind and filter, and nothing in a block, damaged or hostile,
 * makes the decoding throw or lets an answer close the element it sits in.
 */

const kinds: readonly SessionKind[] = ['guest', 'member', 'adult']
const keyArb: fc.Arbitrary<CopyKey> = fc.record({
  build: fc.constantFrom('b1', 'b2', ''),
  kind: fc.constantFrom(...kinds),
  filter: fc.constantFrom(0 as const, 1 as const),
})
// Titles may hold anything, `</script>` included.
const answerArb = fc.record({
  rows: fc.array(fc.record({ title: fc.oneof(fc.string(), fc.constant('</script><script>alert(1)</script>')) }), { maxLength: 3 }),
})
const dataArb: fc.Arbitrary<LoaderData> = fc.dictionary(
  fc.constantFrom('root', 'home', 'contents', 'movie'),
  fc.oneof(fc.constant(null), fc.dictionary(fc.constantFrom('home', 'detail', 'list'), fc.oneof(fc.constant(null), answerArb))),
)

// A notice's HTML and prose may hold anything too.
const noticeArb: fc.Arbitrary<ServedNotice> = fc.record({
  notice_no: fc.integer(),
  title: fc.string(),
  content: fc.oneof(fc.string(), fc.constant('<p>점검</p></script>')),
  prose: fc.string(),
  scope: fc.integer({ min: 0, max: 2 }),
  reg_date: fc.constant('2026-11-01 00:00:00'),
})

const sectionArb = fc.record({ section_no: fc.integer(), section_name: fc.string(), menu_list: fc.constant([]) })
const menuArb = fc.record({ section_list: fc.array(sectionArb, { maxLength: 3 }), home_section: sectionArb })

describe('a served page', () => {
  it('serves exactly the key it was read for', () => {
    fc.assert(
      fc.property(keyArb, keyArb, dataArb, (served, visit, loaderData) => {
        const decoded = decodeServedPage(encodeServedPage({ key: served, loaderData }), visit)
        expect(decoded?.loaderData ?? null).toEqual(sameKey(served, visit) ? loaderData : null)
      }),
    )
  })

  it('never closes its element, and comes back whole', () => {
    fc.assert(
      fc.property(keyArb, dataArb, (key, loaderData) => {
        const text = encodeServedPage({ key, loaderData })
        expect(text).not.toMatch(/<\//)
        expect(decodeServedPage(text, key)?.loaderData).toEqual(loaderData)
      }),
    )
  })

  it("carries the frame's menu and top notices under the same key, never closing its element", () => {
    fc.assert(
      fc.property(
        keyArb,
        keyArb,
        dataArb,
        fc.array(noticeArb, { maxLength: 3 }),
        fc.option(menuArb, { nil: undefined }),
        (served, visit, loaderData, notices, menu) => {
          const frame = { notices, ...(menu ? { menu } : {}) }
          const text = encodeServedPage({ key: served, loaderData, frame })
          expect(text).not.toMatch(/<\//)
          expect(decodeServedPage(text, visit)?.frame ?? null).toEqual(sameKey(served, visit) ? frame : null)
        },
      ),
    )
    // A notice without its prose is not one the frame drew; a page served without a frame has none.
    const guest = { build: 'b1', kind: 'guest', filter: 0 } as const
    const bare = { notice_no: 1, title: '공지', content: '<p>본문</p>', scope: 0, reg_date: '2026-11-01 00:00:00' }
    expect(decodeServedPage(JSON.stringify({ key: guest, loaderData: {}, frame: { notices: [bare], menu: { section_list: 'x' } } }), guest)?.frame).toEqual({})
    expect(decodeServedPage(encodeServedPage({ key: guest, loaderData: {} }), guest)?.frame).toEqual({})
  })

  it('is nothing for a damaged or foreign block, or a visit whose kind only the hosts know', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), keyArb, (text, key) => {
        expect(decodeServedPage(text, key)).toBeNull()
      }),
    )
    const guest = { build: 'b1', kind: 'guest', filter: 0 } as const
    expect(decodeServedPage(encodeServedPage({ key: guest, loaderData: {} }), null)).toBeNull()
    expect(decodeServedPage(JSON.stringify({ key: guest, loaderData: { home: 'rows' } }), guest)).toBeNull()
  })
})
