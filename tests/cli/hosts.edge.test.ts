import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { EDGE_TTL_MS } from '../../cli/hosts/edge/edge.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { SERVED_PAGE_ID, decodeServedPage } from '../../core/firstPaint/servedPage.ts'
import { noticeProse } from '../../cli/hosts/edge/noticeProse.ts'
import { EDGE_DIR, SHELL_END, SHELL_START, TITLE_SHELL } from '../../core/contract/siteBuild.ts'
import { standInCatalogue } from '../../cli/hosts/titles/catalogue.ts'

/**
 * The web host's edge (decision 0809), with a stand-in renderer in the build's `_edge/` (the
 * real one is the app's, checked in Chromium by tests/web/edge.test.ts): a guest's navigation to
 * a page whose loaders read gets their real answers, drawn in and carried beside the markup.
 */
const site = mkdtempSync(join(tmpdir(), 'stand-in-edge-'))
const BUILD = 'b-edge-test'
mkdirSync(join(site, EDGE_DIR))
writeFileSync(join(site, 'build-info.json'), JSON.stringify({ retval: 0, output: { build_id: BUILD, built_at: '2026-11-24T00:00:00Z' } }))
writeFileSync(
  join(site, 'index.html'),
  `<!doctype html><html><head><title>홈</title></head><body><div id="root">${SHELL_START}<p>셸</p>${SHELL_END}</div></body></html>`,
)
// A prerendered page too (its markers are there), but its route's loader reads nothing.
writeFileSync(join(site, 'contents.html'), `<!doctype html><html><body><div id="root">${SHELL_START}<p>목록 셸</p>${SHELL_END}</div></body></html>`)
// Every title's shell (the build's contents/title.html).
mkdirSync(join(site, 'contents'))
writeFileSync(join(site, TITLE_SHELL.file), `<!doctype html><html><body><div id="root">${SHELL_START}<p>작품 셸</p>${SHELL_END}</div></body></html>`)
// The renderer's export, as web/prerender.tsx has it: it reads as the route's loader would,
// draws each row's title, and throws while the flag file says so.
writeFileSync(
  join(site, EDGE_DIR, 'prerender.js'),
  `import { existsSync } from 'node:fs'
export const renderPage = async (address, visit) => {
  if (existsSync(${JSON.stringify(join(site, 'broken'))})) throw new Error('renderer broke')
  const path = address.split('?')[0]
  if (path === '/') {
    const home = await visit.read('homeContents')
    const frame = await visit.frame()
    const notice = frame.notices?.[0]
    const bar = notice ? '<aside>' + notice.title + ' ' + notice.prose + '</aside>' : ''
    const nav = frame.menu ? '<nav>' + frame.menu.section_list.map((s) => s.section_name).join('|') + '</nav>' : ''
    return { markup: nav + '<main>' + home.rows.map((row) => '<h2>' + row.title + '</h2>').join('') + '</main>' + bar, loaderData: { root: null, home: { home } } }
  }
  if (path.startsWith('/contents/')) {
    const detail = await visit.read('contentDetail', { movie_url: path.slice(10) })
    return { markup: '<article><h1>' + detail.content.title + '</h1></article>', loaderData: { root: null, movie: { detail } } }
  }
  return { markup: '<p>렌더</p>', loaderData: { root: null } }
}
`,
)

let running: RunningHosts
let clock = Date.now()
beforeAll(async () => {
  running = await startHosts({ portBase: 0, siteDir: site, print: () => {}, now: () => clock })
})
afterAll(async () => {
  await running.close()
  rmSync(site, { recursive: true, force: true })
})
beforeEach(() => {
  running.faults.clear()
  rmSync(join(site, 'broken'), { force: true })
})

const navigate = async (path: string, cookie?: string) => {
  const response = await fetch(`${running.hosts.web}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })
  return { status: response.status, html: await response.text() }
}
const servedBlock = (html: string) => new RegExp(`<script type="application/json" id="${SERVED_PAGE_ID}">(.*?)</script>`).exec(html)?.[1]
/** The home's rows in a served page's data, read for this key. */
const servedRows = (html: string, filter: 0 | 1 = 0) =>
  (
    (decodeServedPage(servedBlock(html), { build: BUILD, kind: 'guest', filter })?.loaderData as { home: { home: { rows: { title: string }[] } } } | null)?.home
      .home.rows ?? []
  ).map((r) => r.title)

describe('a guest navigation to a page whose loader reads', () => {
  it("gets the page drawn with the real answers, and the loaders' data beside it under its key", async () => {
    const { status, html } = await navigate('/')
    expect(status).toBe(200)
    const rows = servedRows(html)
    expect(rows.length).toBeGreaterThan(3)
    // The markup is the renderer's, between the markers, in place of the shell.
    expect(html).toMatch(new RegExp(`${SHELL_START}(<nav>[^<]*</nav>)?<main><h2>${rows[0]}</h2>`))
    expect(html).not.toContain('<p>셸</p>')
    // Read for a guest: the same block is refused to a member's or another build's visit.
    expect(decodeServedPage(servedBlock(html), { build: BUILD, kind: 'member', filter: 0 })).toBeNull()
    expect(decodeServedPage(servedBlock(html), { build: 'b-other', kind: 'guest', filter: 0 })).toBeNull()
  })

  it("draws the guest's menu and top notice in the frame, and carries them beside the data, each notice with its prose", async () => {
    const { html } = await navigate('/')
    const frame = decodeServedPage(servedBlock(html), { build: BUILD, kind: 'guest', filter: 0 })?.frame
    const notices = frame?.notices ?? []
    expect(notices.length).toBeGreaterThan(0)
    for (const notice of notices) expect(notice.prose).toBe(noticeProse(notice.content))
    expect(notices[0]!.prose).not.toBe('')
    expect(html).toContain(`<aside>${notices[0]!.title} ${notices[0]!.prose}</aside>`)
    const sections = frame?.menu?.section_list.map((s) => s.section_name) ?? []
    expect(sections.length).toBeGreaterThan(2)
    expect(html).toContain(`${SHELL_START}<nav>${sections.join('|')}</nav>`)
    // Under the page's key only, as its data.
    expect(decodeServedPage(servedBlock(html), { build: BUILD, kind: 'member', filter: 0 })).toBeNull()
  })

  it('is read once a minute for everyone (one guest login), not once a visit', async () => {
    await navigate('/?warm')
    const logins = running.calls.count('guestLogin')
    await navigate('/')
    await navigate('/')
    expect(running.calls.count('guestLogin')).toBe(logins)
    clock += EDGE_TTL_MS + 1
    await navigate('/')
    expect(running.calls.count('guestLogin')).toBe(logins + 1)
  })

  it("is read with the visit's filter: filter=1 leaves the adult row out", async () => {
    const titles = servedRows((await navigate('/', 'filter=1')).html, 1)
    const unfiltered = servedRows((await navigate('/')).html)
    expect(titles.length).toBeGreaterThan(0)
    expect(unfiltered).toContain('성인 인기작')
    expect(titles).not.toContain('성인 인기작')
  })
})

describe("a guest navigation to a title's address", () => {
  const catalogue = standInCatalogue()
  const adult = catalogue.titles.find((t) => t.adult)!
  const open = catalogue.titles.find((t) => !t.adult)!

  it('gets the title drawn into the detail shell, and its detail beside it', async () => {
    const { html } = await navigate(`/contents/${open.movieUrl}`)
    expect(html).toContain(`${SHELL_START}<article><h1>${open.title}</h1></article>`)
    const data = decodeServedPage(servedBlock(html), { build: BUILD, kind: 'guest', filter: 0 })?.loaderData as {
      movie: { detail: { content: { movie_url: string } } }
    }
    expect(data.movie.detail.content.movie_url).toBe(open.movieUrl)
  })

  it("an adult title: the plain shell, nothing of the title in the page, and the host's refusal kept like a page", async () => {
    clock += EDGE_TTL_MS + 1
    const { html } = await navigate(`/contents/${adult.movieUrl}`)
    expect(html).toContain('<p>작품 셸</p>')
    expect(servedBlock(html)).toBeUndefined()
    expect(html).not.toContain(adult.title)
    const logins = running.calls.count('guestLogin')
    await navigate(`/contents/${adult.movieUrl}`)
    expect(running.calls.count('guestLogin')).toBe(logins)
  })

  it('an unknown title: the plain shell (the app shows its not-found page)', async () => {
    const { html } = await navigate('/contents/no-such-title')
    expect(html).toContain('<p>작품 셸</p>')
    expect(servedBlock(html)).toBeUndefined()
  })
})

describe('the plain shell, and the app reads for itself', () => {
  it('for a visit with automatic login (a member, known only from the hosts)', async () => {
    const { html } = await navigate('/', 'auto_login=1')
    expect(html).toContain('<p>셸</p>')
    expect(servedBlock(html)).toBeUndefined()
  })

  it('for a page whose loader reads nothing (its prerendered page is already that page)', async () => {
    const { html } = await navigate('/contents.html')
    expect(html).toContain('<p>목록 셸</p>')
    expect(servedBlock(html)).toBeUndefined()
  })

  it('while fault rules are in place, and the edge uses none of a counted rule', async () => {
    running.faults.add({ call: 'guestLogin', kind: 'status', arg: 503, times: 1 })
    const { html } = await navigate('/')
    expect(servedBlock(html)).toBeUndefined()
    expect(running.faults.rules()).toEqual([{ call: 'guestLogin', kind: 'status', arg: 503, times: 1 }])
  })

  it('when the render fails, and the next visit tries again', async () => {
    clock += EDGE_TTL_MS + 1
    writeFileSync(join(site, 'broken'), '')
    const broken = await navigate('/')
    expect(broken.status).toBe(200)
    expect(broken.html).toContain('<p>셸</p>')
    expect(servedBlock(broken.html)).toBeUndefined()
    rmSync(join(site, 'broken'))
    expect(servedBlock((await navigate('/')).html)).toBeDefined()
  })
})

/** A GET with the path sent exactly as written (fetch would tidy `./` and `..` away). */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(`${running.hosts.web}/`, { path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', fail)
    req.end()
  })

describe('on a slow host (every call 800 ms)', () => {
  it('serves the frame without waiting for the render, and the kept render to the next visit', async () => {
    const slow = await startHosts({ portBase: 0, siteDir: site, print: () => {}, latencyMs: 800 })
    try {
      const visit = async () => (await fetch(`${slow.hosts.web}/`, { headers: { accept: 'text/html' } })).text()
      // A guest login and a read take two calls: far past the wait, so the first byte does not wait for them.
      const first = await visit()
      expect(first).toContain('<p>셸</p>')
      expect(servedBlock(first)).toBeUndefined()
      // The render went on meanwhile: a later visit gets it drawn in.
      await vi.waitFor(async () => expect(servedBlock(await visit())).toBeDefined(), { timeout: 20_000, interval: 300 })
      expect(slow.calls.count('guestLogin')).toBe(1)
    } finally {
      await slow.close()
    }
  }, 30_000)
})

it('never serves the renderer', async () => {
  expect((await fetch(`${running.hosts.web}/${EDGE_DIR}/prerender.js`)).status).toBe(404)
  expect((await navigate(`/${EDGE_DIR}/prerender.js`)).status).toBe(404)
})

it.each([
  '/%5Fedge/prerender.js',
  '/%5fedge/prerender.js',
  '/_edge%2Fprerender.js',
  '/_edge%2fprerender.js',
  '//_edge/prerender.js',
  '/./_edge/prerender.js',
  '/%2E/_edge/prerender.js',
  '/assets/../_edge/prerender.js',
  '/assets/%2E%2E/_edge/prerender.js',
  '/assets%2F..%2F_edge%2Fprerender.js',
  '/_edge/./prerender.js',
  '/_edge//prerender.js',
  '/_EDGE/prerender.js',
  '/%5FEDGE/prerender.js',
])('serves nothing under _edge at %s, to a fetch or a navigation', async (path) => {
  const fetched = await rawGet(path)
  expect(fetched.status).toBe(404)
  expect(fetched.body).not.toContain('renderShell')
  expect((await rawGet(path, { accept: 'text/html' })).body).not.toContain('renderShell')
})
