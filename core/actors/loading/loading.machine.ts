import { assign, setup } from 'xstate'
import { withRequest, withoutRequest } from './loading.logic.ts'
import type { LoadingContext, LoadingEvent } from './loading.types.ts'

/**
 * The full-screen loading indicator (docs/product.md §4): on when the first tracked request begins,
 * off when the count returns to zero, off and reset when any request fails, and on reset.
 * Requests are counted by id, so a stale end after a reset cannot pull the count below zero.
 */
export const loadingMachine = setup({
  types: { context: {} as LoadingContext, events: {} as LoadingEvent },
  actions: {
    addRequest: assign({
      open: ({ context, event }) => (event.type === 'loading.begin' ? withRequest(context.open, event.id) : context.open),
    }),
    removeRequest: assign({
      open: ({ context, event }) => (event.type === 'loading.end' ? withoutRequest(context.open, event.id) : context.open),
    }),
    clearRequests: assign({ open: () => [] }),
  },
  guards: {
    nothingInFlight: ({ context }) => context.open.length === 0,
  },
}).createMachine({
  id: 'loading',
  context: { open: [] },
  initial: 'off',
  states: {
    off: {
      on: { 'loading.begin': { target: 'on', actions: 'addRequest' } },
    },
    on: {
      always: { guard: 'nothingInFlight', target: 'off' },
      on: {
        'loading.begin': { actions: 'addRequest' },
        'loading.end': { actions: 'removeRequest' },
        'loading.fail': { target: 'off', actions: 'clearRequests' },
      },
    },
  },
  on: {
    'loading.reset': { target: '.off', actions: 'clearRequests' },
  },
})

export type LoadingMachine = typeof loadingMachine
