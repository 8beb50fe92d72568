import type { SnapshotFrom } from 'xstate'
import type { AlertMachine } from './alert.machine.ts'
import type { AlertView } from './alert.types.ts'

type AlertSnapshot = SnapshotFrom<AlertMachine>

/** The modal as a view shows it: null while hidden. */
export const selectAlert = (snapshot: AlertSnapshot): AlertView | null => (snapshot.matches('visible') ? snapshot.context.current : null)

/** How many shows wait behind the visible one. */
export const selectQueuedAlerts = (snapshot: AlertSnapshot): number => snapshot.context.queue.length
