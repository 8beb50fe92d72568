import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startHosts } from '../../cli/hosts/index.ts'
import { buildSite } from '../web/support/build.ts'
import { launchChromiumAt } from '../web/support/chromium.ts'
import { provisionChromium } from '../web/support/findChromium.ts'
import { firstHeaderFrame, framesOf, probeFrames } from '../web/support/frameProbe.ts'
import { median } from './servedSite.ts'

/**
 * The frame on a slow host: with every host call 800 ms late (`--latency 800`), how long after the
 * navigation the layout's header is first on screen, on /myPage and /pay (a member) and `/` (a
 * guest), each from a cold context (no cache, no storage), at 390x844. Beside it the first host
 * answer (the header must come before it: tests/web/neverBlank.test.ts asserts that order). The aim
 * is 500 ms; the figure is what this machine's CPU allows, so it is printed, never asserted.
 */

const LATENCY_MS = 800
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5)
const PAGES = [
  { path: '/myPage', member: 'seed-minji' },
  { path: '/pay', member: 'seed-minji' },
  { path: '/', member: undefined },
] as const

export async function run(): Promise<void> {
  const tmp = process.env['BENCH_SITE_DIR'] ? undefined : await mkdtemp(join(tmpdir(), 'bench-frame-'))
  const siteDir = process.env['BENCH_SITE_DIR'] ?? (await buildSite(join(tmp!, 'site'), 'production')).dir
  const hosts = await startHosts({ portBase: 0, siteDir, latencyMs: LATENCY_MS })
  const browser = await launchChromiumAt(await provisionChromium())
  try {
    const { hostname } = new URL(hosts.hosts.web)
    console.log(
      `every host call ${LATENCY_MS} ms late; ${RUNS} cold loads per page at 390x844 (aim: header within 500 ms); load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    )
    for (const { path, member } of PAGES) {
      const header: number[] = []
      const answer: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
        if (member)
          await context.addCookies([
            { name: 'login_key', value: member, domain: hostname, path: '/' },
            { name: 'auto_login', value: '1', domain: hostname, path: '/' },
          ])
        const page = await context.newPage()
        // tsx names the probe's inner functions with a helper of its own: the page gets it first.
        await page.addInitScript('window.__name = (f) => f')
        await probeFrames(page)
        await page.goto(new URL(path, hosts.hosts.web).href, { waitUntil: 'commit' })
        await page.locator('html[data-initialized="true"]').waitFor({ state: 'attached', timeout: 60_000 })
        const record = await framesOf(page)
        header.push(firstHeaderFrame(record)?.at ?? Number.NaN)
        answer.push(record.firstHostAnswer)
        await context.close()
      }
      const ms = (xs: readonly number[]) => xs.map((x) => Math.round(x)).join(', ')
      console.log(
        `${path.padEnd(8)} ${(member ?? 'guest').padEnd(11)} header at ${Math.round(median(header))} ms (median; runs ${ms(header)}), first host answer at ${Math.round(median(answer))} ms (runs ${ms(answer)})`,
      )
    }
  } finally {
    await browser.close()
    await hosts.close()
    if (tmp) await rm(tmp, { recursive: true, force: true })
  }
}
