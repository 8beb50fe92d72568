import { describe, expect, it } from 'vitest'
import { alertMachine } from '../../../core/actors/alert/alert.machine.ts'
import { selectQueuedAlerts } from '../../../core/actors/alert/alert.selectors.ts'
import type { AlertButton, AlertEvent } from '../../../core/actors/alert/alert.types.ts'
import { everyTransition, walkPaths } from '../../support/model.ts'
import { TestApp, settle } from '../../support/testApp.ts'

const buttons = (n: number): AlertButton[] => Array.from({ length: n }, (_, i) => ({ label: `버튼${i}`, action: `action${i}` }))

/** Shows with 0, 1, 3 and 5 buttons, clicks on every slot (some out of range), overlay clicks. */
const events = (queued: number): AlertEvent[] => [
  ...(queued < 2 ? [0, 1, 3, 5].map((n) => ({ type: 'alert.show' as const, request: { id: 0, message: `메시지${n}`, buttons: buttons(n) } })) : []),
  ...[0, 1, 2, 3].map((index) => ({ type: 'alert.click' as const, index })),
  { type: 'alert.overlay' as const },
]

describe('alert, model-based', () => {
  const paths = everyTransition(alertMachine, {
    events: (snapshot) => events(snapshot.context.queue.length),
    serializeState: (s) => JSON.stringify([s.value, s.context.current?.message, s.context.queue.map((q) => q.message)]),
  })

  it('walks every transition of the modal in the running app', async () => {
    expect(paths.length).toBeGreaterThan(50)
    let expectedAnswers: (string | null)[] = []
    const steps = await walkPaths(paths, {
      start: async () => {
        expectedAnswers = []
        return TestApp.start()
      },
      async exec(t, event, before) {
        const visible = before?.matches('visible') === true ? before.context.current : null
        if (event.type === 'alert.show')
          void t.app.showAlert({ message: event.request.message, buttons: event.request.buttons ?? [] }).then((a) => t.answers.push(a))
        if (event.type === 'alert.click') {
          const button = visible?.buttons[event.index]
          if (button) expectedAnswers.push(button.action)
          t.app.clickAlertButton(event.index)
        }
        if (event.type === 'alert.overlay') {
          if (visible) expectedAnswers.push(null)
          t.app.clickAlertOverlay()
        }
        await settle(1)
      },
      check(t, model) {
        const view = t.view().alert
        if (model.matches('visible')) {
          expect(view?.message).toBe(model.context.current?.message)
          expect(view?.buttons).toEqual(model.context.current?.buttons)
          expect(view!.buttons.length).toBeGreaterThanOrEqual(1)
          expect(view!.buttons.length).toBeLessThanOrEqual(3)
        } else {
          expect(view).toBeNull()
        }
        expect(selectQueuedAlerts(t.app.actors.alert.getSnapshot())).toBe(model.context.queue.length)
        expect(t.answers).toEqual(expectedAnswers)
      },
      stop: (t) => t.stop(),
    })
    expect(steps).toBeGreaterThan(paths.length)
  })
})
