import { keepLatest } from '../../../core/support/keepLatest.ts'
import type { HomeContentsOutput } from '../../../core/api/schemas.browse.ts'
import type { MyListOutput } from '../../../core/api/schemas.watch.ts'
import { forgetOnViewerChange } from '../../data/viewerEpoch.ts'

/**
 * The home as each history entry drew it, so the way back to that entry (the browser's back from a
 * title) draws the same rows in the same pass and react-router's scroll restoration lands where the
 * viewer was, as the streaming services' homes do. Only for a landing: while the home is on screen,
 * its data is read again as usual (after a removal from 이어보기, a change of viewer), so nothing
 * kept outlives a write made on it. In memory for the visit; a reload reads the home again.
 */
export interface KeptHome {
  readonly home: HomeContentsOutput
  readonly continueWatching: MyListOutput | null
  /** Each row's horizontal scroll when the viewer left, by the row's number. */
  readonly rowScroll: ReadonlyMap<number, number>
}

/** The latest entries only: each holds some 200 cards. */
const LIMIT = 4

const kept = new Map<string, KeptHome>()
/** The answers that came from here: their rows are drawn whole at once (no deferred pass to land on). */
const fromKept = new WeakSet<HomeContentsOutput>()
/** Whether a home is on screen: its own reads again are not landings. */
let shown = false

/** The home `entry` drew, when landing on it. */
export const keptHome = (entry: string | undefined): KeptHome | undefined => {
  const home = entry === undefined || shown ? undefined : kept.get(entry)
  if (home) fromKept.add(home.home)
  return home
}

/** Keeps what `entry` drew, forgetting the oldest entries past the limit. */
export const keepHome = (entry: string, home: KeptHome): void => {
  keepLatest(kept, entry, home, LIMIT)
}

/** The home's answer came kept: draw every row now. */
export const isKeptHome = (home: HomeContentsOutput): boolean => fromKept.has(home)

/** The home page mounts and unmounts. */
export const homeShown = (on: boolean): void => {
  shown = on
}

forgetOnViewerChange(() => kept.clear())
