import { Effect } from 'effect'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ContractClient, ParameterResultError, SessionApi, TokenResultError } from '../../core/api/index.ts'
import { resultCodeTable } from '../../core/contract/index.ts'
import { presetCookie } from '../../cli/adapters/index.ts'
import { useStandIn } from '../support/standIn.ts'
import { type TestApi, testApi } from './api.harness.ts'

/** Every call of the contract against the real stand-in hosts, over real HTTP. */

const standIn = useStandIn()
let api: TestApi

beforeEach(() => {
  api = testApi(standIn().hosts)
})
afterEach(() => api.runtime.dispose())

const guest = () => api.run(SessionApi.use((a) => a.guestLogin()))

describe('host calls: success', () => {
  it('guestLogin answers a session token, client code and device id', async () => {
    const session = await guest()
    expect(session.s).toMatch(/\S{8,}/)
    expect(session.c_code).toMatch(/\S{8,}/)
    expect(session.device_id).not.toBe('')
    // The host set the device_id cookie, and the jar keeps it as a browser would.
    expect(await api.jar.getCookieString(standIn().hosts.web)).toContain(`device_id=${session.device_id}`)
  })

  it('menu, signed with the client code and api_v 4, answers sections and the home section', async () => {
    const { s, c_code } = await guest()
    const menu = await api.run(SessionApi.use((m) => m.menu({ s, c_code, filter: 0 })))
    expect(menu.section_list.length).toBeGreaterThan(0)
    expect(menu.home_section.menu_list.length).toBeGreaterThan(0)
    expect(menu.section_list.every((section) => Array.isArray(section.menu_list))).toBe(true)
  })

  it('recentNoticeInfo answers the top notices without a session', async () => {
    const notices = await api.run(SessionApi.use((n) => n.recentNoticeInfo()))
    expect(notices.top_notice_list.length).toBeGreaterThan(0)
    expect(notices.top_notice_list[0]?.title).toMatch(/[가-힣]/)
  })

  it('buildInfo GETs the build file with a time-stamp query', async () => {
    const before = await api.run(SessionApi.use((b) => b.buildInfo({ t: 1 })))
    const bumped = standIn().bumpBuild()
    const after = await api.run(SessionApi.use((b) => b.buildInfo({ t: 2 })))
    expect(after).toEqual(bumped)
    expect(after.build_id).not.toBe(before.build_id)
  })

  it('serviceLogin with the remember-me cookie, then ticketRequest, makes a member session', async () => {
    const minji = standIn().accounts.find((a) => a.id === 'minji')!
    presetCookie(api.jar, standIn().hosts, 'login_key', minji.loginKey)
    const login = await api.run(SessionApi.use((a) => a.serviceLogin({ auto_login: '1' })))
    expect(login.retval).toBe(0)
    expect(login.output.adult_flag).toBe(minji.adultFlag)
    const { output } = login
    const ticket = await api.run(
      SessionApi.use((a) =>
        a.ticketRequest({
          s: output.snack,
          c_code: output.c_code,
          ticket_url: output.ticket_url,
          ticket_token: output.ticket_token,
          device_type: output.device_type,
          device_id: output.device_id,
          password_modify_date: output.password_modify_date,
          account_type: output.account_type,
          ...(output.profile_img !== undefined ? { profile_img: output.profile_img } : {}),
        }),
      ),
    )
    expect(ticket.snack).not.toBe(output.snack)
    expect(ticket.user.invite_code).toBe(minji.inviteCode)
    // The member token works for a signed call; logout ends it, after which it is refused.
    const member = { s: ticket.snack, c_code: output.c_code }
    await api.run(SessionApi.use((m) => m.menu({ ...member, filter: 1 })))
    await api.run(SessionApi.use((a) => a.logout(member)))
    const refused = await api.run(SessionApi.use((m) => m.menu({ ...member, filter: 0 }))).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(TokenResultError)
  })

  it('serviceLogin accepts -113 (multi-session limit) as a login, with its output', async () => {
    presetCookie(api.jar, standIn().hosts, 'login_key', 'seed-junho')
    standIn().faults.add('serviceLogin=retval:-113,times=1')
    const login = await api.run(SessionApi.use((a) => a.serviceLogin({ auto_login: '1' })))
    expect(login.retval).toBe(-113)
    expect(login.output.ticket_token).not.toBe('')
  })

  it('emailLogin is signed with the service code and answers like serviceLogin', async () => {
    const seoyeon = standIn().accounts.find((a) => a.id === 'seoyeon')!
    const { retval, output } = await api.run(SessionApi.use((a) => a.emailLogin({ email: seoyeon.email, password: seoyeon.password, auto_login: 1 })))
    expect(retval).toBe(0)
    expect(output.adult_flag).toBe('N')
    expect(output.skytv_item_only).toBe(1)
  })
})

describe('host calls: signing on the wire', () => {
  it('a wrong signature `a` (sent as given through overrides) is refused with -11', async () => {
    const { s, c_code } = await guest()
    const error = await api.run(SessionApi.use((m) => m.menu({ s, c_code, filter: 0 }, { overrides: { a: 'wrong' } }))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParameterResultError)
    expect((error as ParameterResultError).entry).toEqual({ name: 'parameterInvalid', ...resultCodeTable.parameterInvalid })
  })

  it("signing with another client code than the session's is refused with -11", async () => {
    const { s } = await guest()
    const error = await api.run(SessionApi.use((m) => m.menu({ s, c_code: 'not-mine', filter: 0 }))).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParameterResultError)
  })

  it('overriding a signed field re-signs it unless `a` is given too', async () => {
    const { s, c_code } = await guest()
    const send = (overrides: Record<string, string>) =>
      api.run(ContractClient.use((c) => c.send('menu', { params: { s, filter: 0 }, clientCode: c_code }, { overrides })))
    expect((await send({ filter: '1' })).retval).toBe(0)
    // api_v 3 is validly signed but the host only serves 4: the refusal comes from the handler.
    await expect(send({ api_v: '3' })).rejects.toBeInstanceOf(ParameterResultError)
  })

  it('send reports the HTTP status and the retval with the decoded output', async () => {
    const result = await api.run(ContractClient.use((c) => c.send('recentNoticeInfo')))
    expect(result.status).toBe(200)
    expect(result.retval).toBe(0)
    expect(standIn().calls.count('recentNoticeInfo')).toBe(1)
  })

  it('a host that is not there fails as a TransportError', async () => {
    const offline = testApi({ ...standIn().hosts, api: 'http://127.0.0.1:9' })
    const error = await offline.run(SessionApi.use((n) => n.recentNoticeInfo())).catch((e: unknown) => e)
    expect(error).toMatchObject({ _tag: 'TransportError', reason: 'network', call: 'recentNoticeInfo' })
    await offline.runtime.dispose()
  })

  it('each call counts once at the host (no hidden extra requests)', async () => {
    await api.run(Effect.all([SessionApi.use((n) => n.recentNoticeInfo()), SessionApi.use((b) => b.buildInfo({ t: 3 }))]))
    expect(
      standIn()
        .calls.list()
        .map((c) => c.call)
        .sort(),
    ).toEqual(['buildInfo', 'recentNoticeInfo'])
  })
})
