import { assign, emit, setup } from 'xstate'
import { toView } from './alert.logic.ts'
import type { AlertContext, AlertEmitted, AlertEvent } from './alert.types.ts'

/**
 * The global alert/confirm modal (docs/product.md §4, §5): hidden to visible on show; any button
 * or overlay click hides it. A show that arrives while one is visible waits its turn instead of
 * replacing it, so no message is lost.
 */
export const alertMachine = setup({
  types: { context: {} as AlertContext, events: {} as AlertEvent, emitted: {} as AlertEmitted },
  actions: {
    showRequest: assign({
      current: ({ event }) => (event.type === 'alert.show' ? toView(event.request) : null),
    }),
    enqueueRequest: assign({
      queue: ({ context, event }) => (event.type === 'alert.show' ? [...context.queue, toView(event.request)] : context.queue),
    }),
    showNext: assign({
      current: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
    }),
    reportClosed: emit(
      ({ context, event }): AlertEmitted => ({
        type: 'alert.closed',
        id: context.current?.id ?? -1,
        action: event.type === 'alert.click' ? (context.current?.buttons[event.index]?.action ?? null) : null,
      }),
    ),
  },
  guards: {
    isShownButton: ({ context, event }) => event.type === 'alert.click' && event.index >= 0 && event.index < (context.current?.buttons.length ?? 0),
    hasQueued: ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'alert',
  context: { current: null, queue: [] },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'alert.show': { target: 'visible', actions: 'showRequest' } },
    },
    visible: {
      on: {
        'alert.show': { actions: 'enqueueRequest' },
        'alert.click': { guard: 'isShownButton', target: 'closing', actions: 'reportClosed' },
        'alert.overlay': { target: 'closing', actions: 'reportClosed' },
      },
    },
    /** Transient: the next queued show, or hidden. */
    closing: {
      always: [
        { guard: 'hasQueued', target: 'visible', actions: 'showNext' },
        { target: 'hidden', actions: assign({ current: null }) },
      ],
    },
  },
})

export type AlertMachine = typeof alertMachine
