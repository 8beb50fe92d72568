import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getChoseong } from 'es-hangul'
import { startHosts } from '../../cli/hosts/index.ts'
import { createSearchEngine } from '../../cli/hosts/search/engine.ts'
import { generateCatalogue } from '../../cli/hosts/titles/catalogue.ts'
import { dialogueLines } from '../../cli/hosts/titles/dialogue.ts'
import { canSee, guestViewer, toCard } from '../../cli/hosts/titles/visibility.ts'
import { sign } from '../../core/api/sign.ts'
import { calls } from '../../core/contract/index.ts'
import { SearchSort } from '../../core/contract/searchCalls.ts'
import { buildSite } from '../web/support/build.ts'
import { launchChromiumAt } from '../web/support/chromium.ts'
import { provisionChromium } from '../web/support/findChromium.ts'

/**
 * Search figures: the search host's engine over a 10,000-title catalogue with every title's
 * dialogue (about 450 lines a title): the indexes' build time and memory; p50/p95 per query for a
 * title word, 초성, a person, a typo, a line (its 초성, its words) and a syllable being typed (goal
 * p95 ≤ 50 ms); the same calls over HTTP to the stand-in; keystroke-to-suggestions in Chromium at
 * 100 ms per host call. Prints; never fails on a timing. BENCH_SITE_DIR reuses a built site;
 * BENCH_KEYSTROKES=0 leaves the Chromium part out.
 */

const SIZE = 10_000
const QUERIES = Number(process.env['BENCH_QUERIES'] ?? 300)
const LATENCY_MS = 100
const KEYSTROKE_RUNS = Number(process.env['BENCH_RUNS'] ?? 12)

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const figures = (xs: readonly number[]) =>
  `p50 ${percentile(xs, 50).toFixed(2)} ms, p95 ${percentile(xs, 95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`

/** A deterministic pick of titles (every 37th) for the query sets. */
const sample = <T>(xs: readonly T[], n: number): T[] => Array.from({ length: n }, (_, i) => xs[(i * 37) % xs.length]!)

/** A one-jamo change of a title's syllable (its vowel, else its initial): a typo the search must forgive. */
const typoOf = (title: string, i: number): string => {
  const chars = [...title]
  const at = chars.map((c, k) => [c, k] as const).filter(([c]) => c >= '가' && c <= '힣')
  const [char, k] = at[i % at.length]!
  const code = char.charCodeAt(0) - 0xac00
  const [cho, jung, jong] = [Math.floor(code / 588), Math.floor((code % 588) / 28), code % 28]
  // ㅏ becomes ㅑ (챡 for 착), any other vowel ㅏ.
  chars[k] = String.fromCharCode(0xac00 + cho * 588 + (jung === 0 ? 2 : 0) * 28 + jong)
  return chars.join('')
}

/** Kilobytes or megabytes, as read. */
const size = (bytes: number) => (bytes > 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.round(bytes / 1e3)} KB`)
const heap = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers

export const run = async (): Promise<void> => {
  let started = performance.now()
  const catalogue = generateCatalogue({ size: SIZE })
  const clips = catalogue.titles.reduce((n, t) => n + t.scenes.length + t.crops.length, 0)
  console.log(
    `catalogue: ${SIZE.toLocaleString()} titles, ${clips.toLocaleString()} scenes and crops, generated in ${Math.round(performance.now() - started)} ms`,
  )
  let before = heap()
  started = performance.now()
  const engine = createSearchEngine(catalogue, {
    canSee,
    cardOf: (title, viewer) => toCard(title, viewer, 'http://localhost'),
    seesAdult: (viewer) => canSee(viewer, { adult: true }),
    linesOf: (title) => dialogueLines(title.movieUrl, title.durationSec),
  })
  console.log(
    `index of titles, people, genres, tags, synopses and typos: built in ${Math.round(performance.now() - started)} ms, heap +${size(heap() - before)}`,
  )
  before = heap()
  started = performance.now()
  const lines = engine.lines()
  console.log(
    `index of every line (대사): ${lines.lines.toLocaleString()} lines (${Math.round(lines.lines / SIZE)} a title), ${lines.texts.toLocaleString()} distinct, ` +
      `built in ${Math.round(performance.now() - started)} ms (dialogue generated on the way), typed arrays ${size(lines.bytes)}, heap +${size(heap() - before)}`,
  )

  const titles = sample(
    catalogue.titles.map((t) => t.title).filter((t) => [...t].filter((c) => c >= '가' && c <= '힣').length >= 4),
    QUERIES,
  )
  const people = sample(
    catalogue.titles.flatMap((t) => [...t.cast, t.director]),
    QUERIES,
  )
  const spoken = sample(catalogue.titles, QUERIES).map((t, i) => {
    const all = dialogueLines(t.movieUrl, t.durationSec)
    return all[(i * 13) % Math.max(1, all.length)]?.text ?? t.title
  })
  const sets: Record<string, string[]> = {
    'title word (2-3 chars)': titles.map((t, i) => [...t].slice(0, 2 + (i % 2)).join('')),
    '초성 (2-3 consonants)': titles
      .map((t, i) =>
        getChoseong(t)
          .replace(/\s/g, '')
          .slice(0, 2 + (i % 2)),
      )
      .filter((q) => q.length >= 2),
    'person (a name)': people,
    'typo (one jamo off)': titles.map(typoOf),
    'line (its 초성)': spoken.map((text) => getChoseong(text).replace(/[^ㄱ-ㅎ]/g, '')),
    'line (words as said)': spoken.map((text) => text.split(' ').slice(0, 3).join(' ')),
    'typing (사랑ㅇ-style)': titles.map((t) => [...t].slice(0, 2).join('') + (getChoseong([...t][2]!) || [...t][2]!)),
  }
  const query = (keyword: string) => ({ keyword, kind: '' as const, sort: SearchSort.relevance, count: 30, page: 1 })
  for (const keyword of titles.slice(0, 20)) engine.search(guestViewer, query(keyword)) // warm up
  console.log(`\nsearch engine, ${QUERIES} queries a set (guest, all kinds and 대사, first page of 30):`)
  for (const [name, keywords] of Object.entries(sets)) {
    const times: number[] = []
    let found = 0
    let corrected = 0
    for (const keyword of keywords) {
      const t0 = performance.now()
      const out = engine.search(guestViewer, query(keyword))
      times.push(performance.now() - t0)
      found += out.total
      if (out.corrected) corrected++
    }
    console.log(`  ${name.padEnd(32)} ${figures(times)}  (avg ${Math.round(found / keywords.length)} results${corrected ? `, ${corrected} corrected` : ''})`)
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
      const a = await sign(
        c_code,
        calls[name].fields.map((f) => fields[f]),
      )
      const res = await fetch(`${hosts.hosts.search}${calls[name].path}`, { method: 'POST', body: new URLSearchParams({ ...fields, a }) })
      await res.text()
    }
    const t0 = performance.now()
    await send('search', '사랑')
    console.log(`\nsearch host over HTTP (one client, sequential; the first search built the stand-in's indexes in ${Math.round(performance.now() - t0)} ms):`)
    for (const [name, keywords] of Object.entries(sets)) {
      const times: number[] = []
      for (const keyword of keywords.slice(0, 150)) {
        const t0 = performance.now()
        await send('search', keyword)
        times.push(performance.now() - t0)
      }
      console.log(`  ${`search: ${name}`.padEnd(40)} ${figures(times)}`)
    }
    const times: number[] = []
    for (const keyword of sets['초성 (2-3 consonants)']!.slice(0, 150)) {
      const t0 = performance.now()
      await send('searchSuggest', keyword)
      times.push(performance.now() - t0)
    }
    console.log(`  ${'searchSuggest (초성)'.padEnd(40)} ${figures(times)}`)
  } finally {
    await hosts.close()
  }
}

/** Keystroke to suggestions on /search in Chromium, every host call 100 ms late. */
const keystrokes = async () => {
  if (process.env['BENCH_KEYSTROKES'] === '0') return
  let chromiumPath: string
  try {
    chromiumPath = await provisionChromium(undefined, () => {})
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
