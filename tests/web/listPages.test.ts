import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ListParams, type Loaded, keepPages, listLoad, listPagesKey } from '../../web/browse/listPages.ts'
import type { LoadAt } from '../../web/data/pageData.ts'

/**
 * A list's part of its page's data (decisions 1230, 1330): landing on a history entry that kept
 * the list's pages gives those pages, read from nothing; any other entry or list reads page 1.
 */

const listArb: fc.Arbitrary<ListParams> = fc.record(
  {
    section_no: fc.integer({ min: 0, max: 20 }),
    category_no: fc.integer({ min: 1, max: 50 }),
    tag_url: fc.stringMatching(/^[a-z]{1,8}$/),
    sort: fc.integer({ min: 1, max: 4 }),
    count: fc.constantFrom(30, 60),
  },
  { requiredKeys: ['sort', 'count'] },
)
const loadedArb: fc.Arbitrary<Loaded> = fc.record({
  items: fc.constant([]),
  total: fc.integer({ min: 0, max: 1000 }),
  pages: fc.integer({ min: 1, max: 9 }),
})

/** A loader's view of a visit landing on `entryKey`, counting the reads it sends. */
const visitAt = (entryKey: string | undefined) => {
  const reads: string[] = []
  const at = {
    entryKey,
    read: (name: string) => {
      reads.push(name)
      return Promise.resolve({ list: [], total: 0 })
    },
  } as unknown as LoadAt
  return { at, reads }
}

/** The same fields, written in another order. */
const reordered = (list: ListParams): ListParams => Object.fromEntries(Object.entries(list).reverse()) as unknown as ListParams

describe("a list in its page's data", () => {
  it("is the entry's kept pages, whatever order its fields are written in, and nothing is read", () => {
    fc.assert(
      fc.property(fc.uuid(), listArb, loadedArb, (entry, list, loaded) => {
        keepPages(listPagesKey(entry, list), loaded)
        const { at, reads } = visitAt(entry)
        expect(listLoad(at, reordered(list))).toEqual(loaded)
        expect(reads).toEqual([])
      }),
    )
  })

  it('is read from page 1 on another entry, for another list, or outside the browser', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), listArb, loadedArb, (entry, other, list, loaded) => {
        fc.pre(entry !== other)
        keepPages(listPagesKey(entry, list), loaded)
        for (const [key, asked] of [
          [other, list],
          [entry, { ...list, sort: list.sort === 1 ? 2 : 1 }],
          [undefined, list],
        ] as const) {
          const { at, reads } = visitAt(key)
          expect(listLoad(at, asked)).toBeInstanceOf(Promise)
          expect(reads).toEqual(['contentList'])
        }
      }),
    )
  })
})
