import type { SnapshotFrom } from 'xstate'
import type { ReloadGuardMachine } from './reloadGuard.machine.ts'
import type { ReloadOutcome } from './reloadGuard.types.ts'

/** The last chunk-load failure and what was done about it. */
export const selectLastReload = (snapshot: SnapshotFrom<ReloadGuardMachine>): ReloadOutcome | null => snapshot.context.lastOutcome
