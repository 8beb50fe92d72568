import type { SnapshotFrom } from 'xstate'
import type { NavigationRecorderMachine } from './navigationRecorder.machine.ts'

type RecorderSnapshot = SnapshotFrom<NavigationRecorderMachine>

/** The return address (where a successful login goes back to), if any. */
export const selectReturnUrl = (snapshot: RecorderSnapshot): string | null => snapshot.context.returnUrl

/** The current full path, once navigated. */
export const selectCurrentPath = (snapshot: RecorderSnapshot): string | null => snapshot.context.currentPath
