import type { SnapshotFrom } from 'xstate'
import type { BingeMachine } from './binge.machine.ts'

type BingeSnapshot = SnapshotFrom<BingeMachine>

/** Whether the next-episode card shows. */
export const selectCardShown = (snapshot: BingeSnapshot): boolean => snapshot.matches('offering')

/** Seconds left on the card's countdown; null while it does not count (autoplay off, no card). */
export const selectCountdown = (snapshot: BingeSnapshot): number | null =>
  snapshot.matches('offering') && snapshot.context.autoplay ? snapshot.context.countdown : null

/** Whether 계속 시청하시겠어요? is asked. */
export const selectAskingStillWatching = (snapshot: BingeSnapshot): boolean => snapshot.matches('stillWatching')
