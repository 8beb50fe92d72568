import { assign, emit, fromPromise, setup } from 'xstate'
import { Timing } from '../../contract/index.ts'
import { isNewerBuild } from './buildWatcher.logic.ts'
import type { BuildInfoOutput, BuildWatcherContext, BuildWatcherEmitted, BuildWatcherEvent, BuildWatcherInput } from './buildWatcher.types.ts'

/**
 * Newer build detection (docs/product.md §4, design: every 60 s and when the page becomes visible).
 * The build file is fetched with a time-stamp query (the `fetchBuildInfo` actor stamps it); once a
 * newer build is seen, the next navigation is a full page load through the `fullLoad` action.
 */
export const buildWatcherMachine = setup({
  types: {
    context: {} as BuildWatcherContext,
    events: {} as BuildWatcherEvent,
    emitted: {} as BuildWatcherEmitted,
    input: {} as BuildWatcherInput,
  },
  actors: {
    fetchBuildInfo: fromPromise<BuildInfoOutput>(async () => {
      throw new Error('fetchBuildInfo is not provided')
    }),
  },
  delays: { buildPoll: Timing.buildPollMs },
  actions: {
    /** Driver: load the path in full (not client-side). */
    fullLoad: (_, _params: { path: string }) => {},
    logCheckFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasOwnBuild: ({ context }) => context.ownBuildId !== '',
    isNewer: ({ context }, params: { buildId: string }) => isNewerBuild(context.ownBuildId, params.buildId),
  },
}).createMachine({
  id: 'buildWatcher',
  context: ({ input }) => ({ ownBuildId: input.ownBuildId, latestBuildId: null, failedChecks: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasOwnBuild', target: 'watching' }, { target: 'disabled' }],
    },
    /** No own build id (dev server): nothing to compare against. */
    disabled: {},
    watching: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'fetchBuildInfo',
            src: 'fetchBuildInfo',
            onDone: [
              {
                guard: { type: 'isNewer', params: ({ event }) => ({ buildId: event.output.build_id }) },
                target: '#buildWatcher.newerBuild',
                actions: [
                  assign({ latestBuildId: ({ event }) => event.output.build_id }),
                  emit(({ event }) => ({ type: 'build.newer' as const, buildId: event.output.build_id })),
                ],
              },
              { target: 'waiting', actions: assign({ latestBuildId: ({ event }) => event.output.build_id }) },
            ],
            onError: {
              target: 'waiting',
              actions: [
                assign({ failedChecks: ({ context }) => context.failedChecks + 1 }),
                { type: 'logCheckFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        waiting: {
          after: { buildPoll: 'checking' },
          on: { 'page.visible': 'checking' },
        },
      },
    },
    /** A newer build exists: the next navigation reloads the page. */
    newerBuild: {
      on: {
        'nav.navigate': { actions: { type: 'fullLoad', params: ({ event }) => ({ path: event.path }) } },
      },
    },
  },
})

export type BuildWatcherMachine = typeof buildWatcherMachine
