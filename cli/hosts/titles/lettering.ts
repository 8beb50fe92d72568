import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Font, PathCommand } from 'opentype.js'

/**
 * The art's lettering as outlines from Pretendard Bold (docs/decisions/1240-artwork-lettering.md):
 * an SVG shown through <img> cannot use the page's web fonts, so <text> would draw boxes where
 * the machine has no Korean font. The font is read and parsed once, when art is first asked for,
 * so the stand-in starts without it.
 */

const FONT_FILE = createRequire(import.meta.url).resolve('pretendard/dist/public/static/Pretendard-Bold.otf')

export interface Lettering {
  /** The width of `text` at size 1 (the font's advance widths, kerning included). */
  width(text: string): number
  /** SVG path data of `text` at `size` px, its baseline starting at (x, y), to 1 decimal. */
  outline(text: string, x: number, y: number, size: number): string
}

/** One decimal: a tenth of a pixel is below what the eye sees, and keeps each image small. */
const round = (v: number): string => String(Math.round(v * 10) / 10)

/**
 * SVG path data written here, not by opentype.js's toPathData: 2.0.0's writes "NaN" for a
 * coordinate a hair off a whole number (48.00000000000001), and a browser stops drawing there.
 */
const pathData = (commands: readonly PathCommand[]): string =>
  commands
    .map((c) => {
      if (c.type === 'Z') return 'Z'
      const points = c.type === 'C' ? [c.x1, c.y1, c.x2, c.y2, c.x, c.y] : c.type === 'Q' ? [c.x1, c.y1, c.x, c.y] : [c.x, c.y]
      return c.type + points.map(round).join(' ')
    })
    .join('')

const letteringOf = (font: Font): Lettering => {
  // A character the font lacks draws nothing, rather than the font's empty box.
  const drawable = (text: string) => [...text].filter((c) => font.hasChar(c)).join('')
  return {
    width: (text) => font.getAdvanceWidth(drawable(text), 1),
    outline: (text, x, y, size) => pathData(font.getPath(drawable(text), x, y, size).commands),
  }
}

let loading: Promise<Lettering> | undefined

/** Pretendard Bold's lettering, loaded on the first call and shared by every later one. */
export const pretendardBold = (): Promise<Lettering> =>
  (loading ??= Promise.all([import('opentype.js'), readFile(FONT_FILE)]).then(([{ default: opentype }, file]) => letteringOf(opentype.parse(file))))
