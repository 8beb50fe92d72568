import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../../core/api/errors.ts'
import { selectLoadingCount } from '../../../core/actors/loading/loading.selectors.ts'
import { TestApp, settle } from '../../support/testApp.ts'

/**
 * Command sequences against the loading counter, through real tracked host calls: each Begin
 * starts a held call; End and Fail settle one of the calls in flight; Reset is the reset event.
 */
interface Model {
  inFlight: number
}
type Cmd = fc.AsyncCommand<Model, TestApp>

const count = (t: TestApp) => selectLoadingCount(t.app.actors.loading.getSnapshot())

const invariants = (t: TestApp, model: Model) => {
  expect(count(t)).toBeGreaterThanOrEqual(0)
  expect(count(t)).toBeLessThanOrEqual(model.inFlight)
  expect(t.view().loading).toBe(count(t) > 0)
  if (model.inFlight === 0) expect(count(t)).toBe(0)
}

class Begin implements Cmd {
  check = () => true
  async run(model: Model, t: TestApp) {
    void t.app.hostCalls.menu({ s: 's', c_code: 'c', filter: 0 }, new AbortController().signal).catch(() => {})
    model.inFlight += 1
    await settle(1)
    invariants(t, model)
    expect(t.view().loading).toBe(true)
  }
  toString = () => 'begin'
}

class Settle implements Cmd {
  constructor(
    readonly pick: number,
    readonly ok: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.inFlight > 0
  async run(model: Model, t: TestApp) {
    const before = count(t)
    await t.fakes.release('menu', this.ok ? undefined : { error: new HttpStatusError({ call: 'menu', status: 503 }) }, this.pick)
    model.inFlight -= 1
    invariants(t, model)
    // A failure turns the indicator off and resets the count; an end takes at most one away.
    if (!this.ok) expect(count(t)).toBe(0)
    else expect(count(t)).toBeGreaterThanOrEqual(before - 1)
  }
  toString = () => `${this.ok ? 'end' : 'fail'}(${this.pick})`
}

class Reset implements Cmd {
  check = () => true
  async run(model: Model, t: TestApp) {
    t.app.resetLoading()
    await settle(1)
    invariants(t, model)
    expect(count(t)).toBe(0)
  }
  toString = () => 'reset'
}

describe('loading counter, command sequences', () => {
  it('is never negative and returns to zero once every request settled, under any interleaving', async () => {
    const commands = fc.commands(
      [fc.constant(new Begin()), fc.tuple(fc.nat(5), fc.boolean()).map(([pick, ok]) => new Settle(pick, ok)), fc.constant(new Reset())],
      { maxCommands: 30 },
    )
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const t = await TestApp.start({ script: (fakes) => fakes.always('menu', { hold: true }) })
        const model: Model = { inFlight: 0 }
        try {
          await fc.asyncModelRun(() => ({ model: model, real: t }), cmds)
          // Settle whatever is still in flight: the count comes back to zero.
          while (model.inFlight > 0) {
            await t.fakes.release('menu')
            model.inFlight -= 1
          }
          expect(count(t)).toBe(0)
          expect(t.view().loading).toBe(false)
        } finally {
          t.stop()
        }
      }),
      { numRuns: 60 },
    )
  })
})
