import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { sign } from '../../core/api/sign.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { STREAM_GRANT_COOKIE, calls } from '../../core/contract/index.ts'
import { buildSite } from '../web/support/build.ts'
import { launchChromiumAt } from '../web/support/chromium.ts'
import { provisionChromium } from '../web/support/findChromium.ts'

/**
 * Stream grants' figures (docs/decisions/1800, 1801): play click → first frame with grants and
 * keys against the same stream served unprotected (startHosts' bench-only switch), alternated in
 * one run (goal: under 10 % more at p50); the stand-in's cost per checked media request; 200
 * viewers playing at once (segment requests per second, and the wrong answers: 0). Prints; never
 * fails on a timing.
 */

const RUNS = Number(process.env['BENCH_RUNS'] ?? 7)
const VIEWERS = Number(process.env['BENCH_VIEWERS'] ?? 200)
const SEGMENTS_EACH = Number(process.env['BENCH_SEGMENTS'] ?? 20)

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

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
}

/** One cold play: a fresh context, the title's page, 재생, the first frame (ms after the click). */
const clickToFrame = async (browser: Browser, hosts: RunningHosts): Promise<number> => {
  const context = await browser.newContext({ locale: 'ko-KR', baseURL: hosts.hosts.web })
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: PROBE })
    await page.goto('/contents/qa-free')
    await page.locator('html[data-initialized="true"]').waitFor({ state: 'attached' })
    await page.getByRole('link', { name: /재생/ }).click()
    await page.waitForFunction(() => (window as unknown as { __frameAt?: number }).__frameAt !== undefined, null, { timeout: 30_000 })
    return await page.evaluate(() => {
      const w = window as unknown as { __frameAt: number; __clickAt: number }
      return w.__frameAt - w.__clickAt
    })
  } finally {
    await context.close()
  }
}

type Viewer = { s: string; c_code: string; device: string; grant: string }

/** A guest who played qa-free: its session, device and grant cookie. */
const viewer = async (hosts: RunningHosts): Promise<Viewer> => {
  const login = await fetch(`${hosts.hosts.auth}${calls.guestLogin.path}`, { method: 'POST' })
  const guest = ((await login.json()) as { output: { s: string; c_code: string; device_id: string } }).output
  const a = await sign(guest.c_code, [guest.s, 'qa-free', undefined])
  const played = await fetch(`${hosts.hosts.api}${calls.playInfo.path}`, { method: 'POST', body: new URLSearchParams({ s: guest.s, movie_url: 'qa-free', a }) })
  await played.arrayBuffer()
  const line = played.headers.getSetCookie().find((c) => c.startsWith(`${STREAM_GRANT_COOKIE}=`)) ?? ''
  return { s: guest.s, c_code: guest.c_code, device: guest.device_id, grant: line.split(';')[0] ?? '' }
}

const segment = (hosts: RunningHosts, n: number, cookie: string) =>
  fetch(`${hosts.hosts.web}/media/t/qa-free/360p/${n}.m4s`, { headers: { cookie } }).then(async (r) => ({
    status: r.status,
    bytes: (await r.arrayBuffer()).byteLength,
  }))

/** The stand-in's time per media request, sequential, over HTTP on loopback. */
const perRequest = async (hosts: RunningHosts, cookie: string, count: number): Promise<number> => {
  for (let i = 0; i < 20; i++) await segment(hosts, i, cookie)
  const began = performance.now()
  for (let i = 0; i < count; i++) await segment(hosts, i % 1000, cookie)
  return (performance.now() - began) / count
}

export async function run(): Promise<void> {
  const protectedHosts = await startHosts({ portBase: 0, print: () => undefined })
  const openHosts = await startHosts({ portBase: 0, print: () => undefined, benchUnprotectedMedia: true })
  try {
    // The stand-in's cost per checked request: the same segment, with a grant checked and encrypted, and without.
    const one = await viewer(protectedHosts)
    const plain = await viewer(openHosts)
    const cookie = `${one.grant}; device_id=${one.device}`
    const checkedMs = await perRequest(protectedHosts, cookie, 1000)
    const openMs = await perRequest(openHosts, `${plain.grant}; device_id=${plain.device}`, 1000)
    console.log(
      `a segment request over HTTP, sequential, n=1000: with a grant checked and AES-128 ${checkedMs.toFixed(3)} ms, unprotected ${openMs.toFixed(3)} ms: ${(checkedMs - openMs).toFixed(3)} ms per checked request`,
    )

    // 200 viewers at once, each with its own grant, each also trying a neighbour's (which must be refused).
    const viewers = await Promise.all(Array.from({ length: VIEWERS }, () => viewer(protectedHosts)))
    let wrong = 0
    let served = 0
    const began = performance.now()
    await Promise.all(
      viewers.map(async (v, i) => {
        const own = `${v.grant}; device_id=${v.device}`
        const neighbour = viewers[(i + 1) % viewers.length]!
        for (let n = 0; n < SEGMENTS_EACH; n++) {
          const mine = await segment(protectedHosts, n, own)
          if (mine.status !== 200 || mine.bytes === 0) wrong += 1
          else served += 1
          // Its neighbour's grant in this viewer's browser (its device): must be 403.
          if (n % 5 === 0 && (await segment(protectedHosts, n, `${neighbour.grant}; device_id=${v.device}`)).status !== 403) wrong += 1
        }
      }),
    )
    const seconds = (performance.now() - began) / 1000
    console.log(
      `${VIEWERS} viewers playing at once, ${SEGMENTS_EACH} segments each (+ a neighbour's grant every 5th): ${(served / seconds).toFixed(0)} segment requests/s served, wrong answers ${wrong}`,
    )

    // Play click → first frame in Chromium, alternating protected and unprotected, cold each time.
    const tmp = await mkdtemp(join(tmpdir(), 'bench-grants-'))
    const browser = await launchChromiumAt(await provisionChromium())
    try {
      const site = await buildSite(join(tmp, 'site'), 'production')
      await protectedHosts.close()
      await openHosts.close()
      const withGrants = await startHosts({ portBase: 0, siteDir: site.dir, print: () => undefined })
      const without = await startHosts({ portBase: 0, siteDir: site.dir, print: () => undefined, benchUnprotectedMedia: true })
      try {
        const times = { grants: [] as number[], open: [] as number[] }
        await clickToFrame(browser, withGrants)
        await clickToFrame(browser, without)
        for (let i = 0; i < RUNS; i++) {
          times.grants.push(await clickToFrame(browser, withGrants))
          times.open.push(await clickToFrame(browser, without))
        }
        const p50 = { grants: percentile(times.grants, 50), open: percentile(times.open, 50) }
        console.log(`play click -> first frame, cold, alternated, n=${RUNS} each:`)
        console.log(`  with grants and keys: p50 ${p50.grants.toFixed(0)} ms, p95 ${percentile(times.grants, 95).toFixed(0)} ms`)
        console.log(`  unprotected (bench only): p50 ${p50.open.toFixed(0)} ms, p95 ${percentile(times.open, 95).toFixed(0)} ms`)
        console.log(`  grants and keys add ${(((p50.grants - p50.open) / p50.open) * 100).toFixed(1)} % at p50 (goal under 10 %)`)
      } finally {
        await withGrants.close()
        await without.close()
      }
    } finally {
      await browser.close()
      await rm(tmp, { recursive: true, force: true })
    }
  } finally {
    await protectedHosts.close().catch(() => undefined)
    await openHosts.close().catch(() => undefined)
  }
}
