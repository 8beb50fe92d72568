import type { SnapshotFrom } from 'xstate'
import type { SocialPopupMachine } from './socialPopup.machine.ts'
import type { PopupOutcome } from './socialPopup.types.ts'

type SocialPopupSnapshot = SnapshotFrom<SocialPopupMachine>

/** Whether a sign-in popup is in progress (open, or closed and waiting for a late answer). */
export const selectPopupBusy = (snapshot: SocialPopupSnapshot): boolean => snapshot.matches('active')

/** The last attempt's outcome. */
export const selectLastPopupOutcome = (snapshot: SocialPopupSnapshot): PopupOutcome | null => snapshot.context.lastOutcome
