import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { buildSite } from '../web/support/build.ts'
import { launchChromiumAt } from '../web/support/chromium.ts'
import { provisionChromium } from '../web/support/findChromium.ts'
import { median } from './servedSite.ts'

/**
 * The boot figure: time to a usable home in real Chromium with 100 ms injected on every
 * host call, and the sequential host round trips on its critical path, printed beside the
 * the product's sequential order (login -> menu -> notice). Builds the production site into a temporary
 * directory (or uses BENCH_SITE_DIR). Prints; never fails on a timing.
 */

const LATENCY_MS = 100
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7)
/** The product's order done one after another: login, then menu, then the latest notice. */
const SPEC_SEQUENTIAL_ROUND_TRIPS = 3

/**
 * The home is usable once the app has taken the page over and the menu is on screen (from the
 * hosts, or on a return visit from the kept copy); the page notes the moment itself. A
 * string, so no bundler helper (tsx's __name) leaks into the page.
 */
const USABLE = `
  new MutationObserver(() => {
    if (window.__usableAt !== undefined) return
    if (document.documentElement.dataset.appReady === 'true' && document.querySelector('[data-testid="header-menu-item"]')) {
      window.__usableAt = performance.now()
    }
  }).observe(document, { subtree: true, childList: true, attributes: true })
`

interface Call {
  readonly name: string
  /** ms from navigation start. */
  readonly start: number
  readonly end: number
}

interface Run {
  /** ms from navigation start to a usable home. */
  readonly usableMs: number
  readonly calls: readonly Call[]
  /** Longest chain of host calls each starting after the previous ended, among those done by then. */
  readonly roundTrips: number
  readonly chain: readonly string[]
}

/** The longest sequence of calls where each starts only after the one before has answered. */
export const criticalChain = (calls: readonly Call[]): readonly Call[] => {
  const sorted = [...calls].sort((a, b) => a.start - b.start)
  const best: Call[][] = []
  sorted.forEach((call, i) => {
    let longest: Call[] = []
    for (let j = 0; j < i; j++) if (sorted[j]!.end <= call.start && best[j]!.length > longest.length) longest = best[j]!
    best.push([...longest, call])
  })
  return best.reduce<Call[]>((a, b) => (b.length > a.length ? b : a), [])
}

/** A host call's name: the last segment of its path (guestLogin, menu, build-info.json, ...). */
const callName = (url: string): string => new URL(url).pathname.split('/').filter(Boolean).pop() ?? url

const hostOrigins = (hosts: RunningHosts): Set<string> =>
  new Set(
    Object.values(hosts.hosts)
      .map((base) => new URL(base).origin)
      .filter((o) => o !== new URL(hosts.hosts.web).origin),
  )

const measure = async (page: Page, hosts: RunningHosts): Promise<Run> => {
  const origins = hostOrigins(hosts)
  const finished: { url: string; startTime: number; responseEnd: number }[] = []
  const onFinished = (request: import('playwright-core').Request) => {
    if (!origins.has(new URL(request.url()).origin)) return
    const timing = request.timing()
    finished.push({ url: request.url(), startTime: timing.startTime, responseEnd: timing.responseEnd })
  }
  page.on('requestfinished', onFinished)
  await page.goto(new URL('/', hosts.hosts.web).href)
  await page.waitForFunction(() => (window as unknown as { __usableAt?: number }).__usableAt !== undefined, null, { timeout: 30_000 })
  const { timeOrigin, usableAt } = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    usableAt: (window as unknown as { __usableAt: number }).__usableAt,
  }))
  await page.waitForLoadState('networkidle')
  page.off('requestfinished', onFinished)
  const calls = finished.map((f) => ({
    name: callName(f.url),
    start: f.startTime - timeOrigin,
    end: f.startTime - timeOrigin + f.responseEnd,
  }))
  const beforeUsable = calls.filter((c) => c.end <= usableAt + 1)
  const chain = criticalChain(beforeUsable)
  return { usableMs: usableAt, calls, roundTrips: chain.length, chain: chain.map((c) => c.name) }
}

const scenario = async (browser: Browser, hosts: RunningHosts, label: string, options: { member?: boolean; warm?: boolean }) => {
  const runs: Run[] = []
  let context: BrowserContext | undefined
  let page: Page | undefined
  // A warm series starts with one extra load that only fills the cache.
  const loads = options.warm ? RUNS + 1 : RUNS
  for (let i = 0; i < loads; i++) {
    // Cold: a fresh context per run (empty HTTP cache, new guest). Warm: one context, reloaded.
    if (!options.warm || !context) {
      await context?.close()
      context = await browser.newContext({ locale: 'ko-KR' })
      if (options.member) {
        await context.addCookies([
          { name: 'login_key', value: 'seed-minji', domain: 'localhost', path: '/' },
          { name: 'auto_login', value: '1', domain: 'localhost', path: '/' },
        ])
      }
      await context.addInitScript({ content: USABLE })
      page = await context.newPage()
    }
    const run = await measure(page!, hosts)
    if (!(options.warm && i === 0)) runs.push(run)
  }
  await context?.close()
  const usable = runs.map((r) => r.usableMs)
  const trips = median(runs.map((r) => r.roundTrips))
  const firstCall = median(runs.map((r) => Math.min(...r.calls.map((c) => c.start))))
  const example = runs.find((r) => r.roundTrips === trips) ?? runs[0]!
  console.log(
    `${label.padEnd(30)} usable home median ${median(usable).toFixed(0).padStart(5)} ms  (min ${Math.min(...usable).toFixed(0)}, max ${Math.max(...usable).toFixed(0)}, n=${runs.length})` +
      `  first host call at ${firstCall.toFixed(0)} ms  critical path ${trips} host round trip(s): ${example.chain.join(' -> ')}`,
  )
  return { label, example, medianMs: median(usable), trips }
}

const timeline = (run: Run): string =>
  [...run.calls]
    .sort((a, b) => a.start - b.start)
    .map((c) => `    ${c.name.padEnd(22)} ${c.start.toFixed(0).padStart(5)} -> ${c.end.toFixed(0).padStart(5)} ms`)
    .join('\n')

export async function run(): Promise<void> {
  const tmp = process.env['BENCH_SITE_DIR'] ? undefined : await mkdtemp(join(tmpdir(), 'bench-site-'))
  const siteDir = process.env['BENCH_SITE_DIR'] ?? (await buildSite(join(tmp!, 'site'), 'production')).dir
  const hosts = await startHosts({ portBase: 0, siteDir, latencyMs: LATENCY_MS })
  const browser = await launchChromiumAt(await provisionChromium())
  try {
    console.log(`boot in Chromium, ${LATENCY_MS} ms on every host call, production build (${siteDir})`)
    const guest = await scenario(browser, hosts, 'guest, cold (first visit)', {})
    const warm = await scenario(browser, hosts, 'guest, warm (return visit)', { warm: true })
    const member = await scenario(browser, hosts, 'member (auto login), cold', { member: true })
    const base = guest.medianMs - guest.trips * LATENCY_MS
    console.log(
      `the product's sequential order: login -> menu -> notice = ${SPEC_SEQUENTIAL_ROUND_TRIPS} round trips ≈ ${SPEC_SEQUENTIAL_ROUND_TRIPS * LATENCY_MS} ms + base;` +
        ` measured guest: ${guest.trips} round trips ≈ ${guest.trips * LATENCY_MS} ms + base ${base.toFixed(0)} ms` +
        ` (the product's order would be ≈ ${(base + SPEC_SEQUENTIAL_ROUND_TRIPS * LATENCY_MS).toFixed(0)} ms)`,
    )
    console.log(
      `guest to a usable home: warm ${warm.trips} round trip(s), ${warm.medianMs.toFixed(0)} ms  |  cold ${guest.trips} round trip(s), ${guest.medianMs.toFixed(0)} ms` +
        ` (at ${LATENCY_MS} ms per host call; the warm visit shows the kept menu and notices, boot refreshes them behind)`,
    )
    console.log(`  guest timeline (ms from navigation start, usable at ${guest.example.usableMs.toFixed(0)}):\n${timeline(guest.example)}`)
    console.log(`  member timeline (usable at ${member.example.usableMs.toFixed(0)}):\n${timeline(member.example)}`)
  } finally {
    await browser.close()
    await hosts.close()
    if (tmp) await rm(tmp, { recursive: true, force: true })
  }
}
