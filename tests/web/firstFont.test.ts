import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest'
import { repoRoot } from './support/build.ts'
import { atFirstPaint, edgeStandsAside, launchWithoutKorean, recordFirstPaint } from './support/firstFont.ts'
import { useSite } from './support/harness.ts'
import { faceRulesOf, rangeCovers } from '../../web/shell/webFontFaces.ts'

/**
 * Korean from the first paint (decision 1944): on a device with no Korean font of its own, every
 * Hangul character on screen at the first contentful paint is in a Pretendard face that has
 * already loaded: the first screen's cut, preloaded by the page's HTML, never a box.
 */
// The edge's render is waited for: its pages carry the titles' own words, beyond the frame's.
const site = useSite({ edgeWaitMs: 60_000 })
let browser: Browser
beforeAll(async () => {
  browser = await launchWithoutKorean()
})
afterAll(() => browser?.close())

const aTitle = () => `/contents/${site.hosts.catalogue.titles.find((t) => !t.adult && t.scenes.length > 0)!.movieUrl}`
const shots = join(repoRoot, '.tmp', 'screenshots')

const firstPaintOf = async (path: string, viewport = { width: 390, height: 844 }) => {
  const context = await browser.newContext({ locale: 'ko-KR', viewport })
  onTestFinished(() => context.close())
  const page = await context.newPage()
  await recordFirstPaint(page)
  await page.goto(`${site.origin}${path}`, { waitUntil: 'commit' })
  const record = await atFirstPaint(page)
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: join(shots, `first-paint${path.replace(/\W+/g, '-')}-${viewport.width}x${viewport.height}.png`) })
  return record
}

describe('the first paint draws its Korean in a loaded face', () => {
  test('the test browser has no Korean font: a Hangul word is drawn as wide as the fallback boxes', async () => {
    const context = await browser.newContext()
    onTestFinished(() => context.close())
    const page = await context.newPage()
    // A page with no web font: Hangul has no glyph anywhere, so every syllable falls to the same box (or nothing).
    await page.setContent(
      '<span id="a" style="font: 20px sans-serif">가</span><span id="b" style="font: 20px sans-serif">힣</span><span id="c" style="font: 20px sans-serif">\u{10fffd}</span>',
    )
    const widths = await page.evaluate(() => ['a', 'b', 'c'].map((id) => document.getElementById(id)!.getBoundingClientRect().width))
    expect(widths[0]).toBe(widths[2])
    expect(widths[1]).toBe(widths[2])
  })

  test.for(['/', '/contents', 'a title'])('%s as the edge draws it, with its titles', async (name) => {
    const path = name === 'a title' ? aTitle() : name
    // Once to have the edge's page kept, then the visit measured.
    await firstPaintOf(path)
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const record = await firstPaintOf(path, viewport)
      expect(record.hangul.length, JSON.stringify(record)).toBeGreaterThan(20)
      expect(record.uncovered, JSON.stringify(record)).toBe('')
    }
  })

  test.for(['/', '/contents', 'a title', '/login'])('%s as the frame alone (the edge stands aside)', async (name) => {
    onTestFinished(edgeStandsAside(site.hosts.faults))
    const record = await firstPaintOf(name === 'a title' ? aTitle() : name)
    expect(record.hangul.length, JSON.stringify(record)).toBeGreaterThan(5)
    expect(record.uncovered, JSON.stringify(record)).toBe('')
  })
})

describe('the full font comes only for what the cuts lack', () => {
  test.for(['/', 'a title'])(
    "%s: a page whose cuts hold all it draws fetches none of Pretendard's files, and the next page that draws more gets only files it needs",
    async (name) => {
      const path = name === 'a title' ? aTitle() : name
      await firstPaintOf(path)
      const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 390, height: 844 } })
      onTestFinished(() => context.close())
      const page = await context.newPage()
      const fetched: string[] = []
      page.on('request', (request) => /PretendardVariable\.subset\./.test(request.url()) && fetched.push(request.url()))
      await page.goto(`${site.origin}${path}`)
      // The faces' code has looked at the page and found every character in its cuts.
      await page.waitForFunction(() => document.documentElement.dataset['webFontWaiting'] !== undefined, null, { timeout: 30_000 })
      await page.waitForLoadState('networkidle')
      expect(fetched).toEqual([])
      // Only the cuts are in the document's font set (the first screen's and the edge's).
      expect(await page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Pretendard Variable').length)).toBe(2)

      // A click to a page drawing words the cuts lack (the home's rows from a title, a title's synopsis from the home).
      await page
        .locator(name === 'a title' ? '#root a[href="/"]' : 'main a[href^="/contents/"]')
        .first()
        .click()
      // The full font is in once its address is kept for the next visit (web/shell/webFontFaces.ts).
      await page.waitForFunction(() => localStorage.getItem('font.seen') !== null, null, { timeout: 30_000 })
      const seen = await page.evaluate(async () => {
        await document.fonts.ready
        const codesOf = (range: string) =>
          range.split(',').flatMap((part) => {
            const m = /U\+([0-9a-f]+)(?:-([0-9a-f]+))?/i.exec(part)
            if (!m) return []
            const low = Number.parseInt(m[1]!, 16)
            const high = m[2] ? Number.parseInt(m[2], 16) : low
            return Array.from({ length: high - low + 1 }, (_, i) => low + i)
          })
        const held = [...document.querySelectorAll('style[data-first-font], style[data-page-font]')].flatMap((style) =>
          codesOf(/unicode-range:([^}]+)/.exec(style.textContent ?? '')?.[1] ?? ''),
        )
        const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_TEXT)
        let text = ''
        for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement?.tagName !== 'NOSCRIPT') text += node.textContent
        return { held, drawn: [...new Set(Array.from(text, (char) => char.codePointAt(0)!))], stylesheet: document.documentElement.dataset['webFont']! }
      })
      const held = new Set(seen.held)
      const lacking = seen.drawn.filter((code) => !held.has(code) && code > 0x20)
      // Not vacuous: the new page draws characters its cuts lack, and something was fetched for them.
      expect(lacking.length).toBeGreaterThan(0)
      expect(fetched.length).toBeGreaterThan(0)
      const rules = faceRulesOf(await (await fetch(new URL(seen.stylesheet, site.origin))).text(), new URL(seen.stylesheet, site.origin).href)
      const needless = fetched.filter((url) => {
        const rule = rules.find((r) => r.source.includes(new URL(url).pathname))
        return !rule || !rangeCovers(rule.descriptors.unicodeRange, lacking)
      })
      expect(needless).toEqual([])
    },
  )
})
