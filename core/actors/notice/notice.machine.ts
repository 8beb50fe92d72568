import { assign, setup } from 'xstate'
import { unprovided } from '../support/unprovided.ts'
import type { NoticeContext, NoticeEvent, NoticeOutput } from './notice.types.ts'

/**
 * The latest notices (docs/product.md §4, boot step 4). The call needs no session, so boot starts it
 * at once; a failure is only logged (docs/product.md §8). States tagged `settled` have a load behind them.
 */
export const noticeMachine = setup({
  types: { context: {} as NoticeContext, events: {} as NoticeEvent },
  actors: { recentNoticeInfo: unprovided<NoticeOutput, Record<string, never>>('recentNoticeInfo') },
  actions: {
    log: (_, _params: { level: 'warn'; message: string; detail?: unknown }) => {},
  },
}).createMachine({
  id: 'notice',
  context: { top_notice_list: [] },
  initial: 'idle',
  states: {
    idle: { on: { 'notice.load': 'loading' } },
    loading: {
      invoke: {
        src: 'recentNoticeInfo',
        input: () => ({}),
        onDone: {
          target: 'loaded',
          actions: assign({ top_notice_list: ({ event }) => event.output.top_notice_list }),
        },
        onError: {
          target: 'failed',
          actions: { type: 'log', params: ({ event }) => ({ level: 'warn' as const, message: 'notice load failed', detail: event.error }) },
        },
      },
    },
    loaded: { tags: ['settled'], on: { 'notice.load': 'loading' } },
    failed: { tags: ['settled'], on: { 'notice.load': 'loading' } },
  },
  on: { 'notice.cached': { actions: assign({ top_notice_list: ({ event }) => event.top_notice_list }) } },
})

export type NoticeMachine = typeof noticeMachine
