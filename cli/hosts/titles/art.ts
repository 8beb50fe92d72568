import { createHash } from 'node:crypto'
import { keepLatest } from '../../../core/support/keepLatest.ts'
import { pretendardBold } from './lettering.ts'
import type { Catalogue, CatalogueTitle } from './title.ts'

/**
 * Generated artwork for the catalogue (docs/decisions/0902-artwork.md): an SVG per address and
 * image type at the product's sizes, a landscape in light made from the address with the title's
 * name on it, drawn as outlines (docs/decisions/1240-artwork-lettering.md). An adult title's art carries no name at
 * all (only "19"), so a guessed URL shows nothing.
 */

export const artSizes = {
  poster: { width: 170, height: 240 },
  tile: { width: 294, height: 165 },
  big: { width: 1280, height: 720 },
  banner: { width: 1280, height: 400 },
  /** The title page's backdrop: the scene alone, no name (the page writes its own over it). */
  backdrop: { width: 1280, height: 720 },
} as const
export type ArtImage = keyof typeof artSizes

export const isArtImage = (value: string): value is ArtImage => value in artSizes

/** The address as a number: every choice of a title's scene comes from it, so a title keeps its art. */
const hashOf = (url: string): number => {
  let h = 0
  for (const c of url) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0
  // Mixed, so t0001 and t0002 look nothing alike.
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}

/** A small deterministic stream of numbers in [0, 1) from a seed (xorshift32). */
const streamOf = (seed: number): (() => number) => {
  let x = seed || 0x9e3779b9
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    x >>>= 0
    return x / 2 ** 32
  }
}

/** What every adult title shares: one scene (a red sky under an amber glow), so its art says nothing of which title it is. */
const ADULT_SEED = 64

/**
 * A landscape in light: a sky from two hues, a glow low over the horizon, and three ridges (or a
 * skyline, or a sea) from far and hazy to near and dark, under a vignette. Everything is a
 * gradient or a polygon with whole-number points: depth for a few hundred bytes.
 */
const sceneOf = (width: number, height: number, seed: number): string => {
  const next = streamOf(seed)
  const a = Math.floor(next() * 360)
  const b = (a + 20 + Math.floor(next() * 140)) % 360
  const horizon = 0.5 + next() * 0.18
  const light = { x: Math.round(width * (0.15 + next() * 0.7)), y: Math.round(height * (horizon - 0.05 - next() * 0.2)) }
  const kind = Math.floor(next() * 3)
  const ridge = (layer: number): string => {
    const base = height * (horizon + 0.08 + layer * 0.13)
    const rise = height * (0.07 + layer * 0.04)
    const steps = 5 + Math.floor(next() * 4) + layer * 2
    const points = [`0,${height}`]
    for (let i = 0; i <= steps; i++) {
      const x = Math.round((i / steps) * width)
      // A skyline: the near layer in blocks; a sea: the near layer flat.
      const top = kind === 1 && layer === 2 ? base - rise * (0.3 + next()) : kind === 2 && layer === 2 ? height * (horizon + 0.2) : base - rise * next()
      if (kind === 1 && layer === 2 && i > 0) points.push(`${Math.round(((i - 1) / steps) * width)},${Math.round(top)}`)
      points.push(`${x},${Math.round(top)}`)
    }
    points.push(`${width},${height}`)
    return `<polygon points="${points.join(' ')}" fill="hsl(${a} ${30 + layer * 5}% ${Math.max(5, 34 - layer * 13)}%)"/>`
  }
  const glow = Math.round(Math.max(width, height) * 0.55)
  const sea =
    kind === 2
      ? `<rect y="${Math.round(height * (horizon + 0.2))}" width="${width}" height="${height}" fill="hsl(${a} 45% 12%)"/>` +
        `<ellipse cx="${light.x}" cy="${Math.round(height * (horizon + 0.32))}" rx="${Math.round(width * 0.05)}" ry="${Math.round(height * 0.12)}" fill="hsl(${b} 90% 80% / .22)"/>`
      : ''
  return (
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${a} 40% 10%)"/><stop offset="${horizon.toFixed(2)}" stop-color="hsl(${b} 55% 40%)"/></linearGradient>` +
    `<radialGradient id="l" cx="${light.x}" cy="${light.y}" r="${glow}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="hsl(${b} 95% 85%)"/><stop offset=".05" stop-color="hsl(${b} 90% 70% / .6)"/><stop offset=".6" stop-color="hsl(${b} 90% 55% / 0)"/></radialGradient>` +
    `<radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#s)"/><rect width="${width}" height="${height}" fill="url(#l)"/>` +
    `${ridge(0)}${ridge(1)}${sea}${ridge(2)}<rect width="${width}" height="${height}" fill="url(#v)"/>`
  )
}

/** The first line's size relative to the others': an episode's or clip's name is smaller. */
const scaleOf = (line: number): number => (line === 0 ? 1 : 0.6)

/** A backdrop (big, banner: the home's hero) keeps the art's left half clear for the page's own caption over it. */
export const isBackdrop = (image: ArtImage): boolean => image === 'big' || image === 'banner'

/** The box the lettering is centred in: the right half of a backdrop, else 85 % of the width, a little low. */
const letteringBox = (image: ArtImage) => {
  const { width, height } = artSizes[image]
  return isBackdrop(image)
    ? { left: width * 0.5, width: width * 0.45, middle: height * 0.5 }
    : { left: width * 0.075, width: width * 0.85, middle: height * 0.62 }
}

/**
 * `lines` as white outlines (never <text>: 1240) over a shade of their own, so they read on the
 * brightest sky: centred in the lettering's box, sized by the font's widths so the widest line
 * fills at most the box. Nothing for no lines (a backdrop), which never waits for the font.
 */
const nameOf = async (image: ArtImage, lines: readonly string[]): Promise<string> => {
  if (lines.length === 0) return ''
  const letters = await pretendardBold()
  const box = letteringBox(image)
  const widest = Math.max(1, ...lines.map((line, i) => letters.width(line) * scaleOf(i)))
  const size = Math.min(artSizes[image].height / 5, box.width / widest)
  const outlines = lines
    .map((line, i) => {
      const y = box.middle + (i - (lines.length - 1) / 2) * size * 1.25
      const lineSize = size * scaleOf(i)
      return letters.outline(line, box.left + (box.width - letters.width(line) * lineSize) / 2, y, lineSize)
    })
    .join('')
  return outlines
    ? `<path fill="#fff" d="${outlines}" stroke="#000" stroke-opacity=".4" stroke-width="${Math.max(1, Math.round(size / 12))}" paint-order="stroke"/>`
    : ''
}

/** The SVG of one image: the scene, and the name of `lines` over it. */
export const drawArt = async (image: ArtImage, url: string, lines: readonly string[], adult: boolean): Promise<string> => {
  const { width, height } = artSizes[image]
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    sceneOf(width, height, adult ? ADULT_SEED : hashOf(url)) +
    (await nameOf(image, lines)) +
    '</svg>'
  )
}

/** What the art of an address says: the title's name (and episode or clip), or "19" for an adult title. */
const linesOf = (title: CatalogueTitle, sub: string | undefined): string[] => (title.adult ? ['19'] : sub ? [title.title, sub] : [title.title])

export interface Art {
  readonly body: string
  readonly etag: string
}

/**
 * Drawn art by what it was drawn from, shared by every stand-in of the process: a drawing depends on
 * nothing else, and a test run starts a stand-in per file, each asking for the same catalogue's art.
 * The least recently asked for go past a bound, so a long-running stand-in stays small.
 */
const drawn = new Map<string, Promise<Art>>()
const DRAWN_KEPT = 4096

const drawnArt = (image: ArtImage, url: string, lines: readonly string[], adult: boolean): Promise<Art> => {
  const key = JSON.stringify([image, url, lines, adult])
  let art = drawn.get(key)
  if (!art) {
    art = drawArt(image, url, lines, adult).then((body) => ({
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    }))
    // A drawing that failed (the font unreadable) is tried again by the next request.
    art.catch(() => drawn.delete(key))
  }
  keepLatest(drawn, key, art, DRAWN_KEPT)
  return art
}

/** The art of an address (a title, an episode or a clip) in one image type; undefined when unknown. */
export const makeArtSource =
  (catalogue: () => Catalogue) =>
  async (url: string, image: ArtImage): Promise<Art | undefined> => {
    const hit = catalogue().find(url)
    if (!hit) return undefined
    const sub = hit.kind === 'episode' ? hit.episode.title : hit.kind === 'clip' ? hit.clip.title : undefined
    return drawnArt(image, hit.title.movieUrl, image === 'backdrop' ? [] : linesOf(hit.title, sub), hit.title.adult)
  }
