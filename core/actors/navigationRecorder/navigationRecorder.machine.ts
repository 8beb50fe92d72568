import { assign, setup } from 'xstate'
import { restoredReturnUrl, returnUrlFor } from './navigationRecorder.logic.ts'
import type { NavigationRecorderContext, NavigationRecorderEvent } from './navigationRecorder.types.ts'

/** The navigation's return address, or '' when none is recorded. */
const returnUrlOf = (context: NavigationRecorderContext, event: NavigationRecorderEvent): string =>
  event.type === 'nav.navigate' ? (returnUrlFor(context.currentPath, event.path) ?? '') : ''

/**
 * The return-address recorder (docs/product.md §2): on every navigation that changes the full path,
 * the previous full path becomes the return address, written to the return_url session cookie
 * by the `writeReturnUrl` action the app provides.
 */
export const navigationRecorderMachine = setup({
  types: { context: {} as NavigationRecorderContext, events: {} as NavigationRecorderEvent },
  actions: {
    writeReturnUrl: (_, _params: { url: string }) => {},
    moveTo: assign({ currentPath: ({ context, event }) => (event.type === 'nav.navigate' ? event.path : context.currentPath) }),
  },
  guards: {
    recordsReturnUrl: ({ context, event }) => returnUrlOf(context, event) !== '',
  },
}).createMachine({
  id: 'navigationRecorder',
  context: { currentPath: null, returnUrl: null },
  on: {
    'nav.navigate': [
      {
        guard: 'recordsReturnUrl',
        actions: [
          assign({ returnUrl: ({ context, event }) => returnUrlOf(context, event) }),
          { type: 'writeReturnUrl', params: ({ context }) => ({ url: context.returnUrl ?? '' }) },
          'moveTo',
        ],
      },
      { actions: 'moveTo' },
    ],
    'nav.restoreReturnUrl': { actions: assign({ returnUrl: ({ event }) => restoredReturnUrl(event.stored) }) },
  },
})

export type NavigationRecorderMachine = typeof navigationRecorderMachine
