import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { CUT_OPTIONS, CUT_SOURCE } from '../../core/firstPaint/firstFont.ts'
import { lockedWords } from '../components/lockedWords.ts'
import { playerWords } from '../player/playerWords.ts'

/**
 * Cuts the first screen's font at build time (docs/decisions/1944): Pretendard's variable font,
 * kept to the characters the served pages draw, every weight kept (one file for the header's bold
 * and the body's regular). About 20 KB for the prerendered pages' ~100 characters.
 */

/**
 * Words on screen at or soon after the first paint besides the prerendered pages' own: the frame's
 * loading line while a page's code comes (a page that is not prerendered, such as 로그인, starts
 * with it), a locked 19 card's words, which a guest's rows draw from data, the player's, and the
 * arrows a row draws once it has measured that it scrolls (no served page can know that).
 */
export const SHELL_WORDS = ['불러오는 중입니다', ...Object.values(lockedWords), ...Object.values(playerWords), '‹ ›'].join(' ')

/** Writes the cut into `assets/` of the build under a content hash, and returns its address. */
export const writeFirstFont = async (outDir: string, base: string, codes: readonly number[]): Promise<string> => {
  const source = await readFile(createRequire(import.meta.url).resolve(CUT_SOURCE))
  const font = await subsetFont(source, String.fromCodePoint(...codes), CUT_OPTIONS)
  const name = `first-font-${createHash('sha256').update(font).digest('base64url').slice(0, 10)}.woff2`
  await mkdir(join(outDir, 'assets'), { recursive: true })
  await writeFile(join(outDir, 'assets', name), font)
  return `${base}assets/${name}`
}
