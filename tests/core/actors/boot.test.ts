import { describe, expect, it } from 'vitest'
import { HttpStatusError, TransportError, resultCodeError } from '../../../core/api/errors.ts'
import { memberLogin } from '../../support/fakeHosts.ts'
import { TestApp } from '../../support/testApp.ts'

describe('boot', () => {
  it('logs in as a guest, loads menu and notices, and ends initialised', async () => {
    const t = await TestApp.start().navigate('/').untilInitialised()
    const view = t.view()
    expect(view.session).toMatchObject({ status: 'guest', s: 'guest-s', c_code: 'cc-guest', is_login: false, is_initialized: true })
    expect(view.menu.status).toBe('loaded')
    expect(view.menu.sections.map((s) => s.section_no)).toEqual([3, 5])
    expect(view.topNotices.map((n) => n.notice_no)).toEqual([7])
    expect(t.fakes.of('serviceLogin')).toHaveLength(0)
    expect(t.fakes.of('menu')[0]?.input).toEqual({ s: 'guest-s', c_code: 'cc-guest', filter: 0 })
    // The guest login's device id becomes the device_id cookie, since there was none.
    expect(t.cookieJar.all().device_id).toBe('device-1')
    t.stop()
  })

  it('starts the notice call beside the login, and the menu call right after the login', async () => {
    const t = await TestApp.start()
      .do((t) => t.fakes.script('guestLogin', { hold: true }))
      .navigate('/')
      .settle()
    expect(t.fakes.of('recentNoticeInfo')).toHaveLength(1)
    expect(t.fakes.of('menu')).toHaveLength(0)
    await t.flow.release('guestLogin').untilInitialised()
    const [login, notice, menu] = [t.fakes.of('guestLogin')[0]!, t.fakes.of('recentNoticeInfo')[0]!, t.fakes.of('menu')[0]!]
    expect(notice.startedAt).toBeLessThan(login.settledAt!)
    expect(menu.startedAt).toBeGreaterThan(login.settledAt!)
    t.stop()
  })

  it('boots once: later navigations start no second login', async () => {
    const t = await TestApp.start().navigate('/').untilInitialised().navigate('/contents').navigate('/search').settle()
    expect(t.fakes.of('guestLogin')).toHaveLength(1)
    expect(t.fakes.of('menu')).toHaveLength(1)
    t.stop()
  })

  it('logs in automatically with an auto_login cookie: serviceLogin, ticket, then the member menu', async () => {
    const t = await TestApp.start({ cookies: { auto_login: '1' } })
      .navigate('/')
      .untilInitialised()
    expect(t.view().session).toMatchObject({
      status: 'member',
      is_login: true,
      s: 'member-s',
      c_code: 'cc-member',
      adult_flag: 'Y',
      red_item: 1,
      skytv_item_only: 0,
      invite_code: 'MINJI7',
      auto_login: 1,
    })
    expect(t.fakes.of('serviceLogin')[0]?.input).toEqual({ auto_login: '1' })
    expect(t.fakes.of('ticketRequest')[0]?.input).toMatchObject({
      s: 'pending-snack',
      c_code: 'cc-member',
      ticket_token: 'ticket-token-1',
      profile_img: expect.any(String),
    })
    expect(t.fakes.of('guestLogin')).toHaveLength(0)
    expect(t.fakes.of('menu')[0]?.input).toMatchObject({ s: 'member-s', c_code: 'cc-member' })
    expect(t.cookieJar.all().ticket).toBe('ticket-token-1')
    t.stop()
  })

  it('treats the multi-session limit (-113) as a successful automatic login', async () => {
    const t = await TestApp.start({ cookies: { auto_login: '1' } })
      .do((t) => t.fakes.script('serviceLogin', { output: { retval: -113, output: memberLogin } }))
      .navigate('/')
      .untilInitialised()
    expect(t.view().session.is_login).toBe(true)
    t.stop()
  })

  it.each([
    ['a result code', resultCodeError('serviceLogin', -109)],
    ['a network failure', new TransportError({ call: 'serviceLogin', reason: 'network', detail: 'refused' })],
  ])('falls back to a guest login when automatic login fails with %s', async (_, error) => {
    const t = await TestApp.start({ cookies: { auto_login: '1' } })
      .do((t) => t.fakes.script('serviceLogin', { error }))
      .navigate('/')
      .untilInitialised()
    expect(t.view().session).toMatchObject({ status: 'guest', s: 'guest-s', is_login: false })
    expect(t.fakes.of('ticketRequest')).toHaveLength(0)
    t.stop()
  })

  it('only logs a ticket request that throws, and still gets a token through a guest login', async () => {
    const t = await TestApp.start({ cookies: { auto_login: '1' } })
      .do((t) => t.fakes.script('ticketRequest', { error: new HttpStatusError({ call: 'ticketRequest', status: 503 }) }))
      .navigate('/')
      .untilInitialised()
    expect(t.view().session).toMatchObject({ status: 'guest', s: 'guest-s', is_login: false, adult_flag: 'N' })
    expect(t.logs.some((l) => l.level === 'error' && l.message.includes('ticket'))).toBe(true)
    expect(t.cookieJar.all().ticket).toBeUndefined()
    t.stop()
  })

  it('ends initialised without a menu when every login fails, logging why', async () => {
    const down = new TransportError({ call: 'guestLogin', reason: 'network', detail: 'refused' })
    const t = await TestApp.start()
      .do((t) => t.fakes.script('guestLogin', { error: down }))
      .navigate('/')
      .untilInitialised()
    expect(t.view().session.status).toBe('noToken')
    expect(t.fakes.of('menu')).toHaveLength(0)
    expect(t.view().topNotices).toHaveLength(1)
    t.stop()
  })

  it('ends initialised when the menu and notice calls fail, only logging them', async () => {
    const t = await TestApp.start()
      .do((t) => t.fakes.script('menu', { error: new HttpStatusError({ call: 'menu', status: 503 }) }))
      .do((t) => t.fakes.script('recentNoticeInfo', { error: resultCodeError('recentNoticeInfo', -2) }))
      .navigate('/')
      .untilInitialised()
    expect(t.view().menu.status).toBe('failed')
    expect(t.view().topNotices).toEqual([])
    expect(t.logs.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual(expect.arrayContaining(['menu load failed', 'notice load failed']))
    t.stop()
  })

  it('restores the return address and the saved current menu (its menu list from the loaded sections)', async () => {
    const saved = JSON.stringify({ section_no: 5, section_name: '프리미엄', category_no: 21, category_name: '영화' })
    const t = await TestApp.start({ cookies: { return_url: '/myPage', current_menu: saved } })
      .navigate('/')
      .untilInitialised()
    expect(t.view().returnUrl).toBe('/myPage')
    expect(t.view().menu.current).toEqual({ section_no: 5, section_name: '프리미엄', category_no: 21, category_name: '영화' })
    expect(t.view().menu.menuList.map((m) => m.menu_no)).toEqual([10, 11])
    t.stop()
  })

  it('reads the filter cookie: 1 only when it parses to 1', async () => {
    for (const [raw, filter] of [
      ['1', 1],
      ['01', 1],
      ['1abc', 1],
      ['2', 0],
      ['yes', 0],
    ] as const) {
      const t = await TestApp.start({ cookies: { filter: raw } })
        .navigate('/')
        .untilInitialised()
      expect(t.view().session.filter).toBe(filter)
      expect(t.fakes.of('menu')[0]?.input).toMatchObject({ filter })
      t.stop()
    }
  })
})
