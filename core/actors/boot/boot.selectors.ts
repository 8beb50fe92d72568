import type { SnapshotFrom } from 'xstate'
import type { BootMachine } from './boot.machine.ts'

type BootSnapshot = SnapshotFrom<BootMachine>

/** Whether start-up has finished (docs/product.md §4, step 6). */
export const selectInitialised = (snapshot: BootSnapshot): boolean => snapshot.hasTag('initialised')

/** Whether start-up is under way. */
export const selectBooting = (snapshot: BootSnapshot): boolean => snapshot.matches('running')
