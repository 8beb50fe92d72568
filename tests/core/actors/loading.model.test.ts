import { describe, expect, it } from 'vitest'
import { loadingMachine } from '../../../core/actors/loading/loading.machine.ts'
import { selectIsLoading, selectLoadingCount } from '../../../core/actors/loading/loading.selectors.ts'
import type { LoadingEvent } from '../../../core/actors/loading/loading.types.ts'
import { loadingTracker } from '../../../core/app/index.ts'
import { everyTransition, walkPaths } from '../../support/model.ts'
import { TestApp } from '../../support/testApp.ts'

const ids = [1, 2, 3]
const events: LoadingEvent[] = [
  ...ids.map((id) => ({ type: 'loading.begin' as const, id })),
  ...ids.map((id) => ({ type: 'loading.end' as const, id })),
  ...ids.map((id) => ({ type: 'loading.fail' as const, id })),
  { type: 'loading.reset' },
]

describe('loading counter, model-based', () => {
  const paths = everyTransition(loadingMachine, {
    events: () => events,
    serializeState: (s) => JSON.stringify([s.value, [...s.context.open].sort()]),
  })

  it('walks every transition through the request tracker an app gives its host calls', async () => {
    const steps = await walkPaths(paths, {
      start: async () => TestApp.start(),
      exec(t, event) {
        const tracker = loadingTracker((e) => t.app.actors.loading.send(e))
        const request = { id: 'id' in event ? event.id : 0, call: 'menu' as const }
        if (event.type === 'loading.begin') tracker.begin(request)
        if (event.type === 'loading.end') tracker.end(request)
        if (event.type === 'loading.fail') tracker.fail(request, undefined)
        if (event.type === 'loading.reset') t.app.resetLoading()
      },
      check(t, model) {
        const snapshot = t.app.actors.loading.getSnapshot()
        expect(selectIsLoading(snapshot)).toBe(model.matches('on'))
        expect(selectLoadingCount(snapshot)).toBe(model.context.open.length)
        expect(t.view().loading).toBe(model.context.open.length > 0)
      },
      stop: (t) => t.stop(),
    })
    expect(paths.length).toBeGreaterThan(20)
    expect(steps).toBeGreaterThan(paths.length)
  })
})
