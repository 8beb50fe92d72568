import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { startHosts } from '../../cli/hosts/index.ts'
import { buildSite } from '../web/support/build.ts'
import { launchChromiumAt } from '../web/support/chromium.ts'
import { provisionChromium } from '../web/support/findChromium.ts'

/**
 * Bingeing's figure: from one episode's end (`ended`) to the next episode's first frame (its
 * media playing past 0 with a picture), along the QA series' seven transitions, with 0 and 100 ms
 * on every host call (goal ≤ 1 s). The next episode is preloaded in the credits, as a viewer's
 * would be. Prints; never fails on a timing.
 */

const EPISODES = ['e0101', 'e0102', 'e0103', 'e0104', 'e0105', 'e0201', 'e0202', 'e0203'].map((e) => `qa-series-${e}`)
const RUNS = Math.min(EPISODES.length - 1, Number(process.env['BENCH_RUNS'] ?? EPISODES.length - 1))

/** Notes each episode's end, then the next first frame on a new address (both in page time). */
const PROBE = `
  document.addEventListener('ended', () => {
    const from = location.pathname
    window.__endedAt = performance.now()
    window.__frameAt = undefined
    const tick = () => {
      const v = document.querySelector('[data-testid="player-media"]')
      if (location.pathname !== from && v && v.currentTime > 0 && !v.paused && v.readyState >= 2) window.__frameAt = performance.now()
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }, true)
`

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

const endToFrame = async (browser: Browser, siteDir: string, latencyMs: number): Promise<number[]> => {
  const hosts = await startHosts({ portBase: 0, siteDir, latencyMs })
  const context = await browser.newContext({ locale: 'ko-KR', baseURL: hosts.hosts.web })
  const times: number[] = []
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: PROBE })
    await page.goto(`/player/${EPISODES[0]}`)
    // A fresh page may not play with sound by itself: the viewer presses 재생 시작.
    const start = page.getByRole('button', { name: '재생 시작' })
    await Promise.race([
      start.click({ timeout: 20_000 }),
      page.waitForFunction(() => !(document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null)?.paused),
    ])
    for (let i = 0; i < RUNS; i++) {
      // Playing past its start: the player's own seek to where it starts is behind it.
      await page.waitForFunction(
        (path) => {
          const v = document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null
          return location.pathname === path && v !== null && !v.paused && v.currentTime > 0
        },
        `/player/${EPISODES[i]}`,
        { timeout: 20_000 },
      )
      // A key the player ignores: the viewer is there, so 계속 시청하시겠어요? never stops the walk.
      await page.keyboard.press('Shift')
      await page.evaluate(() => {
        ;(window as unknown as { __frameAt?: number }).__frameAt = undefined
        ;(document.querySelector('[data-testid="player-media"]') as HTMLVideoElement).currentTime = 56
      })
      await page.waitForFunction(() => (window as unknown as { __frameAt?: number }).__frameAt !== undefined, null, { timeout: 30_000 })
      times.push(
        await page.evaluate(
          () => (window as unknown as { __frameAt: number; __endedAt: number }).__frameAt - (window as unknown as { __endedAt: number }).__endedAt,
        ),
      )
    }
  } finally {
    await context.close()
    await hosts.close()
  }
  return times
}

export async function run(): Promise<void> {
  const tmp = process.env['BENCH_SITE_DIR'] ? undefined : await mkdtemp(join(tmpdir(), 'bench-binge-'))
  const siteDir = process.env['BENCH_SITE_DIR'] ?? (await buildSite(join(tmp!, 'site'), 'production')).dir
  const browser = await launchChromiumAt(await provisionChromium())
  try {
    console.log(`episode end -> next episode's first frame in Chromium, local stream (latency on host calls only), n=${RUNS}`)
    for (const latency of [0, 100]) {
      const times = await endToFrame(browser, siteDir, latency)
      const ms = (p: number) => `${percentile(times, p).toFixed(0)} ms`
      console.log(
        `  ${String(latency).padStart(3)} ms latency: p50 ${ms(50)}, p95 ${ms(95)} (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})  goal ≤ 1000 ms`,
      )
    }
  } finally {
    await browser.close()
    if (tmp) await rm(tmp, { recursive: true, force: true })
  }
}
