import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { provisionChromium } from '../web/support/findChromium.ts'
import { chromiumArgs } from '../web/support/chromiumArgs.ts'
import { bareAddress, writeBarePage } from './bareHls.ts'
import { startBusyCore } from './busyCore.ts'
import { median, serveSite, warm } from './servedSite.ts'

/**
 * First-paint figures: Lighthouse (the npm package, 12.x: 13 needs Node 22, this machine has Node
 * 20; decision 0804) with its mobile defaults (Moto G Power emulation, simulated slow 4G and 4x
 * CPU) against the production build served as `npm run preview` serves it (the stand-in's web
 * host: compressed, cached, prerendered shells, its edge), on the pages of PATHS, RUNS runs each, each from a cold cache and with no cookies or local
 * storage (a new visitor), after one run that is not counted (the browser's own first page). Every path is measured twice: quiet, then loaded (a second process
 * busy-looping on one core, tests/bench/busyCore.ts, started before the loaded runs and stopped
 * after them). Prints each path's median score, FCP, LCP, TBT, CLS and the bytes on the wire,
 * then a table of the quiet and loaded medians (goals: 97 quiet, 90 loaded; decision 1350). With
 * the player's path, a bare hls.js page playing the same stream (./bareHls.ts) is measured the same
 * way as its yardstick: what a page that plays this stream at once can score. The machine is
 * shared: timings move with its load. Never fails on a figure.
 */

const RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3)
/**
 * The home, the list, a title's page (t0406: a free-to-browse title with scenes and crops), a
 * search's results (plain Korean: the URL encodes it), a shared player link and 고객센터.
 */
const PATHS = process.env['BENCH_LIGHTHOUSE_PATHS']?.split(',') ?? ['/', '/contents', '/contents/t0406', '/search/사랑', '/player/qa-free', '/help']
const GOAL = { quiet: 97, loaded: 90 } as const
/** What a first visit has none of: Lighthouse's own list plus what the site keeps between visits. */
const COLD_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'cookies'] as const
interface Figures {
  readonly score: number
  readonly fcp: number
  readonly lcp: number
  readonly tbt: number
  readonly cls: number
  readonly si: number
  /** Transfer sizes by resource type, and in all. */
  readonly bytes: Readonly<Record<string, number>>
  /** The largest paint's element, and what shifted (selector and score), to know what to work on. */
  readonly lcpElement: string
  readonly shifts: readonly string[]
}

interface AuditItem {
  readonly resourceType?: string
  readonly transferSize?: number
  readonly score?: number
  readonly node?: { readonly selector?: string }
  readonly items?: readonly AuditItem[]
}
type Audits = Record<string, { numericValue?: number; details?: { items?: AuditItem[] } }>

const figuresOf = (lhr: { categories: { performance: { score: number | null } }; audits: Audits }): Figures => {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const bytes: Record<string, number> = {}
  for (const item of lhr.audits['resource-summary']?.details?.items ?? []) {
    if (item.resourceType && item.transferSize !== undefined) bytes[item.resourceType] = item.transferSize
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    bytes,
    // (Lighthouse 12 nests the element in a table inside a list.)
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? '?'} ${item.score?.toFixed(3)}`),
  }
}

const kb = (bytes: number | undefined) => `${((bytes ?? 0) / 1024).toFixed(1)} KB`

type Load = 'quiet' | 'loaded'

/** Pads to a width in terminal cells: a Hangul syllable takes two. */
const pad = (text: string, cells: number): string => text + ' '.repeat(Math.max(0, cells - [...text].reduce((w, c) => w + (c >= '\u1100' ? 2 : 1), 0)))

/** The player's path, and the label of its yardstick. */
const PLAYER_PATH = '/player/qa-free'
const BARE_LABEL = 'bare hls.js'

/** One Lighthouse performance run of `url`, as a new visitor (with `cookie` on every request: the bare page's stream grant). */
const lighthouseRun = (port: number, url: string, cookie?: string) =>
  lighthouse(url, {
    port,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A new visitor each run: Lighthouse 12 clears the cache but keeps cookies and local
    // storage, so its second run was a returning guest (kept menu, the web font's address).
    clearStorageTypes: [...COLD_STORAGE],
  })

/** RUNS cold Lighthouse runs of one path after one warming visit; prints the medians and each run. */
const series = async (port: number, url: string, label: string, load: Load, cookie?: string): Promise<Figures[]> => {
  await warm(url)
  const runs: Figures[] = []
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouseRun(port, url, cookie)
    if (!result) throw new Error(`Lighthouse gave no result for ${label}`)
    runs.push(figuresOf(result.lhr as unknown as Parameters<typeof figuresOf>[0]))
  }
  const m = (pick: (f: Figures) => number) => median(runs.map(pick))
  console.log(
    `${pad(label, 16)} ${load.padEnd(6)} score ${m((f) => f.score)} (runs ${runs.map((f) => `${f.score}: FCP ${(f.fcp / 1000).toFixed(2)}, LCP ${(f.lcp / 1000).toFixed(2)}, TBT ${f.tbt.toFixed(0)}, CLS ${f.cls.toFixed(3)}`).join('; ')})\n${''.padEnd(23)}` +
      `  FCP ${(m((f) => f.fcp) / 1000).toFixed(2)} s  LCP ${(m((f) => f.lcp) / 1000).toFixed(2)} s` +
      `  TBT ${m((f) => f.tbt).toFixed(0)} ms  CLS ${m((f) => f.cls).toFixed(3)}  SI ${(m((f) => f.si) / 1000).toFixed(2)} s`,
  )
  return runs
}

/** Where the quiet runs' time and bytes went: the wire, the largest paint, what shifted. */
const printDetails = (runs: readonly Figures[]): void => {
  const indent = ''.padEnd(23)
  const bytes = runs[0]!.bytes
  console.log(
    `${indent} on the wire (first run): ${kb(bytes['total'])} in all: document ${kb(bytes['document'])},` +
      ` script ${kb(bytes['script'])}, stylesheet ${kb(bytes['stylesheet'])}, font ${kb(bytes['font'])}, other ${kb(bytes['other'])}`,
  )
  console.log(`${indent} largest paint: ${[...new Set(runs.map((f) => f.lcpElement))].join(' | ')}`)
  const shifts = runs.flatMap((f) => f.shifts)
  if (shifts.length > 0) console.log(`${indent} shifted: ${shifts.join('; ')}`)
}

const printTable = (quiet: ReadonlyMap<string, Figures[]>, loaded: ReadonlyMap<string, Figures[]>): void => {
  const m = (runs: readonly Figures[], pick: (f: Figures) => number) => median(runs.map(pick))
  console.log(`\nmedians of ${RUNS} run(s) per path (goals: score ≥ ${GOAL.quiet} quiet, ≥ ${GOAL.loaded} loaded; printed, never asserted)`)
  console.log(`${'path'.padEnd(16)} | quiet: score   TBT      LCP     CLS | loaded: score   TBT`)
  for (const [path, q] of quiet) {
    const l = loaded.get(path) ?? []
    console.log(
      `${pad(path, 16)} |          ${String(m(q, (f) => f.score)).padStart(3)} ${m(q, (f) => f.tbt)
        .toFixed(0)
        .padStart(5)} ms ${(m(q, (f) => f.lcp) / 1000).toFixed(2).padStart(5)} s ${m(q, (f) => f.cls).toFixed(3)} |` +
        `           ${String(m(l, (f) => f.score)).padStart(3)} ${m(l, (f) => f.tbt)
          .toFixed(0)
          .padStart(5)} ms`,
    )
  }
}

export async function run(): Promise<void> {
  const site = await serveSite()
  const chrome = await chromeLauncher.launch({ chromePath: await provisionChromium(), chromeFlags: [...chromiumArgs] })
  let busy: ReturnType<typeof startBusyCore> | undefined
  try {
    console.log(
      `Lighthouse 12 (mobile defaults, simulated throttling), ${RUNS} cold runs per path (a new visitor each; the host warmed by one earlier visit, the browser by one run not counted), quiet then loaded (one core busy), served by the stand-in's web host (${site.siteDir})`,
    )
    // new URL percent-encodes a path's Korean, as a browser's address bar does.
    const urlOf = (path: string) => new URL(path, site.web).href
    // One run first that is not counted: the browser's first page pays for a cold process (its font
    // lookups, its code caches), which a visitor's running browser does not; the first path's
    // first run scored 10-15 lower than its others.
    await lighthouseRun(chrome.port, urlOf(PATHS[0] ?? '/'))
    const withBare = PATHS.includes(PLAYER_PATH)
    if (withBare) await writeBarePage(site.siteDir)
    /** The yardstick's series: a fresh grant each time (it lasts minutes). */
    const bareSeries = async (load: Load) => {
      const bare = await bareAddress(site.web)
      return series(chrome.port, bare.url, BARE_LABEL, load, bare.cookie)
    }
    const quiet = new Map<string, Figures[]>()
    for (const path of PATHS) {
      const runs = await series(chrome.port, urlOf(path), path, 'quiet')
      printDetails(runs)
      quiet.set(path, runs)
    }
    if (withBare) quiet.set(BARE_LABEL, await bareSeries('quiet'))
    busy = startBusyCore()
    console.log(`one core busy (pid ${busy.pid}) for the loaded runs`)
    const loaded = new Map<string, Figures[]>()
    for (const path of PATHS) loaded.set(path, await series(chrome.port, urlOf(path), path, 'loaded'))
    if (withBare) loaded.set(BARE_LABEL, await bareSeries('loaded'))
    busy.stop()
    printTable(quiet, loaded)
  } finally {
    busy?.stop()
    chrome.kill()
    await site.close()
  }
}
