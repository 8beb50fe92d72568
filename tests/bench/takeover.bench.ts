import type { Browser } from 'playwright-core'
import { launchChromiumAt } from '../web/support/chromium.ts'
import { provisionChromium } from '../web/support/findChromium.ts'
import { median, serveSite, warm } from './servedSite.ts'

/**
 * The takeover figure: what the app's start costs the main thread on a slow phone. Opens `/` in
 * Chromium with its CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile
 * run does), each run a new visitor (a fresh context: no cache, cookies or storage; the host's
 * edge warmed before each run, as a CDN's is), against the site as `npm run preview` serves it
 * (BENCH_SITE_DIR for an existing build, else a fresh production build).
 *
 * Interactive: the first moment, from the navigation's start, at which the app has committed its
 * first page (`data-app-ready="true"`), boot is done (`data-initialized="true"`) and no long task
 * is running: the later marker's time, moved to the end of a long task in flight then.
 * Long tasks (PerformanceObserver 'longtask', buffered, installed before the page's own code) are
 * counted from the navigation's start to that moment: their number, total, longest, and total
 * blocking time (each task's time over 50 ms, summed). The long tasks after it, until the
 * network is quiet, are printed on their own line, so work moved past the markers still shows.
 * Medians of BENCH_TAKEOVER_RUNS runs (default 5). Prints; never fails on a figure.
 */

const RUNS = Number(process.env['BENCH_TAKEOVER_RUNS'] ?? 5)
const CPU_SLOWDOWN = 4
/** Lighthouse's mobile screen (Moto G Power), so the home lays out as in the Lighthouse bench. */
const VIEWPORT = { width: 412, height: 823 }
/** A task longer than this blocks input (the Long Tasks API's and TBT's threshold). */
const LONG_TASK_MS = 50

/**
 * Installed before any of the page's code: records long tasks and when each marker is first set.
 * A string, so no bundler helper (tsx's __name) leaks into the page.
 */
const RECORDER = `(() => {
  const t = { tasks: [], appReadyAt: undefined, initializedAt: undefined }
  window.__takeover = t
  const keep = (entries) => { for (const e of entries) t.tasks.push([e.startTime, e.duration]) }
  const observer = new PerformanceObserver((list) => keep(list.getEntries()))
  observer.observe({ type: 'longtask', buffered: true })
  // Entries not yet delivered to the callback are taken too.
  t.collect = () => { keep(observer.takeRecords()); return { tasks: t.tasks, appReadyAt: t.appReadyAt, initializedAt: t.initializedAt } }
  new MutationObserver(() => {
    const marks = document.documentElement.dataset
    if (t.appReadyAt === undefined && marks.appReady === 'true') t.appReadyAt = performance.now()
    if (t.initializedAt === undefined && marks.initialized === 'true') t.initializedAt = performance.now()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready', 'data-initialized'] })
})()`

interface Recorded {
  /** [start, duration] in ms from the navigation's start. */
  readonly tasks: readonly (readonly [number, number])[]
  readonly appReadyAt: number
  readonly initializedAt: number
}

interface LongTasks {
  readonly count: number
  readonly total: number
  readonly longest: number
  readonly blocking: number
}

interface Run extends LongTasks {
  readonly interactive: number
  readonly appReady: number
  readonly initialized: number
  readonly after: LongTasks
  /** The long tasks up to interactive, "start+duration", to see where the time went. */
  readonly list: string
}

const summary = (tasks: readonly (readonly [number, number])[]): LongTasks => ({
  count: tasks.length,
  total: tasks.reduce((sum, [, d]) => sum + d, 0),
  longest: Math.max(0, ...tasks.map(([, d]) => d)),
  blocking: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - LONG_TASK_MS), 0),
})

/** The later marker, moved past any long task running at that moment (tasks are in start order). */
const interactiveAt = (markersAt: number, tasks: readonly (readonly [number, number])[]): number =>
  tasks.reduce((at, [start, duration]) => (start <= at && at < start + duration ? start + duration : at), markersAt)

const byStart = (tasks: readonly (readonly [number, number])[]) => [...tasks].sort((a, b) => a[0] - b[0])

const measure = async (browser: Browser, url: string): Promise<Run> => {
  await warm(url)
  const context = await browser.newContext({ locale: 'ko-KR', viewport: VIEWPORT })
  try {
    await context.addInitScript({ content: RECORDER })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction('window.__takeover.appReadyAt !== undefined && window.__takeover.initializedAt !== undefined', null, { timeout: 60_000 })
    const atReady = (await page.evaluate('window.__takeover.collect()')) as Recorded
    const interactive = interactiveAt(Math.max(atReady.appReadyAt, atReady.initializedAt), byStart(atReady.tasks))
    const before = byStart(atReady.tasks).filter(([start]) => start < interactive)
    await page.waitForLoadState('networkidle')
    const atQuiet = (await page.evaluate('window.__takeover.collect()')) as Recorded
    const after = byStart(atQuiet.tasks).filter(([start]) => start >= interactive)
    return {
      ...summary(before),
      interactive,
      appReady: atReady.appReadyAt,
      initialized: atReady.initializedAt,
      after: summary(after),
      list: before.map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`).join(', '),
    }
  } finally {
    await context.close()
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`

export async function run(): Promise<void> {
  const site = await serveSite()
  const browser = await launchChromiumAt(await provisionChromium())
  try {
    const url = new URL('/', site.web).href
    console.log(
      `takeover of / in Chromium, CPU ${CPU_SLOWDOWN}x slower, ${VIEWPORT.width}x${VIEWPORT.height}, ${RUNS} cold visitors, served by the stand-in's web host (${site.siteDir})`,
    )
    const runs: Run[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url))
    const m = (pick: (r: Run) => number) => median(runs.map(pick))
    console.log(
      `medians: interactive at ${ms(m((r) => r.interactive))} (app ready ${ms(m((r) => r.appReady))}, boot done ${ms(m((r) => r.initialized))});` +
        ` long tasks before it: ${m((r) => r.count)}, total ${ms(m((r) => r.total))}, longest ${ms(m((r) => r.longest))}, blocking ${ms(m((r) => r.blocking))}`,
    )
    console.log(
      `  after interactive until the network is quiet: ${m((r) => r.after.count)} long task(s), total ${ms(m((r) => r.after.total))}, blocking ${ms(m((r) => r.after.blocking))}`,
    )
    for (const r of runs) {
      console.log(
        `  run: interactive ${ms(r.interactive)}, ${r.count} long task(s) ${ms(r.total)} (longest ${ms(r.longest)}, blocking ${ms(r.blocking)}): ${r.list || 'none'}` +
          ` | after: ${r.after.count}, ${ms(r.after.total)}`,
      )
    }
  } finally {
    await browser.close()
    await site.close()
  }
}
