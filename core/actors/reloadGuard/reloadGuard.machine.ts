import { assign, emit, setup } from 'xstate'
import { reloadDecision } from './reloadGuard.logic.ts'
import type { ReloadGuardContext, ReloadGuardEmitted, ReloadGuardEvent, ReloadOutcome } from './reloadGuard.types.ts'

/**
 * Chunk-load failures (docs/product.md §8): reload the target path, guarded by a 10-second window in
 * session storage. The driver reads the stored time into the event; `rememberReload` writes it
 * and `fullLoad` reloads, both provided by the app.
 */
export const reloadGuardMachine = setup({
  types: {
    context: {} as ReloadGuardContext,
    events: {} as ReloadGuardEvent,
    emitted: {} as ReloadGuardEmitted,
  },
  actions: {
    rememberReload: (_, _params: { at: number }) => {},
    fullLoad: (_, _params: { path: string }) => {},
    record: assign({ lastOutcome: (_, outcome: ReloadOutcome) => outcome }),
    report: emit((_, outcome: ReloadOutcome) => ({ type: 'chunk.handled' as const, outcome })),
  },
  guards: {
    mayReload: ({ event }) => reloadDecision(event.lastReloadAt, event.now) === 'reload',
  },
}).createMachine({
  id: 'reloadGuard',
  context: { lastOutcome: null },
  on: {
    'chunk.failed': [
      {
        guard: 'mayReload',
        actions: [
          { type: 'record', params: ({ event }) => ({ path: event.path, decision: 'reload' as const }) },
          { type: 'rememberReload', params: ({ event }) => ({ at: event.now }) },
          { type: 'report', params: ({ event }) => ({ path: event.path, decision: 'reload' as const }) },
          { type: 'fullLoad', params: ({ event }) => ({ path: event.path }) },
        ],
      },
      {
        actions: [
          { type: 'record', params: ({ event }) => ({ path: event.path, decision: 'error' as const }) },
          { type: 'report', params: ({ event }) => ({ path: event.path, decision: 'error' as const }) },
        ],
      },
    ],
  },
})

export type ReloadGuardMachine = typeof reloadGuardMachine
