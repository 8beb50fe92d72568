import type { SnapshotFrom } from 'xstate'
import type { LoadingMachine } from './loading.machine.ts'

type LoadingSnapshot = SnapshotFrom<LoadingMachine>

/** Whether the full-screen loading indicator shows. */
export const selectIsLoading = (snapshot: LoadingSnapshot): boolean => snapshot.matches('on')

/** How many tracked requests are in flight. */
export const selectLoadingCount = (snapshot: LoadingSnapshot): number => snapshot.context.open.length
