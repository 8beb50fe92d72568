import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, test } from 'vitest'
import { initialScripts, kb, measureInitial, readChunkReport, staticClosure } from './support/initialJs.ts'

/**
 * The bundle budget (issue 4): the initial JavaScript for `/` from the production build is at
 * most 175 KB gzip, and Firebase, hls.js and every page but the first are never in it. Sizes
 * are deterministic, so this fails when the build is over.
 */
const BUDGET_GZIP_BYTES = 175 * 1024

const siteDir = inject('sites').production
const initial = measureInitial(siteDir)
const chunks = readChunkReport(siteDir)
const initialChunks = chunks.filter((c) => initial.some((f) => f.file === c.fileName))

/** Libraries that load only when needed: by module path, and by strings only their code contains. */
const lazyOnly = [
  { name: 'Firebase', module: /node_modules\/(firebase|@firebase)\//, marker: /@firebase\/|FirebaseError/ },
  { name: 'hls.js', module: /node_modules\/hls\.js\//, marker: /hlsManifestParsed|hls\.js/ },
]

describe('initial JavaScript for /', () => {
  test(`is at most ${kb(BUDGET_GZIP_BYTES)} gzip`, () => {
    const total = initial.reduce((sum, f) => sum + f.gzipBytes, 0)
    console.log(
      [
        `initial JS for / (production build): ${kb(total)} gzip of ${kb(BUDGET_GZIP_BYTES)} budget, ${kb(initial.reduce((s, f) => s + f.bytes, 0))} raw`,
        ...initial.map((f) => `  ${f.file.padEnd(36)} ${kb(f.bytes).padStart(10)} raw ${kb(f.gzipBytes).padStart(10)} gzip`),
      ].join('\n'),
    )
    expect(initial.length).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES)
  })

  test("index.html lists the entry's whole static import graph (so the measure misses nothing)", () => {
    const closure = staticClosure(chunks).map((c) => c.fileName).sort()
    expect(initial.map((f) => f.file).sort()).toEqual(closure)
  })

  test.for(lazyOnly)('holds no $name code', ({ module, marker }) => {
    for (const chunk of initialChunks) expect(chunk.moduleIds.filter((id) => module.test(id))).toEqual([])
    for (const file of initial) expect(readFileSync(join(siteDir, file.file), 'utf8')).not.toMatch(marker)
  })

  test('holds no page but the home page', () => {
    // The pages are the route table's lazy modules: the dynamic entries under web/pages/.
    const pages = chunks.flatMap((c) => (c.isDynamicEntry && c.facadeModuleId?.startsWith('web/pages/') ? [c.facadeModuleId] : []))
    expect(pages.length).toBeGreaterThan(30)
    const inInitial = new Set(initialChunks.flatMap((c) => c.moduleIds))
    expect(pages.filter((id) => inInitial.has(id) && !id.startsWith('web/pages/home/'))).toEqual([])
  })

  test('control: the checks see Firebase and the pages where they are (lazy chunks)', () => {
    const lazy = chunks.filter((c) => !initialChunks.includes(c))
    expect(lazy.some((c) => c.moduleIds.some((id) => lazyOnly[0]!.module.test(id)))).toBe(true)
    expect(lazy.some((c) => c.moduleIds.some((id) => id.startsWith('web/pages/user/LoginPage')))).toBe(true)
  })
})

describe('the test handle', () => {
  const scripts = (dir: string) =>
    readdirSync(join(dir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(dir, 'assets', f), 'utf8'))

  test('is in no production file, only in the e2e build', () => {
    expect(scripts(siteDir).filter((code) => code.includes('__app'))).toEqual([])
    expect(scripts(inject('sites').e2e).some((code) => code.includes('__app'))).toBe(true)
  })
})

test('initialScripts reads module scripts and modulepreload links, nothing else', () => {
  const html = `<head><script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/brand-b.js"><link rel="stylesheet" href="/assets/index-c.css">
    <link rel="icon" href="/favicon.svg"><script>window.__HOSTS__ = {}</script></head>`
  expect(initialScripts(html)).toEqual(['assets/index-a.js', 'assets/brand-b.js'])
})
