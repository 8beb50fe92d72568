import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startHosts } from '../../cli/hosts/index.ts'
import { buildSite } from '../web/support/build.ts'
import { provisionChromium } from '../web/support/findChromium.ts'
import { chromiumArgs } from '../web/support/chromiumArgs.ts'

/**
 * First-paint figures: Lighthouse (the npm package, 12.x: 13 needs Node 22, this machine has Node
 * 20; decision 0804) with its mobile defaults (Moto G Power emulation, simulated slow 4G and 4x
 * CPU) against the production build served as `npm run preview` serves it (the stand-in's web
 * host: compressed, cached, prerendered shells), on `/` and `/contents`, RUNS runs each, each
 * from a cold cache and with no cookies or local storage (a new visitor). Prints the median score, FCP, LCP, TBT, CLS and the bytes on the wire for
 * the first path. The machine is shared: timings move with its load. Never fails on a figure.
 */

const RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3)
/** The home, the list, and a title's detail page (t0406: a free-to-browse title with scenes and crops). */
const PATHS = process.env['BENCH_LIGHTHOUSE_PATHS']?.split(',') ?? ['/', '/contents', '/contents/t0406']
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

const median = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
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

/**
 * Asks the host once for the page and every file it names, as earlier visitors would have: a
 * CDN's edge has the page rendered and each file compressed before this visitor comes. Without
 * it the first run alone paid for the edge's render and the brotli of every script.
 */
const warm = async (url: string): Promise<void> => {
  const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip' }
  const html = await (await fetch(url, { headers })).text()
  const files = new Set([...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), url).href))
  await Promise.all([...files].map(async (file) => void (await fetch(file, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer()))
}

export async function run(): Promise<void> {
  const tmp = process.env['BENCH_SITE_DIR'] ? undefined : await mkdtemp(join(tmpdir(), 'bench-lighthouse-'))
  const siteDir = process.env['BENCH_SITE_DIR'] ?? (await buildSite(join(tmp!, 'site'), 'production')).dir
  const hosts = await startHosts({ portBase: 0, siteDir })
  const chrome = await chromeLauncher.launch({ chromePath: provisionChromium(), chromeFlags: [...chromiumArgs] })
  try {
    console.log(
      `Lighthouse 12 (mobile defaults, simulated throttling), ${RUNS} cold runs per path (a new visitor each; the host warmed by one earlier visit), served by the stand-in's web host (${siteDir})`,
    )
    for (const path of PATHS) {
      await warm(new URL(path, hosts.hosts.web).href)
      const runs: Figures[] = []
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(new URL(path, hosts.hosts.web).href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // A new visitor each run: Lighthouse 12 clears the cache but keeps cookies and local
          // storage, so its second run was a returning guest (kept menu, the web font's address).
          clearStorageTypes: [...COLD_STORAGE],
        })
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
        runs.push(figuresOf(result.lhr as unknown as Parameters<typeof figuresOf>[0]))
      }
      const m = (pick: (f: Figures) => number) => median(runs.map(pick))
      console.log(
        `${path.padEnd(10)} score ${m((f) => f.score)} (runs ${runs.map((f) => `${f.score}: FCP ${(f.fcp / 1000).toFixed(2)}, LCP ${(f.lcp / 1000).toFixed(2)}, TBT ${f.tbt.toFixed(0)}, CLS ${f.cls.toFixed(3)}`).join('; ')})\n${''.padEnd(10)}` +
          `  FCP ${(m((f) => f.fcp) / 1000).toFixed(2)} s  LCP ${(m((f) => f.lcp) / 1000).toFixed(2)} s` +
          `  TBT ${m((f) => f.tbt).toFixed(0)} ms  CLS ${m((f) => f.cls).toFixed(3)}  SI ${(m((f) => f.si) / 1000).toFixed(2)} s`,
      )
      const bytes = runs[0]!.bytes
      console.log(
        `${''.padEnd(10)} on the wire (first run): ${kb(bytes['total'])} in all: document ${kb(bytes['document'])},` +
          ` script ${kb(bytes['script'])}, stylesheet ${kb(bytes['stylesheet'])}, font ${kb(bytes['font'])}, other ${kb(bytes['other'])}`,
      )
      console.log(`${''.padEnd(10)} largest paint: ${[...new Set(runs.map((f) => f.lcpElement))].join(' | ')}`)
      const shifts = runs.flatMap((f) => f.shifts)
      if (shifts.length > 0) console.log(`${''.padEnd(10)} shifted: ${shifts.join('; ')}`)
    }
  } finally {
    chrome.kill()
    await hosts.close()
    if (tmp) await rm(tmp, { recursive: true, force: true })
  }
}
