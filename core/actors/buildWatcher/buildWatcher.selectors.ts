import type { SnapshotFrom } from 'xstate'
import type { BuildWatcherMachine } from './buildWatcher.machine.ts'

type BuildWatcherSnapshot = SnapshotFrom<BuildWatcherMachine>

/** Whether a newer build was seen, so the next navigation is a full page load. */
export const selectNewerBuild = (snapshot: BuildWatcherSnapshot): boolean => snapshot.matches('newerBuild')

/** The newest build id seen on the web host. */
export const selectLatestBuildId = (snapshot: BuildWatcherSnapshot): string | null => snapshot.context.latestBuildId
