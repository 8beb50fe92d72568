import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { SERVED_PAGE_ID } from '../../core/firstPaint/servedPage.ts'
import { EDGE_DIR, SHELL_END, SHELL_START } from '../../core/contract/siteBuild.ts'

/**
 * The edge's renderer is the whole app, and its first import takes seconds: the first guest after
 * a start must not wait for it. Here the renderer's module waits at its top for the test to let
 * it go, so a navigation that waited for it would never answer.
 */
const site = mkdtempSync(join(tmpdir(), 'stand-in-edge-renderer-'))
mkdirSync(join(site, EDGE_DIR))
writeFileSync(join(site, 'build-info.json'), JSON.stringify({ retval: 0, output: { build_id: 'b-renderer-test', built_at: '2026-11-29T00:00:00Z' } }))
writeFileSync(
  join(site, 'index.html'),
  `<!doctype html><html><head><title>홈</title></head><body><div id="root">${SHELL_START}<p>셸</p>${SHELL_END}</div></body></html>`,
)
writeFileSync(
  join(site, EDGE_DIR, 'prerender.js'),
  `await globalThis.__edgeRendererGate
export const renderPage = async (address, visit) => {
  const home = await visit.read('homeContents')
  return { markup: '<main>' + home.rows.map((row) => '<h2>' + row.title + '</h2>').join('') + '</main>', loaderData: { root: null, home: { home } } }
}
`,
)

const gate = globalThis as unknown as { __edgeRendererGate?: Promise<void> }
let open!: () => void
gate.__edgeRendererGate = new Promise<void>((done) => (open = done))

let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0, siteDir: site, print: () => {} })
})
afterAll(async () => {
  open()
  await running.close()
  rmSync(site, { recursive: true, force: true })
})

const served = async () => {
  const html = await (await fetch(`${running.hosts.web}/`, { headers: { accept: 'text/html' } })).text()
  return { html, served: html.includes(`id="${SERVED_PAGE_ID}"`) }
}

it("serves the prerendered frame while the renderer's code is still loading, and the drawn page once it has", async () => {
  const first = await served()
  expect(first.html).toContain('<p>셸</p>')
  expect(first.served).toBe(false)
  open()
  await expect.poll(async () => (await served()).served, { timeout: 30_000 }).toBe(true)
})
