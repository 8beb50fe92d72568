import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type Page, chromium } from 'playwright-core'
import type { FaultControl } from '../../../cli/hosts/index.ts'
import { webSetup } from './webSetup.ts'
import { chromiumArgs } from './chromiumArgs.ts'

/**
 * A device with no Korean font of its own, and what its first paint drew (decision 1944).
 */

/**
 * A fontconfig file that keeps the machine's fonts but refuses every face that can draw Korean
 * (Debian's fonts-droid-fallback, Noto CJK, Nanum, Baekmuk, Un, GNU Unifont, and whatever else
 * declares the language): a browser then has only the page's own fonts for Hangul.
 */
export const noKoreanFontConfig = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont>
    <rejectfont>
      <glob>*DroidSansFallback*</glob>
      <glob>*NotoSansCJK*</glob>
      <glob>*NotoSerifCJK*</glob>
      <glob>*Nanum*</glob>
      <glob>*baekmuk*</glob>
      <glob>*unfonts*</glob>
      <glob>*unifont*</glob>
      <pattern><patelt name="lang"><string>ko</string></patelt></pattern>
    </rejectfont>
  </selectfont>
</fontconfig>
`

/** Headless Chromium (the run's own binary) that sees no Korean system font; the caller closes it. */
export const launchWithoutKorean = (): Promise<Browser> => {
  const file = join(mkdtempSync(join(tmpdir(), 'no-korean-')), 'fonts.conf')
  writeFileSync(file, noKoreanFontConfig)
  return chromium.launch({ executablePath: webSetup().chromiumPath, args: [...chromiumArgs], env: { ...process.env, FONTCONFIG_FILE: file } })
}

/**
 * What the first contentful paint had: the page's Hangul then, and which of it would be drawn as
 * boxes: covered by no Pretendard face that has loaded, nor by one still in its block period (a
 * `font-display: block` face being fetched draws its text invisible for a moment, never as boxes;
 * the first paint can come from an image or Latin text meanwhile).
 */
export interface AtFirstPaint {
  readonly hangul: string
  readonly uncovered: string
  /** Pretendard faces loaded then, and those still coming in their block period. */
  readonly loaded: number
  readonly blocking: number
}

/** Records, when the first contentful paint is reported, the page's Hangul and the faces loaded (before the page's own scripts run). */
export const recordFirstPaint = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __atFirstPaint?: AtFirstPaint }
    const inRange = (range: string, code: number) =>
      range.split(',').some((part) => {
        const m = /U\+([0-9a-f]+)(?:-([0-9a-f]+))?/i.exec(part.trim())
        return !!m && code >= Number.parseInt(m[1]!, 16) && code <= Number.parseInt(m[2] ?? m[1]!, 16)
      })
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      const pretendard = [...document.fonts].filter((face) => face.family.includes('Pretendard Variable'))
      const loaded = pretendard.filter((face) => face.status === 'loaded')
      const blocking = pretendard.filter((face) => face.status === 'loading' && face.display === 'block')
      const faces = [...loaded, ...blocking]
      const hangul = [...new Set((document.getElementById('root')?.textContent ?? '').match(/[\uac00-\ud7a3]/g) ?? [])]
      const uncovered = hangul.filter((char) => !faces.some((face) => inRange(face.unicodeRange, char.codePointAt(0)!)))
      w.__atFirstPaint = { hangul: hangul.join(''), uncovered: uncovered.join(''), loaded: loaded.length, blocking: blocking.length }
    }).observe({ type: 'paint', buffered: true })
  })

/** The record of the first contentful paint, once there is one. */
export const atFirstPaint = async (page: Page): Promise<AtFirstPaint> => {
  await page.waitForFunction(() => (window as unknown as { __atFirstPaint?: AtFirstPaint }).__atFirstPaint)
  return page.evaluate(() => (window as unknown as { __atFirstPaint: AtFirstPaint }).__atFirstPaint)
}

/**
 * The edge stands aside while any fault rule is set (cli/hosts/index.ts): this one does
 * nothing else. A visit then gets the build's frame, and the app draws the page's words from its
 * answers. Returns the undo.
 */
export const edgeStandsAside = (faults: FaultControl): (() => void) => {
  faults.add('buildInfo=latency:0')
  return () => faults.clear()
}
