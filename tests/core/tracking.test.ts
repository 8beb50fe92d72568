import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { selectLoadingCount } from '../../core/actors/loading/loading.selectors.ts'
import { HttpStatusError } from '../../core/api/errors.ts'
import { trackHostCalls } from '../../core/app/index.ts'
import { type CallName, callNames } from '../../core/contract/index.ts'
import { type HostCallName, hostCallNames } from '../../core/ports/hostCalls.ts'
import { fakeHosts } from '../support/fakeHosts.ts'
import { startRealApp, useStandIn } from '../support/standIn.ts'
import type { TestApp } from '../support/testApp.ts'
import { recordingTracker } from './api.harness.ts'

/**
 * The one loading tracker (core/app/trackHostCalls.ts) around an app's host calls: what it
 * tells the loading counter for a call that succeeds, fails, is abandoned, or is the build poll.
 */

const isNamed = (name: CallName): name is HostCallName => (hostCallNames as readonly string[]).includes(name)

describe('the tracker, for any calls', () => {
  const step = fc.record({
    name: fc.constantFrom(...callNames),
    outcome: fc.constantFrom('ok', 'error', 'abort'),
    // true: the machines' named call where there is one; false: a page's call by name.
    named: fc.boolean(),
    track: fc.boolean(),
  })

  it("begins every call but buildInfo and a page's untracked one, then ends it, or fails it when it failed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const fakes = fakeHosts()
        const tracker = recordingTracker()
        const calls = trackHostCalls(fakes.calls, tracker)
        const expected: string[] = []
        for (const { name, outcome, named, track } of steps) {
          const error = new HttpStatusError({ call: name, status: 503 })
          fakes.script(name, outcome === 'ok' ? { output: {} } : outcome === 'error' ? { error } : { hold: true })
          const abort = new AbortController()
          const byName = !(named && isNamed(name))
          const sent = byName
            ? calls.send(name, { params: {}, track }, abort.signal)
            : (calls[name as HostCallName] as (input: unknown, signal: AbortSignal) => Promise<unknown>)({}, abort.signal)
          if (outcome === 'abort') abort.abort()
          await sent.catch(() => {})
          if (name === 'buildInfo' || (byName && !track)) continue
          expected.push(`begin ${name}`, outcome === 'error' ? `fail ${name} HttpStatusError` : `end ${name}`)
        }
        expect(tracker.events).toEqual(expected)
        expect(tracker.open()).toBe(0)
      }),
      { numRuns: 80 },
    )
  })
})

describe('the loading counter of an app over the real host calls', () => {
  const standIn = useStandIn()

  /** Every loading count the app's indicator takes from now on. */
  const watchCounts = (t: TestApp) => {
    const seen: number[] = []
    const subscription = t.app.actors.loading.subscribe((snapshot) => void seen.push(selectLoadingCount(snapshot)))
    return { seen, stop: () => subscription.unsubscribe() }
  }
  const count = (t: TestApp) => selectLoadingCount(t.app.actors.loading.getSnapshot())

  it("buildInfo never begins: not as the build poll, not as a page's call by name, not when retried", async () => {
    const t = await startRealApp(standIn().hosts).navigate('/').untilInitialised()
    try {
      const counts = watchCounts(t)
      standIn().faults.add('buildInfo=status:503,times=1')
      await t.app.hostCalls.buildInfo({ t: 1 }, new AbortController().signal)
      await t.app.request('buildInfo', { t: 2 })
      expect(standIn().calls.count('buildInfo')).toBe(3)
      expect(counts.seen.filter((n) => n > 0)).toEqual([])
      // Another call of the same page does begin: the watch above would have seen buildInfo.
      await t.app.request('tagList')
      expect(counts.seen).toContain(1)
      counts.stop()
    } finally {
      t.stop()
    }
  })

  it('a call its page abandoned ends: another call in flight still keeps the indicator on', async () => {
    const t = await startRealApp(standIn().hosts).navigate('/').untilInitialised()
    try {
      standIn().faults.add('contentList=latency:600000')
      const [first, second] = [new AbortController(), new AbortController()]
      const abandoned = t.app.request('contentList', { page: 1 }, { signal: first.signal }).catch((e: unknown) => e)
      const kept = t.app.request('contentList', { page: 2 }, { signal: second.signal }).catch((e: unknown) => e)
      await expect.poll(() => count(t)).toBe(2)
      first.abort()
      expect(await abandoned).toMatchObject({ _tag: 'TransportError', reason: 'aborted' })
      expect(count(t)).toBe(1)
      expect(t.view().loading).toBe(true)
      second.abort()
      await kept
      expect(count(t)).toBe(0)
    } finally {
      t.stop()
    }
  })

  it('a call that fails fails: the indicator goes off, though another call is still in flight', async () => {
    const t = await startRealApp(standIn().hosts).navigate('/').untilInitialised()
    try {
      standIn().faults.add('contentList=latency:600000')
      standIn().faults.add('tagList=status:503')
      const held = new AbortController()
      const kept = t.app.request('contentList', { page: 1 }, { signal: held.signal }).catch((e: unknown) => e)
      await expect.poll(() => count(t)).toBe(1)
      await expect(t.app.request('tagList')).rejects.toMatchObject({ _tag: 'HttpStatusError', status: 503 })
      expect(count(t)).toBe(0)
      expect(t.view().loading).toBe(false)
      held.abort()
      await kept
    } finally {
      t.stop()
    }
  })
})
