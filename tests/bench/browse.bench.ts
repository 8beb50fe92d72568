import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { startHosts } from '../../cli/hosts/index.ts'
import { buildSite } from '../web/support/build.ts'
import { launchChromiumAt } from '../web/support/chromium.ts'
import { provisionChromium } from '../web/support/findChromium.ts'
import { median } from './servedSite.ts'

/**
 * Browse figures: the home with 1,000 titles in its rows (the stand-in's homeContents
 * answer, its rows padded with repeats to 1,000 cards in all) — time from navigation to every card
 * in the DOM, and the frame rate while the page scrolls down and a row scrolls sideways — and the
 * /contents grid scrolled through 1,000 titles (virtualised). Prints; never fails on a timing.
 */

const CARDS = 1000
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5)

/** Notes when the page holds `n` cards (a string, so no bundler helper leaks into the page). */
const CARDS_AT = (n: number) => `
  new MutationObserver(() => {
    if (window.__cardsAt !== undefined) return
    if (document.querySelectorAll('main .title-row__item').length >= ${n}) window.__cardsAt = performance.now()
  }).observe(document, { subtree: true, childList: true })
`

/** Scrolls with requestAnimationFrame for `ms`, by `dy` (window) or `dx` (the first row), and reports frames. */
const SCROLL = `async ({ ms, dy, dx }) => {
  const row = document.querySelector('main .title-row__track')
  const times = []
  const start = performance.now()
  await new Promise((done) => {
    const step = (t) => {
      times.push(t)
      if (dy) window.scrollBy(0, dy)
      if (dx && row) row.scrollLeft += dx
      if (t - start < ms) requestAnimationFrame(step)
      else done()
    }
    requestAnimationFrame(step)
  })
  const gaps = times.slice(1).map((t, i) => t - times[i])
  gaps.sort((a, b) => a - b)
  return { fps: (gaps.length * 1000) / (times[times.length - 1] - times[0]), p95: gaps[Math.floor(gaps.length * 0.95)], long: gaps.filter((g) => g > 50).length }
}`

interface Frames {
  readonly fps: number
  readonly p95: number
  readonly long: number
}

/** Pads the rows of a homeContents answer with repeats (fresh movie_urls) until they hold `total` cards. */
const padHome = (body: string, total: number): string => {
  const json = JSON.parse(body) as { output: { rows: { items: { movie_url: string }[] }[] } }
  const rows = json.output.rows
  const per = Math.ceil(total / rows.length)
  let left = total
  for (const row of rows) {
    const base = row.items
    const n = Math.min(per, left)
    row.items = Array.from({ length: n }, (_, i) => ({
      ...base[i % base.length]!,
      movie_url: `${base[i % base.length]!.movie_url}${i >= base.length ? `-${i}` : ''}`,
    }))
    left -= n
  }
  return JSON.stringify(json)
}

const scroll = (page: Page, args: { ms: number; dy?: number; dx?: number }): Promise<Frames> =>
  page.evaluate(`(${SCROLL})(${JSON.stringify(args)})`) as Promise<Frames>

export async function run(): Promise<void> {
  const tmp = process.env['BENCH_SITE_DIR'] ? undefined : await mkdtemp(join(tmpdir(), 'bench-browse-'))
  const siteDir = process.env['BENCH_SITE_DIR'] ?? (await buildSite(join(tmp!, 'site'), 'production')).dir
  // The app reads the home itself (the edge would serve it, unpadded): the padding is of its read.
  const hosts = await startHosts({ portBase: 0, siteDir, print: () => {}, edge: false })
  const browser = await launchChromiumAt(await provisionChromium())
  try {
    const render: number[] = []
    const down: Frames[] = []
    const side: Frames[] = []
    const grid: Frames[] = []
    const base: Frames[] = []
    const bare: Frames[] = []
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ko-KR' })
      const page = await context.newPage()
      await page.route('**/v3/contents/home', async (route) => {
        const response = await route.fetch()
        await route.fulfill({ response, body: padHome(await response.text(), CARDS) })
      })
      await page.addInitScript(CARDS_AT(CARDS))
      await page.goto(`${hosts.hosts.web}/`)
      await page.waitForFunction('window.__cardsAt !== undefined', undefined, { timeout: 60_000 })
      render.push((await page.evaluate('window.__cardsAt')) as number)
      // Scrolled from a quiet page: no request on its way (the artwork is in), then two frames.
      await page.waitForLoadState('networkidle')
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))')
      down.push(await scroll(page, { ms: 2000, dy: 40 }))
      await page.evaluate('window.scrollTo(0, 0)')
      side.push(await scroll(page, { ms: 1500, dx: 30 }))
      // The virtualised grid: 1,000 titles read 50 at a time, then scrolled through.
      await page.goto(`${hosts.hosts.web}/contents?section=3&count=50`)
      await page.locator('main .title-grid__list a').first().waitFor()
      grid.push(await scroll(page, { ms: 3000, dy: 60 }))
      // The same grid with artwork requests refused: what the DOM and React cost without image decoding.
      await page.route('**/art/**', (route) => route.abort())
      await page.goto(`${hosts.hosts.web}/contents?section=3&count=50&sort=2`)
      await page.locator('main .title-grid__list a').first().waitFor()
      bare.push(await scroll(page, { ms: 3000, dy: 60 }))
      await page.unroute('**/art/**')
      // The machine's own pace: a plain tall page scrolled the same way (the box is shared and loaded).
      await page.setContent('<div style="height:40000px;background:linear-gradient(#111,#933)"></div>')
      base.push(await scroll(page, { ms: 2000, dy: 40 }))
      await context.close()
    }
    const med = (xs: readonly Frames[], k: keyof Frames) => median(xs.map((x) => x[k])).toFixed(k === 'long' ? 0 : 1)
    console.log(`home with ${CARDS} cards in its rows, Chromium 1366x900, ${RUNS} runs (median):`)
    console.log(
      `  navigation start -> all ${CARDS} cards in the DOM: ${median(render).toFixed(0)} ms (min ${Math.min(...render).toFixed(0)}, max ${Math.max(...render).toFixed(0)})`,
    )
    console.log(`  scrolling the page down: ${med(down, 'fps')} fps, p95 frame ${med(down, 'p95')} ms, frames over 50 ms: ${med(down, 'long')}`)
    console.log(`  scrolling a row sideways: ${med(side, 'fps')} fps, p95 frame ${med(side, 'p95')} ms, frames over 50 ms: ${med(side, 'long')}`)
    console.log(
      `  the same grid without artwork (images refused): ${med(bare, 'fps')} fps, p95 frame ${med(bare, 'p95')} ms, frames over 50 ms: ${med(bare, 'long')}`,
    )
    console.log(`  baseline, a plain tall page scrolled the same way: ${med(base, 'fps')} fps, p95 frame ${med(base, 'p95')} ms`)
    console.log(
      `  /contents grid (virtualised, endless, 50 a page) scrolled 3 s: ${med(grid, 'fps')} fps, p95 frame ${med(grid, 'p95')} ms, frames over 50 ms: ${med(grid, 'long')}`,
    )
  } finally {
    await browser.close()
    await hosts.close()
    if (tmp) await rm(tmp, { recursive: true, force: true })
  }
}
