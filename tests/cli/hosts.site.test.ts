import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { chooseEncoding } from '../../cli/hosts/edge/siteFiles.ts'

/** The built site as a CDN would serve it: compressed by Accept-Encoding, cached, ETag / 304. */
const site = mkdtempSync(join(tmpdir(), 'stand-in-cdn-'))
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `작품 ${i}`))}\n`
mkdirSync(join(site, 'assets'))
mkdirSync(join(site, 'contents'))
writeFileSync(join(site, 'index.html'), '<!doctype html><html><head><title>홈</title></head><body><div id="root"><header>홈 셸</header></div></body></html>')
writeFileSync(join(site, 'contents', 'index.html'), '<!doctype html><html><head><title>목록</title></head><body><div id="root">목록 셸</div></body></html>')
writeFileSync(join(site, 'contents', 'title.html'), '<!doctype html><html><head><title>작품</title></head><body><div id="root">작품 셸</div></body></html>')
mkdirSync(join(site, 'search'))
writeFileSync(join(site, 'search', 'result.html'), '<!doctype html><html><head><title>검색</title></head><body><div id="root">검색 틀</div></body></html>')
writeFileSync(join(site, '200.html'), '<!doctype html><html><head><title>앱</title></head><body><div id="root"></div></body></html>')
writeFileSync(join(site, 'assets', 'index-Bx12abCD.js'), script)
writeFileSync(join(site, 'assets', 'font-Qw12erTY.woff2'), Buffer.alloc(2048, 7))
// A precompressed sibling as the build writes it: the host must send it as is.
writeFileSync(join(site, 'assets', 'pre-Zx98poIU.js'), 'console.log("plain")')
writeFileSync(join(site, 'assets', 'pre-Zx98poIU.js.br'), brotliCompressSync(Buffer.from('console.log("from the build")')))

interface Raw {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: Buffer
}

/** A plain HTTP GET that sees the bytes on the wire (fetch would decode them). */
const get = (path: string, headers: Record<string, string> = {}): Promise<Raw> =>
  new Promise((done, fail) => {
    const req = request(`${running.hosts.web}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', fail)
    req.end()
  })

let running: RunningHosts
beforeAll(async () => {
  // One more origin allowed, as --allow-origin would (docs/decisions/1830).
  running = await startHosts({ portBase: 0, siteDir: site, allowedOrigins: ['http://localhost:1234'] })
})
afterAll(async () => {
  await running.close()
  rmSync(site, { recursive: true, force: true })
})

describe('compression by Accept-Encoding', () => {
  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, plain otherwise', async () => {
    const br = await get('/assets/index-Bx12abCD.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(Buffer.byteLength(script) / 3)

    const gz = await get('/assets/index-Bx12abCD.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(script)

    const plain = await get('/assets/index-Bx12abCD.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    for (const answer of [br, gz, plain]) expect(answer.headers['vary']).toBe('Origin, Accept-Encoding')
  })

  it('says its answers vary by Origin: the site’s own origin is named with credentials, any other gets the public file without them', async () => {
    const own = await get('/assets/index-Bx12abCD.js')
    expect(own.headers['vary']).toMatch(/\bOrigin\b/)
    const site = await get('/assets/index-Bx12abCD.js', { origin: 'http://localhost:1234' })
    expect(site.headers['access-control-allow-origin']).toBe('http://localhost:1234')
    expect(site.headers['access-control-allow-credentials']).toBe('true')
    const other = await get('/assets/index-Bx12abCD.js', { origin: 'http://elsewhere.example' })
    expect(other.headers['access-control-allow-origin']).toBe('*')
    expect(other.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it('sends the build’s precompressed file when there is one', async () => {
    const br = await get('/assets/pre-Zx98poIU.js', { 'accept-encoding': 'br' })
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log("from the build")')
  })

  it('compresses the pages too, with the hosts injected', async () => {
    const page = await get('/', { accept: 'text/html', 'accept-encoding': 'br' })
    expect(page.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(page.body).toString()).toContain('window.__HOSTS__')
  })

  it('never compresses what is compressed already (fonts)', async () => {
    const font = await get('/assets/font-Qw12erTY.woff2', { 'accept-encoding': 'br, gzip' })
    expect(font.headers['content-encoding']).toBeUndefined()
    expect(font.headers['content-type']).toBe('font/woff2')
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('honours q=0 and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBe('identity')
  })
})

describe('caching', () => {
  it('answers a matching If-None-Match with 304 and no body, per representation', async () => {
    const first = await get('/assets/index-Bx12abCD.js', { 'accept-encoding': 'br' })
    const etag = String(first.headers['etag'])
    expect(etag).toMatch(/^".+-br"$/)
    const again = await get('/assets/index-Bx12abCD.js', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // The gzip body is another representation: the brotli tag does not validate it.
    expect((await get('/assets/index-Bx12abCD.js', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200)
  })

  it('revalidates the pages (no-cache) and 304s them when unchanged', async () => {
    const page = await get('/', { accept: 'text/html' })
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    const again = await get('/', { accept: 'text/html', 'if-none-match': String(page.headers['etag']) })
    expect(again.status).toBe(304)
  })
})

describe('the page asked for', () => {
  it('gets its prerendered shell, and a page without one the plain app page', async () => {
    expect((await get('/', { accept: 'text/html' })).body.toString()).toContain('홈 셸')
    expect((await get('/contents', { accept: 'text/html' })).body.toString()).toContain('목록 셸')
    expect((await get('/contents/', { accept: 'text/html' })).body.toString()).toContain('목록 셸')
    const other = (await get('/login', { accept: 'text/html' })).body.toString()
    expect(other).toContain('<div id="root"></div>')
    expect(other).toContain('window.__HOSTS__')
  })

  it("gives every title's address the detail page's shell, and nothing deeper", async () => {
    for (const path of ['/contents/t0406', '/contents/t0406/', '/contents/%EC%98%81%ED%99%94', '/contents/a.b']) {
      expect((await get(path, { accept: 'text/html' })).body.toString(), path).toContain('작품 셸')
    }
    expect((await get('/contents/t0406/more', { accept: 'text/html' })).body.toString()).toContain('<div id="root"></div>')
  })

  it('gives a navigation to an address whose escapes do not decode the app, and a fetch of one a 404', async () => {
    for (const path of ['/search/%ZZ', '/contents/%E0%A4%A', '/%']) {
      const page = await get(path, { accept: 'text/html' })
      expect(page.status, path).toBe(200)
      expect(page.body.toString(), path).toContain('<div id="root">')
      expect((await get(path)).status, path).toBe(404)
    }
    // Never the edge's renderer, however it is written.
    expect((await get('/_edge/%ZZ', { accept: 'text/html' })).body.toString()).not.toContain('renderPage')
  })

  it("gives every search's address the results page's frame, and /search itself the plain page", async () => {
    for (const path of ['/search/%EC%82%AC%EB%9E%91', '/search/love/', '/search/%E3%85%85%E3%84%B9']) {
      expect((await get(path, { accept: 'text/html' })).body.toString(), path).toContain('검색 틀')
    }
    expect((await get('/search', { accept: 'text/html' })).body.toString()).toContain('<div id="root"></div>')
    expect((await get('/search/love/more', { accept: 'text/html' })).body.toString()).toContain('<div id="root"></div>')
  })
})
