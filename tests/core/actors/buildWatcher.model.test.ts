import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../../core/api/errors.ts'
import { buildWatcherMachine } from '../../../core/actors/buildWatcher/buildWatcher.machine.ts'
import type { BuildWatcherEvent } from '../../../core/actors/buildWatcher/buildWatcher.types.ts'
import { isNewerBuild } from '../../../core/actors/buildWatcher/buildWatcher.logic.ts'
import { Timing } from '../../../core/contract/index.ts'
import { delayedEvents, everyTransition, walkPaths } from '../../support/model.ts'
import { TestApp, settle } from '../../support/testApp.ts'

/** The fake web host serves build-1 unless told otherwise. */
const OWN = 'build-1'
type ModelEvent = BuildWatcherEvent | { type: string; output?: { build_id: string; built_at: string }; error?: unknown }

describe('build watcher, model-based', () => {
  const paths = everyTransition(buildWatcherMachine, {
    input: { ownBuildId: OWN },
    events: (snapshot) =>
      [
        { type: 'page.visible' },
        { type: 'nav.navigate', path: '/contents' },
        ...(snapshot.matches({ watching: 'checking' })
          ? [
              { type: 'xstate.done.actor.fetchBuildInfo', output: { build_id: OWN, built_at: '' } },
              { type: 'xstate.done.actor.fetchBuildInfo', output: { build_id: 'build-newer', built_at: '' } },
              { type: 'xstate.error.actor.fetchBuildInfo', error: new HttpStatusError({ call: 'buildInfo', status: 503 }) },
            ]
          : []),
        ...delayedEvents(buildWatcherMachine, snapshot),
      ] as never,
    serializeState: (s) => JSON.stringify(s.value),
  })

  it('walks every transition: polls every 60 s and on visibility, and a newer build makes the next navigation a full load', async () => {
    let fullLoads = 0
    let checks = 1
    const steps = await walkPaths(paths, {
      start: async () => {
        fullLoads = 0
        checks = 1
        return TestApp.start({ buildId: OWN, script: (fakes) => fakes.always('buildInfo', { hold: true }) })
      },
      async exec(t, event: ModelEvent, before) {
        if (event.type === 'page.visible') {
          if (before?.matches({ watching: 'waiting' })) checks += 1
          t.app.pageVisible()
        } else if (event.type === 'nav.navigate') {
          if (before?.matches('newerBuild')) fullLoads += 1
          expect(t.app.navigate('/contents')).toBe(before?.matches('newerBuild') ? 'full-load' : 'client')
        } else if (event.type.startsWith('xstate.done')) {
          await t.fakes.release('buildInfo', { output: (event as { output: unknown }).output })
        } else if (event.type.startsWith('xstate.error')) {
          await t.fakes.release('buildInfo', { error: (event as { error: unknown }).error })
        } else {
          checks += 1
          t.clock.increment(Timing.buildPollMs)
        }
        await settle(2)
      },
      check(t, model) {
        expect(t.app.actors.buildWatcher.getSnapshot().value).toEqual(model.value)
        expect(t.view().newerBuild).toBe(model.matches('newerBuild'))
        expect(t.navigation.loads).toEqual(Array(fullLoads).fill('/contents'))
        const polls = t.fakes.of('buildInfo')
        expect(polls).toHaveLength(checks)
        // Every poll carries the wall-clock time stamp of when it was sent.
        expect(polls.at(-1)?.input).toEqual({ t: expect.any(Number) })
      },
      stop: (t) => t.stop(),
    })
    expect(steps).toBeGreaterThan(paths.length)
  })
})

describe('build watcher', () => {
  it('stamps each poll with the clock time, 60 s apart', async () => {
    const t = await TestApp.start({ buildId: OWN, startAt: 1_000 }).settle().advance(Timing.buildPollMs).advance(Timing.buildPollMs)
    expect(t.fakes.of('buildInfo').map((c) => c.input)).toEqual([{ t: 1_000 }, { t: 61_000 }, { t: 121_000 }])
  })

  it('does not watch without an own build id, and never shows the loading indicator for a poll', async () => {
    const off = await TestApp.start({ buildId: '' }).advance(Timing.buildPollMs * 3)
    expect(off.fakes.of('buildInfo')).toHaveLength(0)
    const on = await TestApp.start({ buildId: OWN, script: (fakes) => fakes.always('buildInfo', { hold: true }) }).settle()
    expect(on.fakes.held('buildInfo')).toBe(1)
    expect(on.view().loading).toBe(false)
  })

  it('counts any other build id as newer, never an empty one', () => {
    expect(isNewerBuild('a', 'b')).toBe(true)
    expect(isNewerBuild('a', 'a')).toBe(false)
    expect(isNewerBuild('a', '')).toBe(false)
    expect(isNewerBuild('', 'b')).toBe(false)
  })
})
