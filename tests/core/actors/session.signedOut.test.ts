import { describe, expect, it } from 'vitest'
import { HttpStatusError, TransportError, resultCodeError } from '../../../core/api/errors.ts'
import type { RenewalSettled } from '../../../core/actors/session/session.types.ts'
import { ResultCode } from '../../../core/contract/index.ts'
import { TestApp } from '../../support/testApp.ts'

const empty = { output: { hero: [], rows: [] } }

/** A refused automatic login forgets auto_login; a device the host signed out goes on as a guest, told why (docs/decisions/1810, 1812). */
describe('a refused automatic login', () => {
  it('clears auto_login when the host refuses it (-41), and goes on as a guest', async () => {
    const t = await TestApp.start({
      cookies: { auto_login: '1' },
      script: (f) => f.script('serviceLogin', { error: resultCodeError('serviceLogin', ResultCode.loginError) }),
    })
      .navigate('/')
      .untilInitialised()
    expect(t.view().session).toMatchObject({ status: 'guest', auto_login: 0 })
    expect(t.cookieJar.all().auto_login).toBeUndefined()
  })

  it('keeps auto_login when the host could not be reached or failed (the next visit may work)', async () => {
    for (const error of [
      new TransportError({ call: 'serviceLogin', reason: 'network', detail: 'down' }),
      new HttpStatusError({ call: 'serviceLogin', status: 503 }),
    ]) {
      const t = await TestApp.start({ cookies: { auto_login: '1' }, script: (f) => f.script('serviceLogin', { error }) })
        .navigate('/')
        .untilInitialised()
      expect(t.view().session.status).toBe('guest')
      expect(t.cookieJar.all().auto_login).toBe('1')
    }
  })
})

describe('a device the host signed out', () => {
  for (const code of [ResultCode.multiSessionLimitExceeded, ResultCode.signedOutElsewhere]) {
    it(`${code}: no automatic login again, auto_login and ticket cleared, a guest, and the renewal names the code`, async () => {
      const told: RenewalSettled[] = []
      const t = await TestApp.start({
        cookies: { auto_login: '1' },
        script: (f) => f.script('homeContents', { error: resultCodeError('homeContents', code) }).always('homeContents', empty),
      })
        .navigate('/')
        .untilInitialised()
        .do((app) => app.app.actors.session.on('session.renewed', (event) => void told.push(event)))
      expect(t.view().session.is_login).toBe(true)
      expect(await t.app.request('homeContents')).toEqual(empty.output)
      expect(t.fakes.of('serviceLogin')).toHaveLength(1)
      expect(t.view().session).toMatchObject({ status: 'guest', is_login: false, auto_login: 0 })
      expect(t.cookieJar.all().auto_login).toBeUndefined()
      expect(t.cookieJar.all().ticket).toBeUndefined()
      expect(told).toEqual([{ type: 'session.renewed', ok: true, wasMember: true, isMember: false, endedBy: code }])
    })
  }
})
