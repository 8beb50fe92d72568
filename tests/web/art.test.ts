import { describe, expect, test } from 'vitest'
import { useSite } from './support/harness.ts'

/**
 * The artwork as Chromium draws it through <img>, on a machine with no Korean system font (an
 * SVG image cannot use the page's web fonts): the name must be real letters, not the one empty
 * box a missing glyph draws. Two names of two syllables each must draw different lettering; boxes
 * would be the same. Lettering is the white in the image (the gradient never comes near white).
 */
const site = useSite()

/** How many pixels are white in each image, and in one but not the other (drawn at natural size). */
const compareLettering = (urls: readonly [string, string]) =>
  Promise.all(
    urls.map(async (url) => {
      const img = new Image()
      img.src = url
      await img.decode()
      const canvas = Object.assign(document.createElement('canvas'), { width: img.naturalWidth, height: img.naturalHeight })
      const context = canvas.getContext('2d')!
      context.drawImage(img, 0, 0)
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      return Array.from({ length: data.length / 4 }, (_, i) => data[i * 4]! > 200 && data[i * 4 + 1]! > 200 && data[i * 4 + 2]! > 200)
    }),
  ).then(([a, b]) => ({
    white: [a!.filter(Boolean).length, b!.filter(Boolean).length],
    differing: a!.filter((white, i) => white !== b![i]).length,
  }))

describe('artwork in Chromium', () => {
  test("draws a title's name as letters, not empty boxes, in poster, tile and big", async () => {
    const twoSyllables = site.hosts.catalogue.titles.filter((t) => !t.adult && /^[가-힣]{2}$/.test(t.title))
    const first = twoSyllables[0]
    const second = twoSyllables.find((t) => t.title !== first?.title)
    if (!first || !second) throw new Error('the seed catalogue has no two titles with different two-syllable names')
    const { page } = await site.open('/')
    for (const image of ['poster', 'tile', 'big'] as const) {
      const urls = [first, second].map((t) => `/art/${t.movieUrl}/${image}.svg`) as [string, string]
      const { white, differing } = await page.evaluate(compareLettering, urls)
      for (const count of white) expect(count).toBeGreaterThan(0)
      // Different letters differ in most of their white; the same two boxes would differ only at their edges.
      expect(differing, `${first.title} and ${second.title} (${image})`).toBeGreaterThan(0.3 * Math.max(...white))
    }
  })
  test("draws a member's initial in the profile picture as a letter, not an empty box", async () => {
    const { page } = await site.open('/')
    const { white, differing } = await page.evaluate(compareLettering, ['/art/profile/minji.svg', '/art/profile/junho.svg'] as [string, string])
    for (const count of white) expect(count).toBeGreaterThan(0)
    expect(differing, '김 and 이').toBeGreaterThan(0.3 * Math.max(...white))
  })
})
