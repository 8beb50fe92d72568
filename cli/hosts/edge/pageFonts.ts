import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { CUT_OPTIONS, CUT_SOURCE } from '../../../core/firstPaint/firstFont.ts'
import { keepLatest } from '../../../core/support/keepLatest.ts'

/**
 * The edge's cuts of Pretendard (docs/decisions/1944): for a page it draws, the characters the
 * build's first-screen cut does not hold (a title's name, its synopsis, the rows' titles), in a
 * small file of their own that the page preloads. A cut takes the best part of a second, so it is
 * made with the page's render and kept with it: a page served before its render is done is the
 * build's frame, whose words the build's cut already holds.
 */

/** At most this many cuts are kept (one per distinct set of words; each some tens of KB). */
const CUTS_KEPT = 500

export interface PageFonts {
  /** The address of a cut holding `codes` (made once per set). */
  cut(codes: readonly number[]): Promise<string>
  /** A cut's bytes by its name, while kept. */
  file(name: string): Buffer | undefined
}

/**
 * The cuts of every stand-in in this process, as a CDN keeps a cut file for every edge: a cut
 * depends only on its characters, and a test run starts a stand-in per file, each serving pages
 * with the same words (a cut costs about 0.4 s of CPU).
 */
let source: Promise<Buffer> | undefined
const byName = new Map<string, Buffer>()
const byCodes = new Map<string, Promise<string>>()

const cut = (codes: readonly number[]): Promise<string> => {
  const key = [...codes].sort((a, b) => a - b).join(',')
  let made = byCodes.get(key)
  if (!made) {
    source ??= readFile(createRequire(import.meta.url).resolve(CUT_SOURCE))
    made = source
      .then((font) => subsetFont(font, String.fromCodePoint(...codes), CUT_OPTIONS))
      .then((font) => {
        const name = createHash('sha256').update(font).digest('base64url').slice(0, 16)
        keepLatest(byName, name, font, CUTS_KEPT)
        return `/page-font/${name}.woff2`
      })
    made.catch(() => byCodes.delete(key))
    keepLatest(byCodes, key, made, CUTS_KEPT)
  }
  return made
}

export const createPageFonts = (): PageFonts => ({ cut, file: (name) => byName.get(name) })
