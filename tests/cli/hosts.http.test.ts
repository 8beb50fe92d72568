import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { type IncomingHttpHeaders, request } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode, localHosts } from '../../core/contract/index.ts'
import { PROFILE_COLOURS } from '../../cli/hosts/auth/accountCare.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { guestLogin, send, signUpSession, signed, urlOf } from './hostsHelpers.ts'

/** What a browser relies on: CORS with credentials, the hosts' addresses, and the served site. */
const site = mkdtempSync(join(tmpdir(), 'stand-in-site-'))
mkdirSync(join(site, 'assets'))
writeFileSync(join(site, 'index.html'), '<!doctype html><html><head><title>앱</title></head><body><div id="root"></div></body></html>')
writeFileSync(join(site, 'assets', 'index-Bx12abCD.js'), 'console.log("app")')
writeFileSync(join(site, 'favicon.svg'), '<svg/>')
writeFileSync(join(site, 'assets', 'pretendardvariable-dynamic-subset-Ab12Cd34.css'), '@font-face{}')
writeFileSync(join(site, 'build-info.json'), JSON.stringify({ build_id: 'site-build-7', built_at: '2025-01-15T00:00:00.000Z' }))

let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0, siteDir: site })
}, 60_000)
afterAll(async () => {
  await running.close()
  rmSync(site, { recursive: true, force: true })
})

/** The site's own origin: the web host's (docs/decisions/1830). */
const siteOrigin = () => running.hosts.web

describe('CORS', () => {
  it('answers a preflight from an allowed origin with credentials allowed', async () => {
    const origin = siteOrigin()
    const res = await fetch(urlOf(running.hosts, 'serviceLogin'), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('echoes the origin on a call, never a wildcard', async () => {
    const origin = siteOrigin().replace('//localhost:', '//127.0.0.1:')
    const answer = await send(running.hosts, 'guestLogin', {}, { origin })
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    expect(answer.headers.get('vary')).toContain('Origin')
  })

  it('gives no CORS headers to a foreign origin', async () => {
    const answer = await send(running.hosts, 'guestLogin', {}, { origin: 'https://evil.example' })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('hosts and routes', () => {
  it('serves each call only on its host, by its method', async () => {
    const wrongHost = await fetch(`${running.hosts.api}/v3/mwLogin/guestLogin`, { method: 'POST' })
    expect(wrongHost.status).toBe(404)
    expect(await wrongHost.json()).toEqual({ retval: ResultCode.dataNotFound })
    expect((await fetch(urlOf(running.hosts, 'guestLogin'))).status).toBe(405)
  })

  it('puts the search host under /api', async () => {
    expect(running.hosts.search).toMatch(/^http:\/\/localhost:\d+\/api$/)
    expect((await fetch(`${running.hosts.search.replace(/\/api$/, '')}/other`)).status).toBe(404)
  })

  it('accepts a JSON body as well as a form', async () => {
    const res = await fetch(urlOf(running.hosts, 'serviceLogin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'login_key=seed-minji' },
      body: JSON.stringify({ auto_login: 1 }),
    })
    expect((await res.json()).retval).toBe(ResultCode.success)
  })

  it('answers a body it cannot read with 400', async () => {
    const res = await fetch(urlOf(running.hosts, 'menu'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(res.status).toBe(400)
  })

  it('listens on IPv6 loopback too when the machine has it', async () => {
    const port = new URL(running.hosts.auth).port
    const res = await fetch(`http://[::1]:${port}/v3/mwLogin/guestLogin`, { method: 'POST' }).catch(() => undefined)
    if (res) expect((await res.json()).retval).toBe(ResultCode.success)
  })

  it('uses the documented ports with a port base', async () => {
    const fixed = await startHosts({ portBase: 4300 }).catch(() => undefined)
    if (!fixed) return // the ports are taken on this machine; nothing to check
    try {
      expect(fixed.hosts).toEqual(localHosts(4300))
      expect((await send(fixed.hosts, 'guestLogin')).body.retval).toBe(ResultCode.success)
    } finally {
      await fixed.close()
    }
  })

  it('fails clearly when a port is taken', async () => {
    const port = Number(new URL(running.hosts.web).port)
    await expect(startHosts({ portBase: port })).rejects.toThrow(/the web host cannot listen on port \d+: EADDRINUSE/)
  })
})

/** A GET through node:http (fetch may refuse what it finds too large), answering status, headers and text. */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((done, fail) => {
    const req = request(url, { headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', fail)
    req.end()
  })

describe('requests over the header limit', () => {
  it("a 20 KB address gets the site's Korean page (414), not an empty 431", async () => {
    const answer = await rawGet(`${running.hosts.web}/contents?q=${'a'.repeat(20_000)}`, { accept: 'text/html' })
    expect(answer.status).toBe(414)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.body).toContain('<html lang="ko">')
    expect(answer.body).toContain('<h1>페이지를 찾을 수 없습니다</h1>')
    expect(answer.body).toContain('주소가 너무 길어')
    expect(answer.body).toContain('<a href="/">홈으로</a>')
    expect(answer.body).not.toMatch(/<script/i)
    // The build's Korean web font, for a device without a Korean font of its own.
    expect(answer.body).toContain('<link rel="stylesheet" href="/assets/pretendardvariable-dynamic-subset-Ab12Cd34.css">')
  })

  it('cookies over the limit get the Korean page too (431), saying to clear them', async () => {
    const answer = await rawGet(`${running.hosts.web}/`, { accept: 'text/html', cookie: `big=${'b'.repeat(20_000)}` })
    expect(answer.status).toBe(431)
    expect(answer.body).toContain('쿠키를 지운 뒤 다시 시도해 주세요')
  })

  it('the host keeps answering after one', async () => {
    await rawGet(`${running.hosts.web}/${'a'.repeat(20_000)}`)
    expect((await fetch(`${running.hosts.web}/`, { headers: { accept: 'text/html' } })).status).toBe(200)
  })
})

describe('the served site', () => {
  it('answers any app path with index.html carrying the hosts, not cached', async () => {
    for (const path of ['/', '/contents/some-movie', '/search/한국']) {
      const res = await fetch(`${running.hosts.web}${encodeURI(path)}`, { headers: { accept: 'text/html' } })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
      const html = await res.text()
      expect(html).toContain(`<script>window.__HOSTS__ = ${JSON.stringify(running.hosts)}</script></head>`)
      // Boot's hosts are on other origins (ports): their connections open while the code downloads.
      for (const host of [running.hosts.auth, running.hosts.api]) {
        expect(html).toContain(`<link rel="preconnect" href="${new URL(host).origin}" crossorigin="use-credentials">`)
      }
      expect(html).not.toContain(`href="${new URL(running.hosts.web).origin}" crossorigin`)
    }
  })

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await fetch(`${running.hosts.web}/assets/index-Bx12abCD.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toContain('text/javascript')
    expect(await asset.text()).toBe('console.log("app")')
    expect((await fetch(`${running.hosts.web}/favicon.svg`)).headers.get('cache-control')).toBe('no-cache')
  })

  it('404s a missing asset and never leaves the site directory', async () => {
    expect((await fetch(`${running.hosts.web}/assets/missing-12345678.js`)).status).toBe(404)
    const outside = await fetch(`${running.hosts.web}/..%2f..%2fetc%2fpasswd`)
    expect(await outside.text()).not.toContain('root:')
  })

  it('answers buildInfo from the site’s build-info.json until the build is bumped', async () => {
    expect((await send(running.hosts, 'buildInfo', { t: 1 })).body.output.build_id).toBe('site-build-7')
    const bumped = running.bumpBuild()
    expect((await send(running.hosts, 'buildInfo', { t: 2 })).body.output).toEqual(bumped)
  })

  it("serves the profile picture a signed-up account's login names (its id is any base64url text)", async () => {
    const fields = { email: 'picture@example.com', password: 'picture1234!', name: '사진', agree_terms: 1, agree_privacy: 1 }
    const joined = await send(running.hosts, 'signUp', await signed('signUp', fields))
    expect(joined.body.retval).toBe(ResultCode.success)
    const res = await fetch(joined.body.output.profile_img)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<svg')
  })

  it('draws a profile picture in the colour its look names (the first for none or an unknown one)', async () => {
    const colourOf = async (query: string) =>
      /<circle [^>]*fill="(#[0-9a-f]{6})"/.exec(await (await fetch(`${running.hosts.web}/art/profile/minji.svg${query}`)).text())?.[1]
    expect(await colourOf('')).toBe(PROFILE_COLOURS[0])
    expect(await colourOf('?look=3')).toBe(PROFILE_COLOURS[3])
    expect(await colourOf('?look=99')).toBe(PROFILE_COLOURS[0])
  })

  it('serves the seed accounts’ profile pictures, the initial drawn as outlines (never <text>)', async () => {
    const pictures = await Promise.all(
      ['minji', 'junho'].map(async (id) => {
        const res = await fetch(`${running.hosts.web}/art/profile/${id}.svg`)
        expect(res.headers.get('content-type')).toBe('image/svg+xml')
        return res.text()
      }),
    )
    for (const svg of pictures) {
      expect(svg).not.toContain('<text')
      expect(svg).toMatch(/<path fill="#fff" d="M[\d. MLCQZ-]{50,}"\/>/)
    }
    // 김 and 이: different initials, different outlines.
    expect(pictures[0]).not.toBe(pictures[1])
  })

  it("serves the picture a new account's login names too (its id has capitals and _)", async () => {
    const member = await signUpSession(running.hosts, { email: 'profile.picture@example.com', name: '새회원' })
    expect(member.retval).toBe(ResultCode.success)
    const login = await send(
      running.hosts,
      'emailLogin',
      await signed('emailLogin', { email: 'profile.picture@example.com', password: 'newpass12!', device_id: '', auto_login: 0 }),
    )
    const res = await fetch(login.body.output.profile_img)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
  })
})

describe('call answers compressed by Accept-Encoding', () => {
  /** The raw bytes of one signed homeContents answer (fetch would undo the encoding itself). */
  const homeAnswer = async (acceptEncoding?: string) => {
    const guest = await guestLogin(running.hosts)
    const fields = await signed('homeContents', { s: guest.s, filter: 0 }, guest.c_code)
    const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()
    return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request(urlOf(running.hosts, 'homeContents'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      })
      req.on('response', (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end(body)
    })
  }

  it('sends a large answer in brotli or gzip when the client takes it, the same JSON either way', async () => {
    const plain = await homeAnswer()
    expect(plain.headers['content-encoding']).toBeUndefined()
    const json = JSON.parse(plain.body.toString())
    expect(json.retval).toBe(0)
    expect(plain.body.length).toBeGreaterThan(10_000)

    const br = await homeAnswer('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json)
    expect(br.body.length).toBeLessThan(plain.body.length / 4)

    const gz = await homeAnswer('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(json)
    for (const answer of [plain, br, gz]) expect(answer.headers['vary']).toContain('Accept-Encoding')
  })

  it('sends a small answer as it is', async () => {
    const answer = await send(running.hosts, 'guestLogin', {}, { 'accept-encoding': 'br' })
    expect(answer.headers.get('content-encoding')).toBeNull()
    expect(answer.body.retval).toBe(0)
  })
})
