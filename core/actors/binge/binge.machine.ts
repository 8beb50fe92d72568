import { assign, emit, setup } from 'xstate'
import { COUNTDOWN_SECONDS, UNATTENDED_LIMIT } from './binge.logic.ts'
import type { BingeContext, BingeEmitted, BingeEvent, BingeInput } from './binge.types.ts'

/**
 * Next episode and still watching (docs/decisions/1700). In the credits the card offers the next
 * episode and counts down; at zero, or at the end, the next one plays by itself unless the viewer
 * closed the card or turned autoplay off. After three episodes went on with no input, the fourth
 * waits for 계속 시청 (a player left running must not play a season to an empty room). Any input
 * of the viewer's starts the count again.
 */
export const bingeMachine = setup({
  types: { context: {} as BingeContext, events: {} as BingeEvent, emitted: {} as BingeEmitted, input: {} as BingeInput },
  actions: {
    startCountdown: assign({ countdown: ({ context }) => context.countdownFrom }),
    tick: assign({ countdown: ({ context }) => Math.max(0, context.countdown - 1) }),
    attended: assign({ unattended: 0 }),
    wentOnAlone: assign({ unattended: ({ context }) => Math.min(UNATTENDED_LIMIT, context.unattended + 1) }),
    setAutoplay: assign({ autoplay: ({ context, event }) => (event.type === 'binge.autoplay' ? event.on : context.autoplay) }),
    setEpisode: assign({ hasNext: ({ context, event }) => (event.type === 'binge.episode' ? event.hasNext : context.hasNext) }),
    playNext: emit({ type: 'binge.next' } as const),
  },
  guards: {
    hasNext: ({ context }) => context.hasNext,
    autoplay: ({ context }) => context.autoplay,
    countedOut: ({ context }) => context.autoplay && context.countdown <= 0,
    tooLongAlone: ({ context }) => context.unattended + 1 >= UNATTENDED_LIMIT,
  },
}).createMachine({
  id: 'binge',
  context: ({ input }) => {
    const countdownFrom = input.countdown ?? COUNTDOWN_SECONDS
    return { autoplay: input.autoplay, hasNext: input.hasNext, unattended: 0, countdown: countdownFrom, countdownFrom }
  },
  initial: 'watching',
  on: {
    'binge.input': { actions: 'attended' },
    'binge.autoplay': { actions: ['setAutoplay', 'attended'] },
    'binge.episode': { target: '.watching', actions: 'setEpisode' },
  },
  states: {
    /** Playing the episode, before its credits. */
    watching: {
      on: {
        'binge.credits': { guard: 'hasNext', target: 'offering' },
        'binge.ended': [{ guard: 'hasNext', target: 'offering' }, { target: 'finished' }],
      },
    },
    /** The card is up: 다음 화 with its countdown (none while autoplay is off). */
    offering: {
      entry: 'startCountdown',
      always: { guard: 'countedOut', target: 'goingOn' },
      initial: 'counting',
      states: {
        // Re-entered every second, so its timer is armed again; the card's own entry is not re-run.
        // Turning autoplay on under the card starts the count from where it stopped.
        counting: {
          after: { 1000: { guard: 'autoplay', target: 'counting', reenter: true, actions: 'tick' } },
          on: { 'binge.autoplay': { target: 'counting', reenter: true, actions: ['setAutoplay', 'attended'] } },
        },
      },
      on: {
        'binge.dismiss': { target: 'dismissed', actions: 'attended' },
        'binge.playNext': { target: 'next', actions: 'attended' },
        'binge.leaveCredits': { target: 'watching' },
        'binge.ended': { guard: 'autoplay', target: 'goingOn' },
      },
    },
    /** The countdown ran out (or the episode ended under it): on to the next, unless nobody has been there for too long. */
    goingOn: {
      always: [
        { guard: 'tooLongAlone', target: 'stillWatching', actions: 'wentOnAlone' },
        { target: 'next', actions: 'wentOnAlone' },
      ],
    },
    /** The viewer closed the card: the episode plays to its end and stops there. */
    dismissed: {
      on: {
        'binge.leaveCredits': { target: 'watching' },
        'binge.ended': { target: 'finished' },
        'binge.playNext': { guard: 'hasNext', target: 'next', actions: 'attended' },
      },
    },
    /** 계속 시청하시겠어요? */
    stillWatching: {
      on: {
        'binge.continue': { target: 'next', actions: 'attended' },
        'binge.stop': { target: 'finished', actions: 'attended' },
      },
    },
    /** The player loads the next episode; its `binge.episode` starts the watch again. */
    next: { entry: 'playNext' },
    /** Stopped at the end: the end screen may still offer the next episode. */
    finished: {
      on: { 'binge.playNext': { guard: 'hasNext', target: 'next', actions: 'attended' } },
    },
  },
})

export type BingeMachine = typeof bingeMachine
