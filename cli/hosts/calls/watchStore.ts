import { isWatched } from '../../../core/watch/rules.ts'
import { ItemType, type MyPageTab } from '../../../core/contract/index.ts'
import type { Session } from '../sessions.ts'
import type { World } from './types.ts'

/**
 * What the stand-in remembers per viewer for the watching calls, in memory: positions (a member
 * by account, a guest by device), saved sections and scenes, and the items each seed member
 * holds (designed: there are no purchases yet).
 */

export interface Position {
  readonly movieUrl: string
  readonly position: number
  readonly duration: number
  readonly savedAt: number
}

export interface SavedClip {
  readonly itemId: string
  readonly movieUrl: string
  readonly start: number
  readonly end: number
  readonly title: string
  readonly savedAt: number
}

export interface ViewerState {
  readonly positions: Map<string, Position>
  /** Tab 3 (saved videos): movie_url to when. */
  readonly savedVideos: Map<string, number>
  readonly sections: Map<string, SavedClip>
  readonly scenes: Map<string, SavedClip>
}

/** Items each seed member holds: minji and junho a subscription and single purchases, seoyeon skytv, haneul none. */
const memberItems: Readonly<Record<string, readonly ItemType[]>> = {
  minji: [ItemType.subscription, ItemType.single],
  junho: [ItemType.subscription, ItemType.single],
  seoyeon: [ItemType.skytv],
  haneul: [],
}

export const itemsOf = (session: Session | undefined): readonly ItemType[] =>
  session?.kind === 'member' && session.accountId ? (memberItems[session.accountId] ?? []) : []

const stores = new WeakMap<World, Map<string, ViewerState>>()
let counter = 0

/** A viewer's key: the account of a member, else the device. */
export const viewerKey = (session: Session): string =>
  session.kind === 'member' && session.accountId ? `member:${session.accountId}` : `device:${session.deviceId}`

/** This world's state of one viewer (a fresh world, a fresh state: tests stay independent). */
export const viewerState = (world: World, session: Session): ViewerState => {
  let store = stores.get(world)
  if (!store) stores.set(world, (store = new Map()))
  const key = viewerKey(session)
  let state = store.get(key)
  if (!state) {
    state = { positions: new Map(), savedVideos: new Map(), sections: new Map(), scenes: new Map() }
    store.set(key, state)
  }
  return state
}

export const newItemId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`

/** Tab 1: titles with a position, newest first; `unfinished` keeps only those not yet watched (이어보기). */
export const positionsOf = (state: ViewerState, unfinished = false): Position[] =>
  [...state.positions.values()]
    .filter((p) => !unfinished || !isWatched(p.position, p.duration))
    .sort((a, b) => b.savedAt - a.savedAt)

export type { MyPageTab }
