import { assign, emit, enqueueActions, fromCallback, setup } from 'xstate'
import { Timing } from '../../contract/index.ts'
import { failure, success } from './socialPopup.logic.ts'
import type { PopupOutcome, PopupWindowInput, SocialPopupContext, SocialPopupEmitted, SocialPopupEvent } from './socialPopup.types.ts'

/** Default popup window: no provider wired, so every attempt fails as internal-error. */
const noPopupWindow = fromCallback<SocialPopupEvent, PopupWindowInput>(({ sendBack }) => {
  sendBack({ type: 'popup.failed', code: 'internal-error' })
})

/**
 * The social sign-in popup (docs/product.md §4, §9). A new popup cancels the previous one
 * (cancelled-popup-request); when the viewer closes the window, a late result may still arrive
 * for Timing.popupClosedWaitMs before the attempt is rejected as popup-closed-by-user. The
 * window itself is the `popupWindow` actor the driver provides (Firebase in web, a fake in tests).
 */
export const socialPopupMachine = setup({
  types: {
    context: {} as SocialPopupContext,
    events: {} as SocialPopupEvent,
    emitted: {} as SocialPopupEmitted,
  },
  actors: { popupWindow: noPopupWindow },
  delays: { popupClosedWait: Timing.popupClosedWaitMs },
  actions: {
    settle: enqueueActions(({ enqueue }, outcome: PopupOutcome | null) => {
      if (!outcome) return
      enqueue(assign({ lastOutcome: outcome, request: null }))
      enqueue(emit({ type: 'popup.settled', outcome }))
    }),
    takeRequest: assign({
      request: ({ context, event }) => (event.type === 'popup.open' ? event.request : context.request),
    }),
  },
}).createMachine({
  id: 'socialPopup',
  context: { request: null, lastOutcome: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'popup.open': { target: 'active', actions: 'takeRequest' } },
    },
    active: {
      invoke: {
        id: 'popupWindow',
        src: 'popupWindow',
        input: ({ context }) => ({ provider: context.request?.provider ?? 'google' }),
      },
      initial: 'open',
      states: {
        open: {
          on: { 'popup.closed': 'closedByViewer' },
        },
        /** The window is gone; the provider may still answer within the wait. */
        closedByViewer: {
          after: {
            popupClosedWait: {
              target: '#socialPopup.idle',
              actions: { type: 'settle', params: ({ context }) => failure(context.request, 'popup-closed-by-user') },
            },
          },
        },
      },
      on: {
        'popup.open': {
          target: 'active',
          reenter: true,
          actions: [{ type: 'settle', params: ({ context }) => failure(context.request, 'cancelled-popup-request') }, 'takeRequest'],
        },
        'popup.signedIn': {
          target: 'idle',
          actions: { type: 'settle', params: ({ context, event }) => success(context.request, event.credential) },
        },
        'popup.failed': {
          target: 'idle',
          actions: { type: 'settle', params: ({ context, event }) => failure(context.request, event.code) },
        },
      },
    },
  },
})

export type SocialPopupMachine = typeof socialPopupMachine
