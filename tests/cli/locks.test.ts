import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { emailLogin } from './accountHelpers.ts'
import { testClock } from './adultHelpers.ts'
import { type BrowseSession, memberSession } from './browseHelpers.ts'
import { type Fields, send, signUpSession, signed, urlOf } from './hostsHelpers.ts'

/**
 * Locks on every door (docs/decisions/1830–1836), over real HTTP: only the site's own pages may
 * speak for a member, guessing waits and then stops (and a restart forgets no wait), the caps a
 * client sets for itself hold when it changes its device id, and a bad byte or a huge body gets
 * an answer that says so.
 */
const clock = testClock(Date.UTC(2026, 5, 1, 3, 0, 0))
const dataDir = mkdtempSync(join(tmpdir(), 'locks-store-'))
let running: RunningHosts
const start = () => startHosts({ portBase: 0, print: () => {}, now: clock.now, store: { dataDir }, sessionLimit: 100 })
beforeAll(async () => {
  running = await start()
}, 60_000)
afterAll(async () => {
  await running.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const minji = { email: 'minji@example.com', password: 'minji1234!' }
const from = (address: string) => ({ 'x-forwarded-for': address })
/** A call in a member's session, sent with these headers (as a page of some origin would). */
const callWith = async (who: BrowseSession, name: Parameters<typeof send>[1], fields: Fields, headers: Record<string, string>) =>
  send(running.hosts, name, await signed(name, { s: who.s, filter: 0, ...fields }, who.c_code), headers)
const login = async (email: string, password: string, address = '10.1.0.1') =>
  send(running.hosts, 'emailLogin', await signed('emailLogin', { email, password }), from(address))

describe('origins', () => {
  it('gives a page of another loopback port no CORS and refuses its state-changing calls', async () => {
    const member = await memberSession(running.hosts, 'seed-minji')
    const other = 'http://localhost:5431'
    for (const name of ['saveVideo', 'accountInfo', 'unregister'] as const) {
      const answer = await callWith(member, name, { movie_url: 't0000' }, { origin: other })
      expect(answer.status, name).toBe(403)
      expect(answer.headers.get('access-control-allow-origin'), name).toBeNull()
      expect(answer.body.retval, name).toBe(ResultCode.authError)
      expect(answer.body.output.message, name).toMatch(/[가-힣]/)
    }
    // minji is still there: the withdrawal never happened.
    expect((await member.call('accountInfo')).body.output.email).toBe('minji@example.com')
  })

  it('refuses a login form posted from another site (login CSRF), a null origin and a cross-site fetch without Origin', async () => {
    const fields = await signed('emailLogin', { ...minji, auto_login: 1 })
    const pages: Record<string, string>[] = [{ origin: 'http://127.0.0.1:5430' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]
    for (const headers of pages) {
      const answer = await send(running.hosts, 'emailLogin', fields, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(
        answer.cookies.some((c) => c.startsWith('login_key=')),
        JSON.stringify(headers),
      ).toBe(false)
    }
  })

  it("answers the site's own pages, and a client with no Origin (the CLI)", async () => {
    const own = await send(running.hosts, 'guestLogin', {}, { origin: running.hosts.web, 'sec-fetch-site': 'same-site' })
    expect(own.status).toBe(200)
    expect(own.headers.get('access-control-allow-origin')).toBe(running.hosts.web)
    expect((await send(running.hosts, 'guestLogin')).status).toBe(200)
    // The dev server's origin is added once it listens (npm start does).
    const dev = 'http://localhost:5473'
    expect((await send(running.hosts, 'guestLogin', {}, { origin: dev })).status).toBe(403)
    running.origins.allow(dev)
    expect((await send(running.hosts, 'guestLogin', {}, { origin: dev })).headers.get('access-control-allow-origin')).toBe(dev)
  })
})

describe('answers that say what went wrong', () => {
  const post = (name: Parameters<typeof urlOf>[1], body: BodyInit, type = 'application/x-www-form-urlencoded') =>
    fetch(urlOf(running.hosts, name), { method: 'POST', headers: { 'content-type': type }, body })

  it('answers a NUL or an invalid byte with 400 and the designed error shape', async () => {
    for (const body of ['email=a%00b%40example.com&password=x', 'keyword=%FF', Buffer.from([0x6b, 0x3d, 0xc3, 0x28])]) {
      const res = await post('emailLogin', body)
      expect(res.status, String(body)).toBe(400)
      expect(await res.json()).toMatchObject({ retval: ResultCode.parameterInvalid, output: { message: expect.any(String) } })
      expect(res.headers.get('x-stand-in-reason')).toMatch(/NUL|invalid|UTF-8/)
    }
    const json = await post('contentList', JSON.stringify({ s: 'x\u0000' }), 'application/json')
    expect(json.status).toBe(400)
  })

  it('answers a body over 1 MB with 413, not a reset connection', async () => {
    const res = await post('emailLogin', `email=${'a'.repeat(1_100_000)}`)
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ retval: ResultCode.parameterInvalid, output: { message: '요청이 너무 큽니다.' } })
  })
})

describe('guessing slows, then stops', () => {
  it('answers 5 wrong passwords, then waits; the right one waits too; the 10th miss pauses the account 15 minutes', async () => {
    const haneul = { email: 'haneul@example.com', password: 'haneul1234!' }
    for (let i = 0; i < 5; i += 1) expect((await login(haneul.email, 'wrong1234!')).body.retval).toBe(ResultCode.wrongPassword)
    const waiting = await login(haneul.email, haneul.password, '10.1.0.2')
    expect(waiting.body).toMatchObject({ retval: ResultCode.tooManyAttempts, output: { retry_after: 60 } })
    // Another address changes nothing: the account waits.
    expect((await login(haneul.email, haneul.password, '10.9.9.9')).body.retval).toBe(ResultCode.tooManyAttempts)
    let wait = 60
    for (let miss = 6; miss <= 10; miss += 1) {
      clock.advance(wait * 1000)
      const answer = await login(haneul.email, 'wrong1234!')
      expect(answer.body.retval, `miss ${miss}`).toBe(ResultCode.wrongPassword)
      const next = (await login(haneul.email, 'wrong1234!')).body
      expect(next.retval).toBe(ResultCode.tooManyAttempts)
      expect(next.output.retry_after, `miss ${miss}`).toBeGreaterThanOrEqual(wait)
      wait = next.output.retry_after
    }
    expect(wait).toBe(15 * 60)
    // A restart forgets no wait.
    await running.close()
    running = await start()
    expect((await login(haneul.email, haneul.password)).body.retval).toBe(ResultCode.tooManyAttempts)
    clock.advance(wait * 1000)
    expect((await login(haneul.email, haneul.password)).body.retval).toBe(ResultCode.success)
  })

  it('counts unknown emails like known ones, per address, so one client cannot spray many accounts', async () => {
    const address = '10.2.0.1'
    for (let i = 0; i < 20; i += 1) expect((await login(`nobody${i}@example.com`, 'x', address)).body.retval).toBe(ResultCode.wrongPassword)
    expect((await login('nobody-else@example.com', 'x', address)).body.retval).toBe(ResultCode.tooManyAttempts)
    // Right passwords are never counted: a member logging in often never meets the limit.
    for (let i = 0; i < 30; i += 1) expect((await login(minji.email, minji.password, '10.2.0.2')).body.retval).not.toBe(ResultCode.tooManyAttempts)
  })

  it('sends a few adult codes an hour per account: five, then the next waits', async () => {
    const member = await memberSession(running.hosts, 'seed-seoyeon')
    const form = { name: '박서연', birth_date: '19950301', phone: '01012345678' }
    for (let i = 0; i < 5; i += 1) expect((await member.call('adultCertRequest', form)).body.retval).toBe(ResultCode.success)
    const sixth = await member.call('adultCertRequest', form)
    expect(sixth.body).toMatchObject({ retval: ResultCode.tooManyAttempts, output: { retry_after: 15 * 60 } })
  })
})

describe('caps a client sets for itself', () => {
  it('makes at most 5 accounts a day from one address, whatever device id it names', async () => {
    const made: number[] = []
    for (let i = 0; i < 20; i += 1) {
      const fields = await signed('signUp', {
        email: `cap${i}@example.com`,
        password: 'join1234!',
        name: '새회원',
        agree_terms: 1,
        agree_privacy: 1,
        device_id: `dev-${i}`,
      })
      made.push((await send(running.hosts, 'signUp', fields, from('10.3.0.1'))).body.retval)
    }
    expect(made.filter((r) => r === ResultCode.success)).toHaveLength(5)
    expect(made.slice(5).every((r) => r === ResultCode.tooManyAttempts)).toBe(true)
  })

  it("counts at most 5 new members a day on one member's invite code", async () => {
    const inviter = await memberSession(running.hosts, 'seed-minji')
    const before = (await inviter.call('inviteInfo')).body.output.invited_count as number
    for (let i = 0; i < 20; i += 1)
      await signUpSession(running.hosts, { email: `invited${i}@example.com`, invite_code: 'MINJI7', device_id: `inv-${i}` } as Fields)
    expect((await inviter.call('inviteInfo')).body.output.invited_count - before).toBe(5)
  })
})

describe('telling who is a member', () => {
  it('answers a password reset the same for a known and an unknown email', async () => {
    const ask = async (email: string) =>
      (await send(running.hosts, 'passwordResetRequest', await signed('passwordResetRequest', { email }), from('10.4.0.1'))).body
    expect(await ask('nobody@example.com')).toEqual(await ask(minji.email))
    expect((await emailLogin(running.hosts, 'nobody@example.com', 'x')).body).toEqual((await emailLogin(running.hosts, minji.email, 'x')).body)
  })
})
