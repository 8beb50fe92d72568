import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseButtons } from '../../../core/actors/alert/alert.logic.ts'
import type { AlertButton } from '../../../core/actors/alert/alert.types.ts'
import { DialogLabel } from '../../../core/contract/index.ts'
import { TestApp, settle } from '../../support/testApp.ts'

const button = fc.record({ label: fc.string({ minLength: 1, maxLength: 6 }), action: fc.string({ maxLength: 6 }) }) as fc.Arbitrary<AlertButton>
const op = fc.oneof(
  fc.record({ kind: fc.constant('show' as const), buttons: fc.array(button, { maxLength: 6 }) }),
  fc.record({ kind: fc.constant('click' as const), index: fc.integer({ min: -1, max: 4 }) }),
  fc.record({ kind: fc.constant('overlay' as const) }),
)

describe('alert, properties', () => {
  it('keeps the first three buttons, or one OK button when none is given', () => {
    fc.assert(
      fc.property(fc.array(button, { maxLength: 10 }), (buttons) => {
        const kept = normaliseButtons(buttons)
        if (buttons.length === 0) expect(kept).toEqual([expect.objectContaining({ label: DialogLabel.ok })])
        else expect(kept).toEqual(buttons.slice(0, 3))
      }),
    )
  })

  it('never shows more than three buttons, and shows every queued message once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
        const t = await TestApp.start()
        const shown: string[] = []
        const unsubscribe = t.app.subscribe(() => {
          const alert = t.view().alert
          if (alert && shown.at(-1) !== alert.message) shown.push(alert.message)
        })
        let requested = 0
        let answered = 0
        try {
          for (const o of ops) {
            if (o.kind === 'show') {
              requested += 1
              void t.app.showAlert({ message: `m${requested}`, buttons: o.buttons }).then(() => (answered += 1))
            } else if (o.kind === 'click') t.app.clickAlertButton(o.index)
            else t.app.clickAlertOverlay()
            await settle(1)
            const alert = t.view().alert
            if (alert) expect(alert.buttons.length).toBeGreaterThanOrEqual(1)
            if (alert) expect(alert.buttons.length).toBeLessThanOrEqual(3)
          }
          // Close whatever is left: every show was seen once, in the order asked, and answered.
          while (t.view().alert) {
            t.app.clickAlertOverlay()
            await settle(1)
          }
          expect(shown).toEqual(Array.from({ length: requested }, (_, i) => `m${i + 1}`))
          expect(answered).toBe(requested)
        } finally {
          unsubscribe()
          t.stop()
        }
      }),
      { numRuns: 60 },
    )
  })

  it('resolves a confirm true on 확인 and false on 취소 or an overlay click', async () => {
    const t = await TestApp.start().confirm('계속할까요?').settle()
    expect(t.view().alert?.buttons.map((b) => b.label)).toEqual([DialogLabel.cancel, DialogLabel.confirm])
    await t.flow.clickAlertButton(1).confirm('다시?').clickAlertButton(0).confirm('또?').clickAlertOverlay()
    expect(t.answers).toEqual([true, false, false])
    expect(t.view().alert).toBeNull()
  })
})
