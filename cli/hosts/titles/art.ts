import { createHash } from 'node:crypto'
import { pretendardBold } from './lettering.ts'
import type { Catalogue, CatalogueTitle } from './title.ts'

/**
 * Generated artwork for the catalogue (docs/decisions/0902-artwork.md): an SVG per address and
 * image type at the product's sizes, a gradient from the address with the title's name on it, drawn
 * as outlines (docs/decisions/1240-artwork-lettering.md). An adult title's art carries no name at
 * all (only "19"), so a guessed URL shows nothing.
 */

export const artSizes = {
  poster: { width: 170, height: 240 },
  tile: { width: 294, height: 165 },
  big: { width: 1280, height: 720 },
  banner: { width: 1280, height: 400 },
} as const
export type ArtImage = keyof typeof artSizes

export const isArtImage = (value: string): value is ArtImage => value in artSizes

/** Two hues from the address, so each title keeps its colours. */
const huesOf = (url: string): [number, number] => {
  let h = 0
  for (const c of url) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0
  return [h % 360, (h >>> 9) % 360]
}

/** The first line's size relative to the others': an episode's or clip's name is smaller. */
const scaleOf = (line: number): number => (line === 0 ? 1 : 0.6)

/** A backdrop (big, banner: the home's hero) keeps the art's left half clear for the page's own caption over it. */
export const isBackdrop = (image: ArtImage): boolean => image === 'big' || image === 'banner'

/** The box the lettering is centred in: the right half of a backdrop, else 85 % of the width, a little low. */
const letteringBox = (image: ArtImage) => {
  const { width, height } = artSizes[image]
  return isBackdrop(image) ? { left: width * 0.5, width: width * 0.45, middle: height * 0.5 } : { left: width * 0.075, width: width * 0.85, middle: height * 0.62 }
}

/**
 * The SVG of one image: the gradient, and `lines` as white outlines (never <text>: 1240), centred
 * in the lettering's box, sized by the font's widths so the widest line fills at most the box.
 */
export const drawArt = async (image: ArtImage, url: string, lines: readonly string[], adult: boolean): Promise<string> => {
  const { width, height } = artSizes[image]
  const [a, b] = adult ? [350, 10] : huesOf(url)
  const letters = await pretendardBold()
  const box = letteringBox(image)
  const widest = Math.max(...lines.map((line, i) => letters.width(line) * scaleOf(i)))
  const size = Math.min(height / 5, box.width / widest)
  const outlines = lines
    .map((line, i) => {
      const y = box.middle + (i - (lines.length - 1) / 2) * size * 1.25
      const lineSize = size * scaleOf(i)
      return letters.outline(line, box.left + (box.width - letters.width(line) * lineSize) / 2, y, lineSize)
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 55% 38%)"/><stop offset="1" stop-color="hsl(${b} 60% 14%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${outlines ? `<path fill="#fff" d="${outlines}"/>` : ''}</svg>`
  )
}

/** What the art of an address says: the title's name (and episode or clip), or "19" for an adult title. */
const linesOf = (title: CatalogueTitle, sub: string | undefined): string[] =>
  title.adult ? ['19'] : sub ? [title.title, sub] : [title.title]

export interface Art {
  readonly body: string
  readonly etag: string
}

/** The art of an address (a title, an episode or a clip) in one image type; undefined when unknown. */
export const makeArtSource = (catalogue: () => Catalogue) => {
  const cache = new Map<string, Art>()
  return async (url: string, image: ArtImage): Promise<Art | undefined> => {
    const key = `${url}/${image}`
    const cached = cache.get(key)
    if (cached) return cached
    const hit = catalogue().find(url)
    if (!hit) return undefined
    const sub = hit.kind === 'episode' ? hit.episode.title : hit.kind === 'clip' ? hit.clip.title : undefined
    const body = await drawArt(image, hit.title.movieUrl, linesOf(hit.title, sub), hit.title.adult)
    const art = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` }
    cache.set(key, art)
    return art
  }
}
