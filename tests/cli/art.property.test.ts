import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ArtImage, artSizes, drawArt, isBackdrop } from '../../cli/hosts/titles/art.ts'

/** The artwork's lettering for any name: inside the image, and nothing drawn for what the font lacks. */

const images = fc.constantFrom<ArtImage>('poster', 'tile', 'big', 'banner')
const hangul = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((code) => String.fromCodePoint(code))
// A name has something to draw: a title of spaces alone has no lettering at all.
const name = fc.string({ unit: fc.oneof(hangul, fc.constantFrom(...'abcMWXZ0129 .:!?&-')), minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== '')
/** Characters Pretendard has no glyph for (emoji, a Hanja, an unassigned point). */
const missing = fc.constantFrom('😀', '🎬', '漢', '\u0378')
const lines = fc.oneof(fc.tuple(name), fc.tuple(name, name))

/** The lettering's path data. */
const outlinesOf = (svg: string): string => /<path fill="#fff" d="([^"]*)"/.exec(svg)?.[1] ?? ''
/** Every point of the path data (absolute x y pairs; a curve lies inside its points' box). */
const pointsOf = (d: string): [number, number][] => {
  const numbers = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? []
  return numbers.flatMap((n, i) => (i % 2 === 0 ? [[n, numbers[i + 1] ?? NaN] as [number, number]] : []))
}

describe('drawArt', () => {
  it("keeps every line of any name inside the image (a backdrop's right half), drawn as outlines, never <text>", async () => {
    await fc.assert(
      fc.asyncProperty(images, lines, async (image, text) => {
        const svg = await drawArt(image, 't0001', text, false)
        const { width, height } = artSizes[image]
        expect(svg).not.toContain('<text')
        const d = outlinesOf(svg)
        // Only commands and numbers: a "NaN" would stop the browser drawing the rest.
        expect(d).toMatch(/^M[MLCQZ\d. -]+$/)
        const points = pointsOf(d)
        expect(points.length).toBeGreaterThan(0)
        // A backdrop's left half is the page's caption's (the home's hero writes the name there).
        const left = isBackdrop(image) ? width / 2 : 0
        for (const [x, y] of points) {
          expect(x).toBeGreaterThanOrEqual(left)
          expect(x).toBeLessThanOrEqual(width)
          expect(y).toBeGreaterThanOrEqual(0)
          expect(y).toBeLessThanOrEqual(height)
        }
      }),
      // A float a hair off a whole number, once written as "NaN" (opentype.js 2.0.0's toPathData).
      { examples: [['big', ['a', 'c0폚']]] },
    )
  })

  it('paints a scene of its own for each address, the same every time, in a few hundred bytes before the name', async () => {
    const address = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
    /** The picture without its lettering. */
    const sceneOf = (svg: string) => svg.replace(/<path fill="#fff"[^>]*\/>/, '')
    await fc.assert(
      fc.asyncProperty(images, address, address, async (image, a, b) => {
        fc.pre(a !== b)
        const first = await drawArt(image, a, ['작품'], false)
        expect(await drawArt(image, a, ['작품'], false)).toBe(first)
        // Light and depth: a glow, a sky, and layers from far to near.
        expect(first).toMatch(/<radialGradient id="l"/)
        expect(first.match(/<polygon /g)?.length).toBe(3)
        expect(sceneOf(first).length).toBeLessThan(2_000)
        expect(sceneOf(await drawArt(image, b, ['작품'], false))).not.toBe(sceneOf(first))
      }),
    )
  })

  it('draws nothing for a character the font lacks: the same art as without it', async () => {
    await fc.assert(
      fc.asyncProperty(images, name, missing, fc.nat(), async (image, text, lacking, at) => {
        const chars = [...text]
        const cut = at % (chars.length + 1)
        const withMissing = [...chars.slice(0, cut), lacking, ...chars.slice(cut)].join('')
        expect(await drawArt(image, 't0001', [withMissing], false)).toBe(await drawArt(image, 't0001', [text], false))
      }),
    )
  })
})
