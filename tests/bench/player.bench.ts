import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from 'playwright-core'
import { startHosts } from '../../cli/hosts/index.ts'
import { type ChunkReport, buildSite } from '../web/support/build.ts'
import { chromiumArgs } from '../web/support/chromiumArgs.ts'
import { provisionChromium } from '../web/support/findChromium.ts'
import { type SideBySide, sideBySide, writeBarePage } from './bareHls.ts'
import { median } from './servedSite.ts'

/**
 * The player's figures: from the click on 재생 (the detail page's link) to the first frame on the
 * local stream, with 0 and 100 ms on every host call (goal ≤ 0.5 s at 0 ms), and the player's
 * chunks gzipped. First, side by side with a bare hls.js page on the same stream (./bareHls.ts),
 * alternated in one Chromium, medians of 10: page load -> first frame and click -> first frame, and
 * each ratio (goal ≤ 1.2). Prints; never fails on a timing. BENCH_PLAYER_RATIO_ONLY=1 prints the
 * side-by-side figures alone.
 */

const RUNS = Number(process.env['BENCH_RUNS'] ?? 7)
const SIDE_RUNS = Number(process.env['BENCH_SIDE_RUNS'] ?? 10)

/** Notes the click and then the first frame after it (currentTime moving), in page time. */
const PROBE = `
  document.addEventListener('click', () => {
    window.__clickAt = performance.now()
    const tick = () => {
      const v = document.querySelector('[data-testid="player-media"]')
      if (v && v.currentTime > 0 && !v.paused && v.readyState >= 2) window.__frameAt = performance.now()
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }, { capture: true, once: true })
`

const clickToFrame = async (browser: Browser, siteDir: string, latencyMs: number, warm: boolean) => {
  const hosts = await startHosts({ portBase: 0, siteDir, latencyMs })
  const times: number[] = []
  const newContext = () => browser.newContext({ locale: 'ko-KR', baseURL: hosts.hosts.web })
  let context = await newContext()
  try {
    for (let i = 0; i < RUNS + (warm ? 1 : 0); i++) {
      // Cold: a fresh context (empty HTTP cache) per run; warm: one context whose cache fills.
      if (!warm && i > 0) {
        await context.close()
        context = await newContext()
      }
      const page = await context.newPage()
      await page.addInitScript({ content: PROBE })
      await page.goto('/contents/qa-free')
      await page.locator('html[data-initialized="true"]').waitFor({ state: 'attached' })
      await page.getByTestId('play').click()
      await page.waitForFunction(() => (window as unknown as { __frameAt?: number }).__frameAt !== undefined, null, { timeout: 20_000 })
      const ms = await page.evaluate(() => {
        const w = window as unknown as { __frameAt: number; __clickAt: number }
        return w.__frameAt - w.__clickAt
      })
      if (!(warm && i === 0)) times.push(ms)
      await page.close()
    }
  } finally {
    await context.close()
    await hosts.close()
  }
  return times
}

const closure = (chunks: readonly ChunkReport[], root: ChunkReport, exclude: ReadonlySet<string>): ChunkReport[] => {
  const seen = new Map<string, ChunkReport>()
  const visit = (chunk: ChunkReport) => {
    if (seen.has(chunk.fileName) || exclude.has(chunk.fileName)) return
    seen.set(chunk.fileName, chunk)
    for (const file of chunk.imports) {
      const next = chunks.find((c) => c.fileName === file)
      if (next) visit(next)
    }
  }
  visit(root)
  return [...seen.values()]
}

const gzipKb = async (dir: string, files: readonly ChunkReport[]) => {
  let total = 0
  for (const chunk of files) total += gzipSync(await readFile(join(dir, chunk.fileName))).byteLength
  return total / 1024
}

const ratioLine = (name: string, times: SideBySide) => {
  const player = median(times.player)
  const bare = median(times.bare)
  return `  ${name}: player ${player.toFixed(0)} ms, bare hls.js ${bare.toFixed(0)} ms, ratio ${(player / bare).toFixed(2)}x  goal ≤ 1.2x`
}

export async function run(): Promise<void> {
  const tmp = await mkdtemp(join(tmpdir(), 'bench-player-'))
  const site = await buildSite(join(tmp, 'site'), 'production')
  await writeBarePage(site.dir)
  // A page's first frame comes without a click: autoplay with sound is allowed here, for both pages.
  const browser = await chromium.launch({ executablePath: await provisionChromium(), args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'] })
  try {
    const hosts = await startHosts({ portBase: 0, siteDir: site.dir, latencyMs: 0 })
    try {
      console.log(`side by side with a bare hls.js page on the same stream, alternated, cold cache, medians of ${SIDE_RUNS}`)
      console.log(ratioLine('page load -> first frame', await sideBySide(browser, hosts.hosts.web, SIDE_RUNS, false)))
      console.log(ratioLine('click on 재생 -> first frame', await sideBySide(browser, hosts.hosts.web, SIDE_RUNS, true)))
    } finally {
      await hosts.close()
    }
    if (process.env['BENCH_PLAYER_RATIO_ONLY'] === '1') return
    const entry = site.chunks.find((c) => c.isEntry)
    const initial = new Set(entry ? closure(site.chunks, entry, new Set()).map((c) => c.fileName) : [])
    const page = site.chunks.find((c) => c.facadeModuleId === 'web/routes/player/PlayerPage.tsx')
    const hls = site.chunks.find((c) => c.facadeModuleId === 'web/player/HlsMedia.tsx')
    if (page) {
      const files = closure(site.chunks, page, initial)
      console.log(`player page chunks (beyond the initial ones): ${(await gzipKb(site.dir, files)).toFixed(1)} KB gzip in ${files.length} file(s)`)
    }
    if (hls) {
      const files = closure(site.chunks, hls, initial)
      console.log(`hls.js + hls-video-element (loaded when playback starts): ${(await gzipKb(site.dir, files)).toFixed(1)} KB gzip in ${files.length} file(s)`)
    }
    console.log(`play click -> first frame in Chromium, local stream (latency on host calls only), n=${RUNS}`)
    for (const latency of [0, 100]) {
      for (const warm of [false, true]) {
        const times = await clickToFrame(browser, site.dir, latency, warm)
        console.log(
          `  ${String(latency).padStart(3)} ms latency, ${warm ? 'warm' : 'cold'} cache: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})${latency === 0 ? '  goal ≤ 500 ms' : ''}`,
        )
      }
    }
  } finally {
    await browser.close()
    await rm(tmp, { recursive: true, force: true })
  }
}
