import { createServer } from 'node:http'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signWithServiceCode } from '../../core/api/sign.ts'
import { CookieName, calls, cookieOptions } from '../../core/contract/index.ts'
import { createCookieJar, jarCookies, jarFetch, presetCookie } from '../../cli/adapters/index.ts'
import { LOGIN_KEY_COOKIE, type RunningHosts, startHosts } from '../../cli/hosts/index.ts'

/** The CLI's cookie jar behaves like a browser's: across calls, across localhost ports, HttpOnly. */

let standIn: RunningHosts
beforeAll(async () => {
  standIn = await startHosts({ portBase: 0 })
})
afterAll(async () => {
  await standIn.close()
})

const post = (fetch: typeof globalThis.fetch, url: string, fields: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), credentials: 'include', ...init })

describe('jarFetch', () => {
  it('keeps the cookie one host sets and sends it to another host on another localhost port', async () => {
    const jar = createCookieJar()
    const fetch = jarFetch(jar)
    const guest = await (await post(fetch, `${standIn.hosts.auth}${calls.guestLogin.path}`)).json()
    const deviceId = guest.output.device_id as string
    // The api host (another port) gets the auth host's device_id cookie, as a browser sends it.
    const seen: string[] = []
    const server = createServer((req, res) => {
      seen.push(req.headers.cookie ?? '')
      res.end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
    const port = (server.address() as { port: number }).port
    await fetch(`http://localhost:${port}/x`, { credentials: 'include' })
    await fetch(`http://localhost:${port}/x`, { credentials: 'omit' })
    server.closeAllConnections()
    server.close()
    expect(seen).toEqual([`device_id=${deviceId}`, ''])
    // A second guest login keeps the device: the host read the cookie back.
    const again = await (await post(fetch, `${standIn.hosts.auth}${calls.guestLogin.path}`)).json()
    expect(again.output.device_id).toBe(deviceId)
  })

  it('follows a redirect itself and keeps the cookie the redirect set', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/start') {
        res.writeHead(302, { Location: '/end', 'Set-Cookie': 'hop=1; Path=/' })
        return res.end()
      }
      res.end(JSON.stringify({ cookie: req.headers.cookie ?? '', method: req.method }))
    })
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
    const port = (server.address() as { port: number }).port
    const answer = await (await post(jarFetch(createCookieJar()), `http://localhost:${port}/start`, { x: '1' })).json()
    server.closeAllConnections()
    server.close()
    expect(answer).toEqual({ cookie: 'hop=1', method: 'GET' })
  })

  it('sends the HttpOnly remember-me cookie that emailLogin set, so serviceLogin finds the member', async () => {
    const jar = createCookieJar()
    const fetch = jarFetch(jar)
    const minji = standIn.accounts.find((a) => a.id === 'minji')!
    const fields = { email: minji.email, password: minji.password, device_id: '', auto_login: '1' }
    const a = await signWithServiceCode(calls.emailLogin.fields.map((f) => fields[f as keyof typeof fields]))
    expect((await (await post(fetch, `${standIn.hosts.auth}${calls.emailLogin.path}`, { ...fields, a })).json()).retval).toBe(0)
    const login = await (await post(fetch, `${standIn.hosts.auth}${calls.serviceLogin.path}`, { auto_login: '1' })).json()
    expect(login.retval).toBe(0)
    // The jar holds it for HTTP, but the page cannot see an HttpOnly cookie, as in a browser.
    expect(await jar.getCookieString(standIn.hosts.auth)).toContain(`${LOGIN_KEY_COOKIE}=`)
    // login_key is the host's own cookie, not one the page names, hence the cast.
    expect(jarCookies(jar, standIn.hosts.web).get(LOGIN_KEY_COOKIE as CookieName)).toBeUndefined()
  })
})

describe("jarCookies (the page's cookies)", () => {
  it('reads back what it sets, any unicode value, and forgets what it removes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(CookieName)), fc.string({ unit: 'grapheme' }), (name, value) => {
        const cookies = jarCookies(createCookieJar(), standIn.hosts.web)
        cookies.set(name, value, cookieOptions(name))
        expect(cookies.get(name)).toBe(value)
        cookies.remove(name, cookieOptions(name))
        expect(cookies.get(name)).toBeUndefined()
      }),
      { numRuns: 50 },
    )
  })

  it('a cookie the page sets goes to the hosts; one preset with --cookie is seen by the page', async () => {
    const jar = createCookieJar()
    const page = jarCookies(jar, standIn.hosts.web)
    page.set(CookieName.autoLogin, '1', cookieOptions(CookieName.autoLogin))
    expect(await jar.getCookieString(standIn.hosts.auth)).toContain('auto_login=1')
    presetCookie(jar, standIn.hosts, 'current_menu', '{"section_no":3,"category_name":"카테고리"}')
    expect(JSON.parse(page.get(CookieName.currentMenu)!)).toEqual({ section_no: 3, category_name: '카테고리' })
  })

  it('return_url is a session cookie; the others persist until 2099', () => {
    const jar = createCookieJar()
    const page = jarCookies(jar, standIn.hosts.web)
    page.set(CookieName.returnUrl, '/myPage', cookieOptions(CookieName.returnUrl))
    page.set(CookieName.deviceId, 'd', cookieOptions(CookieName.deviceId))
    const stored = Object.fromEntries(jar.getCookiesSync(standIn.hosts.web).map((c) => [c.key, c]))
    expect(stored.return_url?.expires).toBe('Infinity')
    expect((stored.device_id?.expires as Date | undefined)?.getUTCFullYear()).toBe(2099)
    expect(stored.device_id?.sameSite).toBe('lax')
  })
})
