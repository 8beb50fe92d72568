import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { webSetup } from './support/webSetup.ts'
import { HOST_CALLS_MODULE, initialScripts, kb, measureInitial, moduleClosure, readChunkReport, staticClosure } from './support/initialJs.ts'

/**
 * The bundle budget: the initial JavaScript for `/` from the production build is every script
 * index.html asks for before the first interaction (its module script and modulepreload links: the
 * entry with its static imports, the boot's host-call chunk and the home page's own chunks), at most
 * 195 KB gzip, and Firebase, hls.js and every page but the home page are never in it. Sizes are
 * deterministic, so this fails when the build is over (docs/decisions/1320).
 */
const BUDGET_GZIP_BYTES = 195 * 1024

const siteDir = webSetup().sites.production
/** Everything index.html loads up front: the entry, its imports, the host-call chunk, the home page's chunks. */
const loaded = measureInitial(siteDir)
const chunks = readChunkReport(siteDir)
const hostCalls = moduleClosure(chunks, HOST_CALLS_MODULE).map((c) => c.fileName)
const homePage = moduleClosure(chunks, 'web/routes/home/HomePage.tsx').map((c) => c.fileName)
const entryAndHostCalls = new Set([...staticClosure(chunks).map((c) => c.fileName), ...hostCalls])
/** What must load before boot can call: the entry's static graph and the host-call chunk. */
const initial = loaded.filter((f) => entryAndHostCalls.has(f.file))
const initialChunks = chunks.filter((c) => loaded.some((f) => f.file === c.fileName))

/** Libraries that load only when needed: by module path, and by strings only their code contains. */
const lazyOnly = [
  { name: 'Firebase', module: /node_modules\/(firebase|@firebase)\//, marker: /@firebase\/|FirebaseError/ },
  { name: 'hls.js', module: /node_modules\/hls\.js\//, marker: /hlsManifestParsed|hls\.js/ },
  // The web font's faces are added once the page is quiet (decision 0803): their code comes then.
  { name: "the web font's face reader", module: /^web\/shell\/webFontFaces\.ts$/, marker: /@font-face|new FontFace\(/ },
]

describe('initial JavaScript for /', () => {
  test(`is at most ${kb(BUDGET_GZIP_BYTES)} gzip, the home page's chunks included`, () => {
    const total = loaded.reduce((sum, f) => sum + f.gzipBytes, 0)
    const sum = (files: readonly { gzipBytes: number }[]) => kb(files.reduce((s, f) => s + f.gzipBytes, 0))
    const row = (f: (typeof loaded)[number]) => `  ${f.file.padEnd(44)} ${kb(f.bytes).padStart(10)} raw ${kb(f.gzipBytes).padStart(10)} gzip`
    const page = loaded.filter((f) => !entryAndHostCalls.has(f.file))
    console.log(
      [
        `initial JS for / (production build, every script index.html asks for): ${kb(total)} gzip (${total} bytes) of ${kb(BUDGET_GZIP_BYTES)} budget (${BUDGET_GZIP_BYTES}), ${kb(loaded.reduce((s, f) => s + f.bytes, 0))} raw`,
        `  the entry, its static imports and the host-call chunk: ${sum(initial)} gzip`,
        ...initial.map(row),
        `  the home page's own chunks: ${sum(page)} gzip`,
        ...page.map(row),
      ].join('\n'),
    )
    expect(page.length).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES)
  })

  test("index.html preloads the entry's whole static import graph and the host-call chunk (so the measure misses nothing)", () => {
    expect(initial.map((f) => f.file).sort()).toEqual([...entryAndHostCalls].sort())
    expect(hostCalls.length).toBeGreaterThan(0)
  })

  test('index.html loads nothing else up front but the home page’s own chunks', () => {
    const rest = loaded.filter((f) => !entryAndHostCalls.has(f.file)).map((f) => f.file)
    expect(rest.every((file) => homePage.includes(file))).toBe(true)
    expect(rest.length).toBeGreaterThan(0)
  })

  test.for(lazyOnly)('holds no $name code', ({ module, marker }) => {
    for (const chunk of initialChunks) expect(chunk.moduleIds.filter((id) => module.test(id))).toEqual([])
    for (const file of loaded) expect(readFileSync(join(siteDir, file.file), 'utf8')).not.toMatch(marker)
  })

  test("the entry's own graph holds no Effect and no core/api code: they come with the host-call chunk alone", () => {
    // Shared with the entry, they would be a chunk of their own that compresses apart (decision 1250).
    const entryModules = staticClosure(chunks).flatMap((c) => c.moduleIds)
    expect(entryModules.filter((id) => /node_modules\/effect\/|^core\/(api|bridge)\//.test(id))).toEqual([])
    expect(moduleClosure(chunks, HOST_CALLS_MODULE).flatMap((c) => c.moduleIds)).toContain('core/api/errors.ts')
  })

  test("the design card's packages do their jobs on the first page: js-cookie the cookies, hash-wasm the signatures", () => {
    const modules = initialChunks.flatMap((c) => c.moduleIds)
    expect(modules.filter((id) => id.includes('node_modules/js-cookie/')).length).toBeGreaterThan(0)
    // The digest comes with the boot's host-call code, not a hand-written MD5.
    const hostCallModules = moduleClosure(chunks, HOST_CALLS_MODULE).flatMap((c) => c.moduleIds)
    expect(hostCallModules.filter((id) => id.includes('node_modules/hash-wasm/')).length).toBeGreaterThan(0)
    expect(chunks.flatMap((c) => c.moduleIds).filter((id) => /^core\/api\/md5\.ts$/.test(id))).toEqual([])
  })

  test('holds no page but the home page', () => {
    // The pages are the route table's lazy modules: the dynamic entries under web/routes/.
    const pages = chunks.flatMap((c) => (c.isDynamicEntry && c.facadeModuleId?.startsWith('web/routes/') ? [c.facadeModuleId] : []))
    expect(pages.length).toBeGreaterThan(30)
    const inInitial = new Set(initialChunks.flatMap((c) => c.moduleIds))
    expect(pages.filter((id) => inInitial.has(id) && !id.startsWith('web/routes/home/'))).toEqual([])
  })

  test("the areas the home page does not call bring their answers' schemas with their first call, each chunk with no Effect code of its own", () => {
    const lazySchemas = /^core\/api\/schemas\.(search|watch|account|money|help)\.ts$/
    const initialModules = new Set(initialChunks.flatMap((c) => c.moduleIds))
    const schemaChunks = chunks.filter((c) => c.moduleIds.some((id) => lazySchemas.test(id)))
    expect(schemaChunks.flatMap((c) => c.moduleIds.filter((id) => lazySchemas.test(id))).sort()).toEqual([
      'core/api/schemas.account.ts',
      'core/api/schemas.help.ts',
      'core/api/schemas.money.ts',
      'core/api/schemas.search.ts',
      'core/api/schemas.watch.ts',
    ])
    expect([...initialModules].filter((id) => lazySchemas.test(id))).toEqual([])
    expect(schemaChunks.flatMap((c) => c.moduleIds).filter((id) => id.includes('node_modules/'))).toEqual([])
  })

  test("holds none of the stand-in's Markdown renderer: the help pages get the host's HTML", () => {
    expect(
      chunks.flatMap((c) => c.moduleIds).filter((id) => /node_modules\/(markdown-it|linkify-it|mdurl|uc\.micro|punycode)|cli\/hosts\/help\//.test(id)),
    ).toEqual([])
  })

  test('control: the checks see Firebase and the pages where they are (lazy chunks)', () => {
    const lazy = chunks.filter((c) => !initialChunks.includes(c))
    expect(lazy.some((c) => c.moduleIds.some((id) => lazyOnly[0]!.module.test(id)))).toBe(true)
    expect(lazy.some((c) => c.moduleIds.some((id) => id.startsWith('web/routes/login/LoginPage')))).toBe(true)
  })
})

describe('the test handle', () => {
  const scripts = (dir: string) =>
    readdirSync(join(dir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(dir, 'assets', f), 'utf8'))

  test('is in no production file, only in the e2e build', () => {
    expect(scripts(siteDir).filter((code) => code.includes('__app'))).toEqual([])
    expect(scripts(webSetup().sites.e2e).some((code) => code.includes('__app'))).toBe(true)
  })
})

test('initialScripts reads module scripts and modulepreload links, nothing else', () => {
  const html = `<head><script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/brand-b.js"><link rel="stylesheet" href="/assets/index-c.css">
    <link rel="icon" href="/favicon.svg"><script>window.__HOSTS__ = {}</script></head>`
  expect(initialScripts(html)).toEqual(['assets/index-a.js', 'assets/brand-b.js'])
})
