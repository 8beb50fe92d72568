import { describe, expect, it } from 'vitest'
import { resultCodeError } from '../../../core/api/errors.ts'
import { resultCodeTable } from '../../../core/contract/index.ts'
import { memberLogin } from '../../support/fakeHosts.ts'
import { TestApp } from '../../support/testApp.ts'

describe('session: email login and logout', () => {
  it('logs in by email, takes the ticket step, and keeps the viewer signed in when asked', async () => {
    const t = await TestApp.start().navigate('/login').untilInitialised().emailLogin('minji@example.com', 'minji1234!', true)
    expect(t.answers).toEqual([{ ok: true }])
    expect(t.view().session).toMatchObject({ status: 'member', is_login: true, s: 'member-s', adult_flag: 'Y', invite_code: 'MINJI7', auto_login: 1 })
    expect(t.fakes.of('emailLogin')[0]?.input).toEqual({ email: 'minji@example.com', password: 'minji1234!', device_id: 'device-1', auto_login: 1 })
    expect(t.fakes.of('ticketRequest')).toHaveLength(1)
    expect(t.cookieJar.all()).toMatchObject({ auto_login: '1', ticket: 'ticket-token-1' })
  })

  it('does not keep an auto_login cookie when the viewer did not ask to stay signed in', async () => {
    // auto_login=0 still triggers an automatic login (the cookie exists); the host refuses it (-109).
    const t = await TestApp.start({ cookies: { auto_login: '0' }, script: (f) => f.script('serviceLogin', { error: resultCodeError('serviceLogin', -109) }) })
      .navigate('/')
      .untilInitialised()
      .emailLogin('minji@example.com', 'minji1234!', false)
    expect(t.answers).toEqual([{ ok: true }])
    expect(t.view().session).toMatchObject({ is_login: true, auto_login: 0 })
    expect(t.cookieJar.all().auto_login).toBeUndefined()
  })

  it('answers a failed email login with the Korean message of its code, staying a guest', async () => {
    const t = await TestApp.start()
      .navigate('/login')
      .untilInitialised()
      .do((t) => t.fakes.script('emailLogin', { error: resultCodeError('emailLogin', -104) }))
      .emailLogin('minji@example.com', 'wrong', false)
    expect(t.answers).toEqual([expect.objectContaining({ ok: false, message: resultCodeTable.wrongPassword.message })])
    expect(t.view().session).toMatchObject({ status: 'guest', is_login: false, s: 'guest-s' })
  })

  it('fails an email login whose ticket request fails, keeping the guest token', async () => {
    const t = await TestApp.start()
      .navigate('/')
      .untilInitialised()
      .do((t) => t.fakes.script('ticketRequest', { error: resultCodeError('ticketRequest', -13) }))
      .emailLogin('minji@example.com', 'minji1234!', true)
    expect(t.answers).toEqual([expect.objectContaining({ ok: false, message: resultCodeTable.ticketInvalid.message })])
    expect(t.view().session).toMatchObject({ status: 'guest', s: 'guest-s' })
    expect(t.cookieJar.all().auto_login).toBeUndefined()
  })

  it('logs out: forgets the member, clears auto_login and ticket, and takes a fresh guest token', async () => {
    const t = await TestApp.start({ cookies: { auto_login: '1' } })
      .navigate('/')
      .untilInitialised()
      .logout()
    expect(t.fakes.of('logout')[0]?.input).toEqual({ s: 'member-s', c_code: 'cc-member' })
    expect(t.view().session).toMatchObject({ status: 'guest', is_login: false, s: 'guest-s', adult_flag: 'N', red_item: 0, invite_code: null })
    expect(t.cookieJar.all().auto_login).toBeUndefined()
    expect(t.cookieJar.all().ticket).toBeUndefined()
  })

  it('runs the automatic login at most once per app', async () => {
    const t = await TestApp.start({ cookies: { auto_login: '1' } })
      .navigate('/')
      .untilInitialised()
      .logout()
      .navigate('/myPage')
      .settle()
    expect(t.fakes.of('serviceLogin')).toHaveLength(1)
  })

  it('keeps an existing device_id cookie', async () => {
    const t = await TestApp.start({ cookies: { device_id: 'mine' } })
      .navigate('/')
      .untilInitialised()
    expect(t.cookieJar.all().device_id).toBe('mine')
  })

  it('turns adult_flag Y on session.adultVerified for a member only, and a logout forgets it', async () => {
    const unverified = { ...memberLogin, adult_flag: 'N' }
    const guest = await TestApp.start({ script: (f) => f.script('emailLogin', { output: unverified }) })
      .navigate('/')
      .untilInitialised()
    guest.app.adultVerified()
    expect(guest.view().session.adult_flag).toBe('N')
    const t = await guest.flow.emailLogin('haneul@example.com', 'haneul1234!', false)
    expect(t.view().session).toMatchObject({ is_login: true, adult_flag: 'N' })
    t.app.adultVerified()
    expect(t.view().session.adult_flag).toBe('Y')
    await t.app.logout()
    expect(t.view().session).toMatchObject({ is_login: false, adult_flag: 'N' })
  })

  it('takes a changed name and picture on session.profileChanged for a member only, and the next login answers afresh', async () => {
    const guest = await TestApp.start().navigate('/').untilInitialised()
    guest.app.profileChanged({ nickname: '새이름', profile_img: 'http://web.test/art/profile/minji.svg?look=3' })
    expect(guest.view().session).toMatchObject({ nickname: null, profile_img: '' })
    const t = await guest.flow.emailLogin('minji@example.com', 'minji1234!', false)
    t.app.profileChanged({ nickname: '새이름', profile_img: 'http://web.test/art/profile/minji.svg?look=3' })
    expect(t.view().session).toMatchObject({ is_login: true, nickname: '새이름', profile_img: 'http://web.test/art/profile/minji.svg?look=3' })
    await t.app.logout()
    expect(t.view().session).toMatchObject({ is_login: false, nickname: null, profile_img: '' })
  })
})
