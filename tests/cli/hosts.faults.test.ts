import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode, callNames } from '../../core/contract/index.ts'
import { type FaultRule, type RunningHosts, faultKinds, formatFaultRule, parseFaultRule, startHosts } from '../../cli/hosts/index.ts'
import { guestLogin, menu, send, serviceLogin, urlOf } from './hostsHelpers.ts'

let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0 })
})
afterAll(() => running.close())
afterEach(() => {
  running.faults.clear()
  running.faults.latencyMs = 0
})

/** An admin request as QA's curl sends it: with the hosts' secret, from no page. */
const admin = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${running.hosts.web}/__admin${path}`, { ...init, headers: { 'X-Admin-Secret': running.adminSecret, ...init.headers } }).then(async (res) => ({
    status: res.status,
    headers: res.headers,
    body: await res.json(),
  }))

const ruleTexts = async (): Promise<string[]> => (await admin('/faults')).body.output.rules.map((r: { text: string }) => r.text)

describe('parseFaultRule', () => {
  it('reads call=kind[:arg][,times=N]', () => {
    expect(parseFaultRule('menu=status:503')).toEqual({ call: 'menu', kind: 'status', arg: 503 })
    expect(parseFaultRule('serviceLogin=retval:-113')).toEqual({ call: 'serviceLogin', kind: 'retval', arg: -113 })
    expect(parseFaultRule('*=drop')).toEqual({ call: '*', kind: 'drop' })
    expect(parseFaultRule('buildInfo=latency:250,times=2')).toEqual({ call: 'buildInfo', kind: 'latency', arg: 250, times: 2 })
  })

  it.each([
    ['menu', /expected call=kind/],
    ['nosuch=drop', /unknown call "nosuch"/],
    ['menu=explode', /unknown kind "explode"/],
    ['menu=status', /status needs a whole number from 100 to 599/],
    ['menu=status:99', /from 100 to 599/],
    ['menu=status:abc', /must be a whole number/],
    ['menu=drop:3', /drop takes no argument/],
    ['menu=latency:-1', /latency needs a whole number/],
    ['menu=malformed,times=0', /times must be a whole number of at least 1/],
  ])('rejects %s with a clear message', (text, message) => {
    expect(() => parseFaultRule(text)).toThrow(message)
  })

  const rule: fc.Arbitrary<FaultRule> = fc
    .record({
      call: fc.constantFrom('*' as const, ...callNames),
      kind: fc.constantFrom(...faultKinds),
      times: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
      latency: fc.integer({ min: 0, max: 600_000 }),
      status: fc.integer({ min: 100, max: 599 }),
      retval: fc.integer({ min: -99_999, max: 99_999 }),
    })
    .map(({ call, kind, times, ...args }) => ({
      call,
      kind,
      ...(kind === 'latency' || kind === 'status' || kind === 'retval' ? { arg: args[kind] } : {}),
      ...(times !== undefined ? { times } : {}),
    }))

  it('reads back every rule it formats', () => {
    fc.assert(
      fc.property(rule, (r) => {
        expect(parseFaultRule(formatFaultRule(r))).toEqual(r)
      }),
    )
  })
})

describe('fault kinds', () => {
  it('latency: the global latency and a rule add up, and the call then answers normally', async () => {
    running.faults.latencyMs = 40
    running.faults.add('recentNoticeInfo=latency:40')
    expect(running.faults.plan('recentNoticeInfo')).toEqual({ delayMs: 80 })
    const answer = await send(running.hosts, 'recentNoticeInfo')
    expect(answer.body.retval).toBe(ResultCode.success)
  })

  it('latency: a call is held while others answer (closing the hosts lets it go)', async () => {
    running.faults.add('recentNoticeInfo=latency:600000,times=1')
    let settled = false
    void send(running.hosts, 'recentNoticeInfo').then(
      () => (settled = true),
      () => (settled = true),
    )
    // Received: its one-time rule has been used.
    await expect.poll(() => running.faults.rules()).toEqual([])
    // A call sent after that, answered: unheld, the first would have been answered by then.
    await send(running.hosts, 'menu')
    expect(settled).toBe(false)
  })

  it('status: answers that HTTP status, with CORS headers so a browser sees it', async () => {
    running.faults.add('menu=status:503')
    const origin = running.hosts.web
    const res = await fetch(urlOf(running.hosts, 'menu'), { method: 'POST', headers: { origin } })
    expect(res.status).toBe(503)
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    expect(await res.text()).toContain('503')
  })

  it('drop: closes the connection without an answer', async () => {
    running.faults.add('guestLogin=drop')
    await expect(send(running.hosts, 'guestLogin')).rejects.toThrow()
  })

  it('malformed: a 200 whose body is not JSON', async () => {
    running.faults.add('recentNoticeInfo=malformed')
    const res = await fetch(urlOf(running.hosts, 'recentNoticeInfo'), { method: 'POST' })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(() => JSON.parse(text)).toThrow()
  })

  it('retval: a well-formed answer with that code and no output', async () => {
    running.faults.add('menu=retval:-50')
    const answer = await menu(running.hosts, await guestLogin(running.hosts))
    expect(answer.body).toEqual({ retval: ResultCode.adultVerificationRequired })
  })

  it('retval: a code the call counts as success keeps the real output (serviceLogin -113)', async () => {
    running.faults.add('serviceLogin=retval:-113')
    const answer = await serviceLogin(running.hosts, 'seed-minji')
    expect(answer.body.retval).toBe(ResultCode.multiSessionLimitExceeded)
    expect(answer.body.output.snack).toEqual(expect.any(String))
  })

  it('times: a rule applies that many times and is then gone', async () => {
    running.faults.add('buildInfo=status:503,times=1')
    running.calls.clear()
    expect((await fetch(`${urlOf(running.hosts, 'buildInfo')}?t=1`)).status).toBe(503)
    expect((await fetch(`${urlOf(running.hosts, 'buildInfo')}?t=2`)).status).toBe(200)
    expect(running.faults.rules()).toEqual([])
    expect(running.calls.list().map((r) => r.outcome)).toEqual([{ fault: 'status', status: 503 }, { retval: 0 }])
  })

  it('* matches every call; preflights are never faulted', async () => {
    running.faults.add('*=status:502')
    expect((await fetch(urlOf(running.hosts, 'recentNoticeInfo'), { method: 'POST' })).status).toBe(502)
    expect((await fetch(`${urlOf(running.hosts, 'buildInfo')}?t=1`)).status).toBe(502)
    const preflight = await fetch(urlOf(running.hosts, 'menu'), {
      method: 'OPTIONS',
      headers: { origin: running.hosts.web, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
  })

  it('the first replacing rule wins, in the order added', async () => {
    running.faults.add('recentNoticeInfo=retval:-2')
    running.faults.add('*=status:500')
    expect((await send(running.hosts, 'recentNoticeInfo')).body).toEqual({ retval: ResultCode.serviceError })
  })
})

describe('admin endpoint', () => {
  it('sets, lists and clears rules at run time', async () => {
    const set = await admin('/faults', { method: 'POST', body: JSON.stringify({ rule: 'menu=status:503', latencyMs: 5 }) })
    expect(set.body.output).toEqual({ latencyMs: 5, rules: [{ call: 'menu', kind: 'status', arg: 503, text: 'menu=status:503' }] })
    expect((await fetch(urlOf(running.hosts, 'menu'), { method: 'POST' })).status).toBe(503)
    await admin('/faults', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'guestLogin=drop\nrecentNoticeInfo=malformed\n' })
    expect((await admin('/faults')).body.output.rules.map((r: { text: string }) => r.text)).toEqual([
      'menu=status:503',
      'guestLogin=drop',
      'recentNoticeInfo=malformed',
    ])
    await admin('/faults?call=guestLogin', { method: 'DELETE' })
    expect((await admin('/faults')).body.output.rules).toHaveLength(2)
    const cleared = await admin('/faults', { method: 'DELETE' })
    expect(cleared.body.output).toEqual({ latencyMs: 0, rules: [] })
    expect((await send(running.hosts, 'guestLogin')).body.retval).toBe(ResultCode.success)
  })

  it('rejects a bad rule with 400 and changes nothing', async () => {
    const bad = await admin('/faults', { method: 'POST', body: JSON.stringify({ rules: ['menu=drop', 'menu=boom'] }) })
    expect(bad.status).toBe(400)
    expect(bad.body.output.message).toMatch(/unknown kind "boom"/)
    expect((await admin('/faults')).body.output.rules).toEqual([])
  })

  it('takes rule objects and form fields too', async () => {
    await admin('/faults', { method: 'POST', body: JSON.stringify({ rules: [{ call: 'menu', kind: 'retval', arg: -3 }] }) })
    await admin('/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'rule=logout%3Ddrop&latencyMs=1',
    })
    expect((await admin('/faults')).body.output).toMatchObject({ latencyMs: 1, rules: [{ text: 'menu=retval:-3' }, { text: 'logout=drop' }] })
  })

  it('bumps the build, lists sessions and calls, and 404s an unknown route', async () => {
    const before = (await send(running.hosts, 'buildInfo', { t: 1 })).body.output
    const bumped = await admin('/build', { method: 'POST' })
    expect(bumped.body.output.build_id).not.toBe(before.build_id)
    expect((await send(running.hosts, 'buildInfo', { t: 2 })).body.output).toEqual(bumped.body.output)

    const guest = await guestLogin(running.hosts)
    const sessions = (await admin('/sessions')).body.output.sessions
    expect(sessions).toContainEqual(expect.objectContaining({ s: guest.s, kind: 'guest', state: 'live' }))

    expect((await admin('/calls')).body.output.calls.length).toBeGreaterThan(0)
    await admin('/calls', { method: 'DELETE' })
    expect((await admin('/calls')).body.output.calls).toEqual([])
    expect((await admin('/nothing')).status).toBe(404)
  })
})

describe('admin endpoint refusals', () => {
  it('refuses a request without the secret, or with a wrong one, and changes nothing', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${running.hosts.web}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body: 'menu=status:503' })
    for (const headers of [{}, { 'X-Admin-Secret': 'guess' }, { 'X-Admin-Secret': `${running.adminSecret}x` }] as Record<string, string>[]) {
      const refused = await post(headers)
      expect(refused.status).toBe(401)
      expect(((await refused.json()) as { output: { message: string } }).output.message).toMatch(/X-Admin-Secret/)
    }
    expect((await fetch(`${running.hosts.web}/__admin/sessions`)).status).toBe(401)
    expect(await ruleTexts()).toEqual([])
    expect(running.adminSecret.length).toBeGreaterThanOrEqual(20)
  })

  it.each([
    ['another site', { origin: 'http://evil.example' }],
    ['another port on loopback', { origin: 'http://localhost:5173' }],
    ['a browser that marks it cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a browser that marks it same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a text/plain simple request from %s, even with the secret', async (_, headers) => {
    const refused = await admin('/faults', { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body: 'menu=status:503' })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(await ruleTexts()).toEqual([])
  })

  it('does not show the sessions to another origin: no CORS headers, no preflight, no tokens', async () => {
    const guest = await guestLogin(running.hosts)
    for (const secret of [{}, { 'X-Admin-Secret': running.adminSecret }] as Record<string, string>[]) {
      const read = await fetch(`${running.hosts.web}/__admin/sessions`, { headers: { origin: 'http://evil.example', cookie: 'a=b', ...secret } })
      expect(read.status).toBe(403)
      expect(read.headers.get('access-control-allow-origin')).toBeNull()
      expect(read.headers.get('access-control-allow-credentials')).toBeNull()
      expect(await read.text()).not.toContain(guest.s)
    }
    const preflight = await fetch(`${running.hosts.web}/__admin/sessions`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-admin-secret' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    // The page's own origin (the web host itself) with the secret is still served.
    const own = await admin('/sessions', { headers: { origin: new URL(running.hosts.web).origin, 'sec-fetch-site': 'same-origin' } })
    expect(own.body.output.sessions).toContainEqual(expect.objectContaining({ s: guest.s }))
  })
})
