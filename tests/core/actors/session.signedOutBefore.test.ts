import { describe, expect, it } from 'vitest'
import { resultCodeError } from '../../../core/api/errors.ts'
import { selectUntoldSignOut } from '../../../core/actors/session/session.selectors.ts'
import type { RenewalSettled } from '../../../core/actors/session/session.types.ts'
import { ResultCode } from '../../../core/contract/index.ts'
import { TestApp } from '../../support/testApp.ts'

/** A device signed out since its last page: the boot's automatic login answers -1810, and the guest is told why, once (docs/decisions/1813). */
describe('a page load of a device the host signed out', () => {
  const cases = [
    { output: { ended_by: ResultCode.multiSessionLimitExceeded }, endedBy: ResultCode.multiSessionLimitExceeded },
    { output: { ended_by: ResultCode.signedOutElsewhere }, endedBy: ResultCode.signedOutElsewhere },
    // An answer without its reason still says the device was signed out.
    { output: undefined, endedBy: ResultCode.signedOutElsewhere },
  ]
  for (const { output, endedBy } of cases) {
    it(`-1810 with ${JSON.stringify(output)}: a guest, auto_login cleared, told ${endedBy} as a renewal is, and kept until told`, async () => {
      const told: RenewalSettled[] = []
      const t = await TestApp.start({
        cookies: { auto_login: '1' },
        script: (f) => f.script('serviceLogin', { error: resultCodeError('serviceLogin', ResultCode.signedOutElsewhere, output) }),
      })
        .do((app) => app.app.actors.session.on('session.renewed', (event) => void told.push(event)))
        .navigate('/')
        .untilInitialised()
      expect(t.view().session).toMatchObject({ status: 'guest', is_login: false, auto_login: 0 })
      expect(t.cookieJar.all().auto_login).toBeUndefined()
      expect(t.fakes.of('ticketRequest')).toHaveLength(0)
      expect(told).toEqual([{ type: 'session.renewed', ok: true, wasMember: true, isMember: false, endedBy }])
      const session = t.app.actors.session
      expect(selectUntoldSignOut(session.getSnapshot())).toBe(endedBy)
      session.send({ type: 'session.signOutTold' })
      expect(selectUntoldSignOut(session.getSnapshot())).toBeNull()
    })
  }

  it('any other refusal (-41) stays silent, as the boot is (docs/decisions/0302)', async () => {
    const told: RenewalSettled[] = []
    const t = await TestApp.start({
      cookies: { auto_login: '1' },
      script: (f) => f.script('serviceLogin', { error: resultCodeError('serviceLogin', ResultCode.loginError) }),
    })
      .do((app) => app.app.actors.session.on('session.renewed', (event) => void told.push(event)))
      .navigate('/')
      .untilInitialised()
    expect(t.view().session.status).toBe('guest')
    expect(told).toEqual([])
    expect(selectUntoldSignOut(t.app.actors.session.getSnapshot())).toBeNull()
  })
})
