import { describe, expect, it } from 'vitest'
import { HttpStatusError, resultCodeError } from '../../../core/api/errors.ts'
import { sessionMachine } from '../../../core/actors/session/session.machine.ts'
import type { RenewalSettled, SessionEvent } from '../../../core/actors/session/session.types.ts'
import { memberLogin } from '../../support/fakeHosts.ts'
import { everyTransition, walkPaths } from '../../support/model.ts'
import { TestApp, settle } from '../../support/testApp.ts'

/** The hosts' answers the model steps through: each login call succeeds or fails. */
const guest = { device_id: 'device-1', s: 'guest-s', c_code: 'cc-guest' }
const answers = {
  guestLogin: { output: guest },
  serviceLogin: { output: { retval: 0, output: memberLogin } },
  ticketRequest: { output: { snack: 'member-s', user: { invite_code: 'MINJI7', nickname: '김민지' } } },
} as const
const refusal = {
  guestLogin: new HttpStatusError({ call: 'guestLogin', status: 503 }),
  serviceLogin: resultCodeError('serviceLogin', -109),
  ticketRequest: resultCodeError('ticketRequest', -13),
}
type LoginCall = keyof typeof answers

type ModelEvent = SessionEvent | { type: string; output?: unknown; error?: unknown }
const callOf = (type: string): LoginCall => type.split('.').at(-1) as LoginCall

/** The login call a state is waiting on, if any. */
const waitingOn = (snapshot: { matches: (value: never) => boolean }): LoginCall | null => {
  if (snapshot.matches('guestLogin' as never)) return 'guestLogin'
  if (snapshot.matches({ autoLogin: 'serviceLogin' } as never)) return 'serviceLogin'
  if (snapshot.matches({ autoLogin: 'ticket' } as never)) return 'ticketRequest'
  return null
}

describe('session renewal, model-based', () => {
  const paths = everyTransition(sessionMachine, {
    events: (snapshot) => {
      const call = waitingOn(snapshot)
      const s = snapshot.context.s
      return [
        // A guest, a member kept signed in (auto_login 1), and a member who is not (auto_login 0).
        ...(snapshot.matches('idle') ? [{}, { autoLogin: '1' }, { autoLogin: '0' }].map((cookies) => ({ type: 'session.start', cookies })) : []),
        ...(call
          ? [
              { type: `xstate.done.actor.${call}`, output: answers[call].output },
              { type: `xstate.error.actor.${call}`, error: refusal[call] },
            ]
          : []),
        // A call refused with the session's own token, and a late one refused with an older token.
        ...(snapshot.hasTag('ready')
          ? [
              { type: 'session.renew', failedToken: s },
              { type: 'session.renew', failedToken: 'older-s' },
            ]
          : []),
      ] as never
    },
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.s,
        snapshot.context.is_login,
        snapshot.context.auto_login,
        snapshot.context.autoLoginTried,
        snapshot.context.renewal,
      ]),
  })

  it('walks every transition: a refused token renews once (as the member with auto_login 1, else as a guest), a stale one never', async () => {
    let renewed: RenewalSettled[] = []
    let told = 0
    let previous: (typeof paths)[number]['steps'][number]['state'] | undefined
    const steps = await walkPaths(paths, {
      start: async () => {
        renewed = []
        told = 0
        previous = undefined
        const t = await TestApp.start({
          script: (fakes) => (['guestLogin', 'serviceLogin', 'ticketRequest'] as const).forEach((call) => fakes.always(call, { hold: true })),
        })
        t.app.actors.session.on('session.renewed', (event) => void renewed.push(event))
        return t
      },
      async exec(t, event: ModelEvent) {
        if (event.type.startsWith('xstate.done.actor.')) await t.fakes.release(callOf(event.type), { output: (event as { output: unknown }).output })
        else if (event.type.startsWith('xstate.error.actor.')) await t.fakes.release(callOf(event.type), { error: (event as { error: unknown }).error })
        else t.app.actors.session.send(event as SessionEvent)
        await settle(2)
      },
      check(t, model) {
        const actual = t.app.actors.session.getSnapshot()
        expect(actual.value).toEqual(model.value)
        expect(t.view().session).toMatchObject({ s: model.context.s, is_login: model.context.is_login, auto_login: model.context.auto_login })
        // Exactly the login the model waits on is in flight: never two logins for one renewal.
        const call = waitingOn(model)
        expect(t.fakes.held()).toBe(call ? 1 : 0)
        if (call) expect(t.fakes.held(call)).toBe(1)
        // A renewal that settled was told once, saying how it ended.
        if (previous?.context.renewal && !model.context.renewal) {
          told += 1
          expect(renewed.at(-1)).toEqual({
            type: 'session.renewed',
            ok: model.context.s !== null,
            wasMember: previous.context.renewal.wasMember,
            isMember: model.context.is_login,
          })
        }
        expect(renewed).toHaveLength(told)
        previous = model
      },
      stop: (t) => t.stop(),
    })
    expect(steps).toBeGreaterThan(paths.length)
    // The walk covers the three ways a renewal ends.
    const ends = new Set(paths.map((p) => p.description))
    expect([...ends].some((d) => d.includes('session.renew → xstate.done.actor.guestLogin'))).toBe(true)
    expect([...ends].some((d) => d.includes('session.renew → xstate.done.actor.serviceLogin → xstate.done.actor.ticketRequest'))).toBe(true)
    expect([...ends].some((d) => d.includes('session.renew → xstate.error.actor.guestLogin'))).toBe(true)
  })
})
