import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { stageArtOf } from '../../web/player/WatchWaiting.tsx'

/** The playback stage's picture comes from the address a viewer typed: it stays one picture of that address. */
describe('the stage picture of an address', () => {
  test("is the address's backdrop, and no typed address closes the CSS url() it is drawn in", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1 }), (address) => {
        const art = stageArtOf(address)
        expect(`url("${art}")`).toMatch(/^url\("[^"\\\s]*"\)$/)
        const m = /^\/art\/([^/]+)\/backdrop\.svg$/.exec(art)
        expect(m).not.toBeNull()
        expect(decodeURIComponent(m![1]!)).toBe(address)
      }),
    )
  })

  test('a catalogue address is kept as it is', () => {
    expect(stageArtOf('t0406e0102')).toBe('/art/t0406e0102/backdrop.svg')
  })
})
