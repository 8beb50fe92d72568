import { dialogueLines } from '../../cli/hosts/titles/dialogue.ts'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getChoseong } from 'es-hangul'
import { startHosts } from '../../cli/hosts/index.ts'
import { createSearchEngine } from '../../cli/hosts/search/engine.ts'
import { generateCatalogue } from '../../cli/hosts/titles/catalogue.ts'
import { canSee, guestViewer, toCard } from '../../cli/hosts/titles/visibility.ts'
import { sign } from '../../core/api/sign.ts'
import { calls } from '../../core/contract/index.ts'
import { SearchSort } from '../../core/contract/searchCalls.ts'
import { buildSite } from '../web/support/build.ts'
import { launchChromiumAt } from '../web/support/chromium.ts'
import { provisionChromium } from '../web/support/findChromium.ts'

/**
 * Search figures: the search host's engine over a 10,000-title catalogue (p50/p95 per query
 * for 초성, prefix and substring queries; goal p95 ≤ 5 ms), the same calls over HTTP to the
 * stand-in, and keystroke-to-suggestions in Chromium at 100 ms per host call. Prints; never fails
 * on a timing. BENCH_SITE_DIR reuses a built site.
 */

const SIZE = 10_000
const QUERIES = Number(process.env['BENCH_QUERIES'] ?? 300)
const LATENCY_MS = 100
const KEYSTROKE_RUNS = Number(process.env['BENCH_RUNS'] ?? 12)

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const figures = (xs: readonly number[]) => `p50 ${percentile(xs, 50).toFixed(2)} ms, p95 ${percentile(xs, 95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`

/** A deterministic pick of titles (every 37th) for the query sets. */
const sample = <T>(xs: readonly T[], n: number): T[] => Array.from({ length: n }, (_, i) => xs[(i * 37) % xs.length]!)

export const run = async (): Promise<void> => {
  let started = performance.now()
  const catalogue = generateCatalogue({ size: SIZE })
  const clips = catalogue.titles.reduce((n, t) => n + t.scenes.length + t.crops.length, 0)
  console.log(`catalogue: ${SIZE.toLocaleString()} titles, ${clips.toLocaleString()} scenes and crops, generated in ${Math.round(performance.now() - started)} ms`)
  started = performance.now()
  const engine = createSearchEngine(catalogue, { canSee, cardOf: (title, viewer) => toCard(title, viewer, 'http://localhost'), seesAdult: (viewer) => canSee(viewer, { adult: true }), linesOf: (title) => dialogueLines(title.movieUrl, title.durationSec) })
  console.log(`index: built once in ${Math.round(performance.now() - started)} ms`)

  const titles = sample(catalogue.titles.map((t) => t.title).filter((t) => [...t].length >= 4), QUERIES)
  const sets: Record<string, string[]> = {
    '초성 (2-3 consonants)': titles.map((t, i) => getChoseong(t).replace(/\s/g, '').slice(0, 2 + (i % 2))).filter((q) => q.length >= 2),
    'prefix (2-3 chars)': titles.map((t, i) => [...t].slice(0, 2 + (i % 2)).join('')),
    'substring (2 chars, mid-title)': titles.map((t) => [...t].slice(1, 3).join('')),
    'typing (사랑ㅇ-style)': titles.map((t) => [...t].slice(0, 2).join('') + (getChoseong([...t][2]!) || [...t][2]!)),
  }
  const query = (keyword: string) => ({ keyword, kind: '' as const, sort: SearchSort.relevance, count: 30, page: 1 })
  for (const keyword of titles.slice(0, 20)) engine.search(guestViewer, query(keyword)) // warm up
  console.log(`\nsearch engine, ${QUERIES} queries a set (guest, all kinds, first page of 30):`)
  for (const [name, keywords] of Object.entries(sets)) {
    const times: number[] = []
    let found = 0
    for (const keyword of keywords) {
      const t0 = performance.now()
      const out = engine.search(guestViewer, query(keyword))
      times.push(performance.now() - t0)
      found += out.total
    }
    console.log(`  ${name.padEnd(32)} ${figures(times)}  (avg ${Math.round(found / keywords.length)} results)`)
  }
  const suggestTimes: number[] = []
  for (const keyword of sets['초성 (2-3 consonants)']!) {
    const t0 = performance.now()
    engine.suggest(guestViewer, keyword)
    suggestTimes.push(performance.now() - t0)
  }
  console.log(`  ${'searchSuggest (초성)'.padEnd(32)} ${figures(suggestTimes)}`)

  await overHttp(sets)
  await keystrokes()
}

/** The same queries as calls to the stand-in's search host (HTTP, signature, JSON) at no latency. */
const overHttp = async (sets: Record<string, string[]>) => {
  const hosts = await startHosts({ portBase: 0, catalogue: { size: SIZE }, print: () => {} })
  try {
    const guest = (await (await fetch(`${hosts.hosts.auth}${calls.guestLogin.path}`, { method: 'POST' })).json()) as { output: { s: string; c_code: string } }
    const { s, c_code } = guest.output
    const send = async (name: 'search' | 'searchSuggest', keyword: string) => {
      const fields: Record<string, string> = { s, keyword }
      const a = await sign(c_code, calls[name].fields.map((f) => fields[f]))
      const res = await fetch(`${hosts.hosts.search}${calls[name].path}`, { method: 'POST', body: new URLSearchParams({ ...fields, a }) })
      await res.text()
    }
    await send('search', '사랑')
    console.log(`\nsearch host over HTTP (one client, sequential):`)
    for (const name of ['search', 'searchSuggest'] as const) {
      const times: number[] = []
      for (const keyword of sets['초성 (2-3 consonants)']!.slice(0, 150)) {
        const t0 = performance.now()
        await send(name, keyword)
        times.push(performance.now() - t0)
      }
      console.log(`  ${`${name} (초성)`.padEnd(32)} ${figures(times)}`)
    }
  } finally {
    await hosts.close()
  }
}

/** Keystroke to suggestions on /search in Chromium, every host call 100 ms late. */
const keystrokes = async () => {
  let chromiumPath: string
  try {
    chromiumPath = provisionChromium(undefined, () => {})
  } catch (error) {
    console.log(`\nkeystroke-to-suggestions: skipped (${error instanceof Error ? error.message : error})`)
    return
  }
  const temp = process.env['BENCH_SITE_DIR'] ? undefined : await mkdtemp(join(tmpdir(), 'search-bench-'))
  const siteDir = process.env['BENCH_SITE_DIR'] ?? (await buildSite(join(temp!, 'site'), 'production')).dir
  const hosts = await startHosts({ portBase: 0, siteDir, latencyMs: LATENCY_MS, catalogue: { size: SIZE }, print: () => {} })
  const browser = await launchChromiumAt(chromiumPath)
  try {
    const page = await (await browser.newContext({ baseURL: hosts.hosts.web, locale: 'ko-KR' })).newPage()
    await page.goto('/search')
    await page.locator('html[data-initialized="true"]').waitFor({ state: 'attached' })
    const box = page.getByRole('combobox', { name: '검색어' })
    const options = page.locator('[role="listbox"]:not([hidden]) [role="option"]')
    const keywords = ['ㅅㄹ', 'ㄱㅇ', 'ㅂㄹ', 'ㄴㅇ', 'ㅁㅇ', 'ㄷㅋ', 'ㅎㄹ', 'ㅈㅇ', 'ㅊㅁ', 'ㅇㄹ', 'ㅍㄹ', 'ㄱㅈ', 'ㅅㅇ', 'ㅂㅁ', 'ㄴㄹ', 'ㄷㅅ']
    const times: number[] = []
    for (const keyword of keywords.slice(0, KEYSTROKE_RUNS)) {
      await box.fill('')
      await options.first().waitFor({ state: 'detached' })
      await box.pressSequentially(keyword.slice(0, -1))
      const t0 = performance.now()
      await box.pressSequentially(keyword.slice(-1))
      await page.waitForFunction(
        (k) => {
          const status = document.querySelector('[data-testid="search-suggest-status"]')?.textContent ?? ''
          const input = document.querySelector<HTMLInputElement>('[role="combobox"]')
          return input?.value === k && /추천 검색어/.test(status)
        },
        keyword,
        { polling: 'raf' },
      )
      times.push(performance.now() - t0)
    }
    console.log(`\nkeystroke-to-suggestions in Chromium, ${LATENCY_MS} ms per host call, 150 ms debounce (${times.length} runs):`)
    console.log(`  last keystroke → suggestions shown: ${figures(times)}`)
  } finally {
    await browser.close()
    await hosts.close()
    if (temp) await rm(temp, { recursive: true, force: true })
  }
}
