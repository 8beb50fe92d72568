import { describe, expect, it } from 'vitest'
import { HttpStatusError, ServiceResultError, TokenResultError, TransportError, resultCodeError } from '../../../core/api/errors.ts'
import type { RenewalSettled } from '../../../core/actors/session/session.types.ts'
import { remedyOf } from '../../../core/app/remedy.ts'
import { resultCodeTable } from '../../../core/contract/index.ts'
import { TestApp, settle } from '../../support/testApp.ts'

/** A guest login answering a new token each time: the first `guest-1`, then `guest-2`, ... */
const numberedGuests = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ output: { device_id: 'device-1', s: `guest-${i + 1}`, c_code: `cc-${i + 1}` } }))

const expired = (call: string) => ({ error: resultCodeError(call, -23) })
const sentWith = (t: TestApp, call: 'homeContents' | 'menu') =>
  t.fakes.of(call).map((record) => (call === 'menu' ? (record.input as { s: string }).s : (record.input as { params: { s: string } }).params.s))

describe('session renewal through the app', () => {
  it('renews once for calls refused together, and sends each again with the new token', async () => {
    const t = await TestApp.start({
      script: (f) =>
        f
          .script('guestLogin', ...numberedGuests(2))
          .script('homeContents', expired('homeContents'), expired('homeContents'), expired('homeContents'))
          .always('homeContents', { output: { hero: [], rows: [] } }),
    })
      .navigate('/')
      .untilInitialised()
    const answers = await Promise.all([t.app.request('homeContents'), t.app.request('homeContents'), t.app.request('homeContents')])
    expect(answers).toEqual([
      { hero: [], rows: [] },
      { hero: [], rows: [] },
      { hero: [], rows: [] },
    ])
    expect(t.fakes.of('guestLogin')).toHaveLength(2)
    expect(sentWith(t, 'homeContents')).toEqual(['guest-1', 'guest-1', 'guest-1', 'guest-2', 'guest-2', 'guest-2'])
    expect(t.view().session).toMatchObject({ status: 'guest', s: 'guest-2' })
  })

  it('surfaces a second refusal as its typed error, and a failed renewal as the renewal’s error', async () => {
    const t = await TestApp.start({ script: (f) => f.script('guestLogin', ...numberedGuests(2)).always('homeContents', expired('homeContents')) })
      .navigate('/')
      .untilInitialised()
    const second = await t.app.request('homeContents').catch((error: unknown) => error)
    expect(second).toBeInstanceOf(TokenResultError)
    expect((second as TokenResultError).code).toBe(-23)
    expect(t.fakes.of('homeContents')).toHaveLength(2)

    t.fakes.script('guestLogin', { error: new HttpStatusError({ call: 'guestLogin', status: 503 }) })
    const failed = await t.app.request('homeContents').catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(HttpStatusError)
    expect(t.view().session).toMatchObject({ status: 'noToken', s: null })
  })

  it('renews a member kept signed in as the member; one who is not becomes a guest, and the session says so', async () => {
    const kept = await TestApp.start({
      cookies: { auto_login: '1' },
      script: (f) => f.script('homeContents', expired('homeContents')).always('homeContents', { output: { hero: [], rows: [] } }),
    })
      .navigate('/')
      .untilInitialised()
    await kept.app.request('homeContents')
    expect(kept.fakes.of('serviceLogin')).toHaveLength(2)
    expect(kept.view().session).toMatchObject({ status: 'member', is_login: true })

    const told: RenewalSettled[] = []
    const notKept = await TestApp.start({
      cookies: { auto_login: '0' },
      script: (f) => f.script('homeContents', expired('homeContents')).always('homeContents', { output: { hero: [], rows: [] } }),
    })
      .navigate('/')
      .untilInitialised()
      .do((t) => t.app.actors.session.on('session.renewed', (event) => void told.push(event)))
    expect(notKept.view().session.is_login).toBe(true)
    await notKept.app.request('homeContents')
    expect(notKept.fakes.of('serviceLogin')).toHaveLength(1)
    expect(notKept.view().session).toMatchObject({ status: 'guest', is_login: false, adult_flag: 'N', nickname: null })
    expect(notKept.cookieJar.all().ticket).toBeUndefined()
    expect(told).toEqual([{ type: 'session.renewed', ok: true, wasMember: true, isMember: false }])
  })

  it('sends the menu with the renewed token when its own was refused', async () => {
    const t = await TestApp.start({ script: (f) => f.script('guestLogin', ...numberedGuests(2)).script('menu', expired('menu')) })
      .navigate('/')
      .untilInitialised()
    expect(sentWith(t, 'menu')).toEqual(['guest-1', 'guest-2'])
    expect(t.view().menu.status).toBe('loaded')
  })

  it('after a failed boot: a page call logs in again and the menu follows; a failed menu loads again on the next navigation', async () => {
    const t = await TestApp.start({
      script: (f) =>
        f.script('guestLogin', { error: new HttpStatusError({ call: 'guestLogin', status: 503 }) }).always('homeContents', { output: { hero: [], rows: [] } }),
    })
      .navigate('/')
      .untilInitialised()
    expect(t.view().session.status).toBe('noToken')
    expect(t.fakes.of('menu')).toHaveLength(0)
    await t.app.request('homeContents')
    await t.flow.until((view) => view.menu.status === 'loaded', 'menu loaded')
    expect(t.fakes.of('guestLogin')).toHaveLength(2)

    const menuDown = await TestApp.start({ script: (f) => f.script('menu', { error: new HttpStatusError({ call: 'menu', status: 503 }) }) })
      .navigate('/')
      .untilInitialised()
    expect(menuDown.view().menu.status).toBe('failed')
    await menuDown.flow.navigate('/contents').until((view) => view.menu.status === 'loaded', 'menu loaded')
    expect(menuDown.fakes.of('menu')).toHaveLength(2)
    await menuDown.flow.navigate('/').settle()
    expect(menuDown.fakes.of('menu')).toHaveLength(2)
  })

  it('names the real cause when boot could not log in: server trouble, network or the service', async () => {
    const causes = [
      new HttpStatusError({ call: 'guestLogin', status: 503 }),
      new TransportError({ call: 'guestLogin', reason: 'network', detail: 'refused' }),
      resultCodeError('guestLogin', -2),
    ]
    const messages: string[] = []
    for (const cause of causes) {
      const t = await TestApp.start({ script: (f) => f.always('guestLogin', { error: cause }) })
        .navigate('/')
        .untilInitialised()
      const error = await t.app.request('homeContents').catch((e: unknown) => e)
      expect(error).toBe(cause)
      messages.push((error as { message_ko: string }).message_ko)
      t.stop()
    }
    expect(new Set(messages).size).toBe(3)
    expect(messages[2]).toBe(resultCodeTable.serviceError.message)
    expect(causes[2]).toBeInstanceOf(ServiceResultError)
    await settle()
  })

  it('reads as a network failure, with 다시 시도, when a login failed without naming a cause', async () => {
    const t = await TestApp.start({ script: (f) => f.always('guestLogin', { error: undefined }) })
      .navigate('/')
      .untilInitialised()
    const error = await t.app.request('homeContents').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as { message_ko: string }).message_ko).toBe(new TransportError({ call: 'homeContents', reason: 'network', detail: '' }).message_ko)
    expect(remedyOf(error)).toBe('retry')
    t.stop()
    await settle()
  })
})
