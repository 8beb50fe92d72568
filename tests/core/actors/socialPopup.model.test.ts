import { describe, expect, it } from 'vitest'
import { socialPopupMachine } from '../../../core/actors/socialPopup/socialPopup.machine.ts'
import type { SocialPopupEvent } from '../../../core/actors/socialPopup/socialPopup.types.ts'
import { SocialPopup, Timing } from '../../../core/contract/index.ts'
import { SocialPopupError } from '../../../core/ports/social.ts'
import { delayedEvents, everyTransition, walkPaths } from '../../support/model.ts'
import { TestApp, settle } from '../../support/testApp.ts'

const credential = { provider: 'google' as const, idToken: 'id-token' }

describe('social popup, model-based', () => {
  const paths = everyTransition(socialPopupMachine, {
    events: (snapshot) =>
      [
        { type: 'popup.open', request: { id: 0, provider: 'google' } },
        { type: 'popup.closed' },
        { type: 'popup.signedIn', credential },
        { type: 'popup.failed', code: 'popup-blocked' },
        ...delayedEvents(socialPopupMachine, snapshot),
      ] as SocialPopupEvent[],
    serializeState: (s) => JSON.stringify([s.value, s.context.lastOutcome && (s.context.lastOutcome.ok || s.context.lastOutcome.code)]),
  })

  it('walks every transition with a scripted provider and a simulated clock', async () => {
    expect(paths.some((p) => p.steps.some((s) => s.event.type.startsWith('xstate.after')))).toBe(true)
    let outcomes = 0
    const steps = await walkPaths(paths, {
      start: async () => {
        outcomes = 0
        return TestApp.start()
      },
      async exec(t, event, before) {
        const open = before?.matches('active') === true
        const last = t.popup.opened.at(-1)
        if (event.type === 'popup.open') {
          if (open) outcomes += 1
          void t.app.socialSignIn('google').then(
            (c) => t.answers.push(c),
            (e: unknown) => t.answers.push(e),
          )
        } else if (event.type === 'popup.closed') last?.close()
        else if (event.type === 'popup.signedIn') {
          if (open) outcomes += 1
          last?.signIn()
        } else if (event.type === 'popup.failed') {
          if (open) outcomes += 1
          last?.fail('popup-blocked')
        } else {
          outcomes += 1
          t.clock.increment(Timing.popupClosedWaitMs)
        }
        await settle(2)
      },
      check(t, model) {
        expect(t.app.actors.socialPopup.getSnapshot().value).toEqual(model.value)
        expect(t.answers).toHaveLength(outcomes)
        const outcome = model.context.lastOutcome
        const answer = t.answers.at(-1)
        if (outcome?.ok) expect(answer).toMatchObject(credential)
        else if (outcome) expect((answer as SocialPopupError).code).toBe(outcome.code)
        // Only the newest window may still be open; every replaced one was told to close.
        t.popup.opened.slice(0, -1).forEach((p) => expect(p.signal.aborted).toBe(true))
        t.popup.opened.forEach((p) => expect([p.window.width, p.window.height]).toEqual([SocialPopup.width, SocialPopup.height]))
      },
      stop: (t) => t.stop(),
    })
    expect(steps).toBeGreaterThan(paths.length)
  })
})

describe('social popup', () => {
  it('rejects a popup the viewer closed as popup-closed-by-user only after 8 s', async () => {
    const t = await TestApp.start()
      .socialSignIn('kakao')
      .do((t) => t.popup.last().close())
      .advance(Timing.popupClosedWaitMs - 1)
    expect(t.answers).toEqual([])
    await t.flow.advance(1)
    expect(t.answers).toEqual([new SocialPopupError('popup-closed-by-user')])
  })

  it('still takes a sign-in that arrives within the wait after the window closed', async () => {
    const t = await TestApp.start()
      .socialSignIn('google')
      .do((t) => t.popup.last().close())
      .advance(5_000)
      .do((t) => t.popup.last().signIn({ email: 'minji@example.com' }))
      .settle()
    expect(t.answers).toEqual([{ provider: 'google', idToken: 'id-token', email: 'minji@example.com' }])
  })

  it('cancels the previous popup when a new one opens', async () => {
    const t = await TestApp.start().socialSignIn('google').socialSignIn('naver')
    expect((t.answers[0] as SocialPopupError).code).toBe('cancelled-popup-request')
    expect(t.popup.opened.map((p) => [p.provider, p.signal.aborted])).toEqual([
      ['google', true],
      ['naver', false],
    ])
  })
})
