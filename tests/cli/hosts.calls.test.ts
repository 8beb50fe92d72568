import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { seedNotices } from '../../cli/hosts/browse/menuSeed.ts'
import { formatHostTime } from '../../core/contract/index.ts'
import { type Notice, ServiceLoginOutput, MenuOutput, NoticeOutput, TicketOutput, GuestLoginOutput, BuildInfoOutput } from '../../core/api/schemas.ts'
import { ResultCode, ServiceId, adultServiceIds } from '../../core/contract/index.ts'
import { Schema } from 'effect'
import { type RunningHosts, TICKET_TTL_MS, startHosts } from '../../cli/hosts/index.ts'
import { noHelpContent } from '../support/helpFixtures.ts'
import { guestLogin, memberLogin, menu, send, serviceLogin, signed, ticketFor } from './hostsHelpers.ts'

/** The stand-in's calls over real HTTP, on a simulated clock for token and ticket expiry. */
let clock = Date.UTC(2025, 0, 15, 12)
let running: RunningHosts
const TTL_SEC = 600

beforeAll(async () => {
  running = await startHosts({ portBase: 0, tokenTtlSec: TTL_SEC, sessionLimit: 2, now: () => clock, helpDir: noHelpContent })
})
afterAll(() => running.close())

const decodes = <S extends Schema.Top>(schema: S, value: unknown) => expect(() => Schema.decodeUnknownSync(schema as any)(value)).not.toThrow()

describe('guestLogin', () => {
  it('opens a guest session and sets a persistent device_id cookie', async () => {
    const answer = await send(running.hosts, 'guestLogin')
    expect(answer.body.retval).toBe(ResultCode.success)
    decodes(GuestLoginOutput, answer.body.output)
    const cookie = answer.cookies.find((c) => c.startsWith('device_id='))
    expect(cookie).toContain(`device_id=${answer.body.output.device_id}`)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Expires=Thu, 31 Dec 2099/)
  })

  it('keeps the device_id the browser already has', async () => {
    const answer = await send(running.hosts, 'guestLogin', {}, { cookie: 'device_id=dev-123' })
    expect(answer.body.output.device_id).toBe('dev-123')
    expect(answer.cookies).toEqual([])
  })
})

describe('menu', () => {
  it('answers the Korean catalogue for a signed session', async () => {
    const answer = await menu(running.hosts, await guestLogin(running.hosts))
    expect(answer.body.retval).toBe(ResultCode.success)
    decodes(MenuOutput, answer.body.output)
    const { section_list, home_section } = answer.body.output as MenuOutput
    expect(home_section.section_no).toBe(ServiceId.all)
    expect(section_list.map((s) => s.section_name)).toEqual(['전체', '무료', '프리미엄', '성인', '레드', '플레이보이', '플레이', '비키플러스'])
    const adult = section_list.filter((s) => adultServiceIds.includes(s.section_no as ServiceId))
    expect(adult.flatMap((s) => s.menu_list).every((m) => m.adult === 1)).toBe(true)
  })

  it('is the same on every call (deterministic seed)', async () => {
    const guest = await guestLogin(running.hosts)
    expect((await menu(running.hosts, guest)).body).toEqual((await menu(running.hosts, guest)).body)
  })

  it('hides adult entries with filter=1', async () => {
    const answer = await menu(running.hosts, await guestLogin(running.hosts), 1)
    const entries = (answer.body.output as MenuOutput).section_list.flatMap((s) => s.menu_list)
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.some((m) => m.adult === 1)).toBe(false)
  })

  it('answers -10 when a required field is missing', async () => {
    const guest = await guestLogin(running.hosts)
    const answer = await send(running.hosts, 'menu', await signed('menu', { s: guest.s, filter: 0 }, guest.c_code))
    expect(answer.body).toEqual({ retval: ResultCode.requiredParameterMissing })
    expect(answer.headers.get('x-stand-in-reason')).toBe('missing api_v')
  })

  it('answers -10 without a signature and -11 with a wrong one', async () => {
    const guest = await guestLogin(running.hosts)
    const fields = { s: guest.s, filter: 0, api_v: 4 }
    expect((await send(running.hosts, 'menu', fields)).body.retval).toBe(ResultCode.requiredParameterMissing)
    const wrong = await send(running.hosts, 'menu', { ...fields, a: '0'.repeat(32) })
    expect(wrong.body.retval).toBe(ResultCode.parameterInvalid)
    const otherKey = await send(running.hosts, 'menu', await signed('menu', fields, 'not-the-client-code'))
    expect(otherKey.body.retval).toBe(ResultCode.parameterInvalid)
  })

  it('answers -11 for an api_v other than 4', async () => {
    const guest = await guestLogin(running.hosts)
    const answer = await send(running.hosts, 'menu', await signed('menu', { s: guest.s, filter: 0, api_v: 3 }, guest.c_code))
    expect(answer.body.retval).toBe(ResultCode.parameterInvalid)
  })

  it('answers -24 for an unknown token and -23 once the token has expired', async () => {
    const guest = await guestLogin(running.hosts)
    expect((await menu(running.hosts, { ...guest, s: 'no-such-token' })).body.retval).toBe(ResultCode.tokenInvalid)
    clock += TTL_SEC * 1000 - 1
    expect((await menu(running.hosts, guest)).body.retval).toBe(ResultCode.success)
    clock += 1
    expect((await menu(running.hosts, guest)).body.retval).toBe(ResultCode.tokenExpired)
  })
})

describe('recentNoticeInfo and buildInfo', () => {
  it('answers Korean notices with HTML content', async () => {
    const answer = await send(running.hosts, 'recentNoticeInfo')
    expect(answer.body.retval).toBe(ResultCode.success)
    decodes(NoticeOutput, answer.body.output)
    const list = (answer.body.output as NoticeOutput).top_notice_list
    expect(list.length).toBeGreaterThan(0)
    expect(list.some((n) => /<script|onerror=/.test(n.content))).toBe(true)
  })

  it('answers only notices in their display period at its clock: an ended one and one not yet begun are left out', async () => {
    const kept = clock
    onTestFinished(() => void (clock = kept))
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2031, 0, 1) }), async (at) => {
        clock = at
        const list = ((await send(running.hosts, 'recentNoticeInfo')).body.output as NoticeOutput).top_notice_list
        // Notice times are 'YYYY-MM-DD HH:mm:ss' KST, so they compare as text.
        const now = formatHostTime(at)
        const current = (n: Notice) => n.start_date !== undefined && n.start_date <= now && (n.end_date === undefined || now < n.end_date)
        expect(list.filter((n) => !current(n))).toEqual([])
        // The maintenance notice is one still to come, not last year's.
        expect(list.find((n) => n.title.startsWith('서비스 점검'))?.end_date?.localeCompare(now)).toBe(1)
        const hidden = seedNotices(at).filter((n) => !list.some((shown) => shown.notice_no === n.notice_no))
        expect(hidden.some((n) => n.end_date !== undefined && n.end_date <= now)).toBe(true)
        expect(hidden.some((n) => n.start_date !== undefined && n.start_date > now)).toBe(true)
      }),
      { numRuns: 25 },
    )
  })

  it('answers the build on the web host, and a newer one after a bump', async () => {
    const first = await send(running.hosts, 'buildInfo', { t: clock })
    decodes(BuildInfoOutput, first.body.output)
    clock += 1000
    const bumped = running.bumpBuild()
    const second = await send(running.hosts, 'buildInfo', { t: clock })
    expect(second.body.output).toEqual(bumped)
    expect(second.body.output.build_id).not.toBe(first.body.output.build_id)
  })
})

describe('member login', () => {
  it('serviceLogin answers docs/product.md output for a login_key, and the ticket gives a member session', async () => {
    const login = await serviceLogin(running.hosts, 'seed-minji')
    expect(login.body.retval).toBe(ResultCode.success)
    decodes(ServiceLoginOutput, login.body.output)
    expect(login.body.output).toMatchObject({ adult_flag: 'Y', red_item: 0, skytv_item_only: 0, device_type: 4, account_type: 1 })
    const ticket = await ticketFor(running.hosts, login.body.output)
    expect(ticket.body.retval).toBe(ResultCode.success)
    decodes(TicketOutput, ticket.body.output)
    expect(ticket.body.output.user.invite_code).toBe('MINJI7')
    expect(ticket.body.output.snack).not.toBe(login.body.output.snack)
    const member = { s: ticket.body.output.snack, c_code: login.body.output.c_code }
    expect((await menu(running.hosts, member)).body.retval).toBe(ResultCode.success)
  })

  it('carries each seed account’s flags', async () => {
    expect((await serviceLogin(running.hosts, 'seed-junho')).body.output).toMatchObject({ red_item: 1, adult_flag: 'Y' })
    expect((await serviceLogin(running.hosts, 'seed-seoyeon')).body.output).toMatchObject({ skytv_item_only: 1, adult_flag: 'N' })
  })

  it('needs auto_login=1 and a known login_key', async () => {
    expect((await send(running.hosts, 'serviceLogin')).body.retval).toBe(ResultCode.requiredParameterMissing)
    expect((await send(running.hosts, 'serviceLogin', { auto_login: 1 })).body.retval).toBe(ResultCode.loginRequired)
    const zero = await send(running.hosts, 'serviceLogin', { auto_login: 0 }, { cookie: 'login_key=seed-minji' })
    expect(zero.body.retval).toBe(ResultCode.loginRequired)
    expect((await serviceLogin(running.hosts, 'seed-nobody')).body.retval).toBe(ResultCode.loginError)
  })

  it('answers -13 for a used or unknown ticket and -12 for an expired one', async () => {
    const login = (await serviceLogin(running.hosts, 'seed-haneul')).body.output
    expect((await ticketFor(running.hosts, login, { ticket_token: 'forged' })).body.retval).toBe(ResultCode.ticketInvalid)
    expect((await ticketFor(running.hosts, login)).body.retval).toBe(ResultCode.success)
    expect((await ticketFor(running.hosts, login)).body.retval).toBe(ResultCode.ticketInvalid)

    const late = (await serviceLogin(running.hosts, 'seed-haneul')).body.output
    clock += TICKET_TTL_MS
    expect((await ticketFor(running.hosts, late)).body.retval).toBe(ResultCode.ticketRegistrationTokenExpired)
  })

  it('answers -11 for a ticket request signed with another client code', async () => {
    const login = (await serviceLogin(running.hosts, 'seed-haneul')).body.output
    const answer = await ticketFor(running.hosts, { ...login, c_code: 'someone-else' })
    expect(answer.body.retval).toBe(ResultCode.parameterInvalid)
  })

  it('answers -113 with the full output beyond the device limit, and the ticket then signs out the oldest device', async () => {
    const first = await memberLogin(running.hosts, 'seed-seoyeon')
    const second = await memberLogin(running.hosts, 'seed-seoyeon')
    expect([first.retval, second.retval]).toEqual([ResultCode.success, ResultCode.success])
    const third = await serviceLogin(running.hosts, 'seed-seoyeon')
    expect(third.body.retval).toBe(ResultCode.multiSessionLimitExceeded)
    decodes(ServiceLoginOutput, third.body.output)
    expect((await ticketFor(running.hosts, third.body.output)).body.retval).toBe(ResultCode.success)
    // The device signed out past the limit says why at its next call (docs/decisions/1810).
    expect((await menu(running.hosts, first)).body.retval).toBe(ResultCode.multiSessionLimitExceeded)
    expect((await menu(running.hosts, second)).body.retval).toBe(ResultCode.success)
  })
})

describe('designed calls', () => {
  const emailLogin = async (fields: Record<string, string | number>) => {
    const all = { device_id: '', auto_login: 0, ...fields }
    return send(running.hosts, 'emailLogin', await signed('emailLogin', all))
  }

  it('emailLogin signs with the service code and sets login_key only with auto_login=1', async () => {
    const plain = await emailLogin({ email: 'minji@example.com', password: 'minji1234!' })
    expect(plain.body.retval).toBe(ResultCode.success)
    decodes(ServiceLoginOutput, plain.body.output)
    expect(plain.cookies.some((c) => c.startsWith('login_key='))).toBe(false)
    const remember = await emailLogin({ email: 'minji@example.com', password: 'minji1234!', auto_login: 1 })
    const cookie = remember.cookies.find((c) => c.startsWith('login_key='))
    // A random key of this login, not the seed's fixed one.
    expect(cookie).toMatch(/^login_key=[\w-]{40,};.*HttpOnly/)
    expect(cookie).not.toMatch(/^login_key=seed-/)
  })

  it('emailLogin answers -104 for a wrong password and for an unknown email alike, -11 for a client-signed request', async () => {
    expect((await emailLogin({ email: 'minji@example.com', password: 'nope' })).body).toEqual({ retval: ResultCode.wrongPassword })
    expect((await emailLogin({ email: 'who@example.com', password: 'x' })).body).toEqual({ retval: ResultCode.wrongPassword })
    const wrong = await send(running.hosts, 'emailLogin', await signed('menu', { email: 'minji@example.com', password: 'minji1234!' }, 'x'))
    expect(wrong.body.retval).toBe(ResultCode.parameterInvalid)
  })

  it('logout ends the session and clears a member’s login_key', async () => {
    const guest = await guestLogin(running.hosts)
    const out = await send(running.hosts, 'logout', await signed('logout', { s: guest.s }, guest.c_code))
    expect(out.body).toEqual({ retval: ResultCode.success, output: {} })
    expect((await menu(running.hosts, guest)).body.retval).toBe(ResultCode.tokenInvalid)

    const member = await memberLogin(running.hosts, 'seed-junho')
    const bye = await send(running.hosts, 'logout', await signed('logout', { s: member.s }, member.c_code))
    expect(bye.cookies.find((c) => c.startsWith('login_key='))).toMatch(/Expires=Thu, 01 Jan 1970/)
  })
})

describe('the session list', () => {
  it('shows member sessions with their account', async () => {
    expect((await running.sessions()).some((s) => s.kind === 'member' && s.accountId === 'minji')).toBe(true)
  })
})
