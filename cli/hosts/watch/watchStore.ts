import { MyPageTab } from '../../../core/contract/index.ts'
import type { Session } from '../auth/sessions.ts'
import type { Db } from '../store/db.ts'

/**
 * What the stand-in remembers per viewer for the watching calls, in the store: positions (a member
 * by account, a guest by device), and saved sections and scenes.
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

let counter = 0

/**
 * A viewer's key: a member's profile (the account's first profile keeps the account's key, so what
 * was kept before profiles stays its own; docs/decisions/1900), else the device.
 */
export const viewerKey = (session: Session): string => {
  if (session.kind !== 'member' || !session.accountId) return `device:${session.deviceId}`
  return session.profile && !session.profile.first ? `profile:${session.profile.id}` : `member:${session.accountId}`
}

export const newItemId = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`

/** The tabs a saved clip belongs to. */
export type ClipTab = 'sections' | 'scenes'

/** The watching calls' state per viewer (by viewerKey), in the store. */
export interface WatchStore {
  position(viewer: string, movieUrl: string): Promise<Position | undefined>
  savePosition(viewer: string, position: Position): Promise<void>
  /** Tab 1: titles with a position, newest first. */
  positions(viewer: string): Promise<Position[]>
  /** Saves a title (tab 3), or moves it to the top when saved already. */
  saveVideo(viewer: string, movieUrl: string, at: number): Promise<void>
  /** Tab 3, newest first. */
  savedVideos(viewer: string): Promise<{ readonly movieUrl: string; readonly savedAt: number }[]>
  isSaved(viewer: string, movieUrl: string): Promise<boolean>
  saveClip(viewer: string, tab: ClipTab, clip: SavedClip): Promise<void>
  /** Tab 4 or 5, newest first. */
  clips(viewer: string, tab: ClipTab): Promise<SavedClip[]>
  /** Removes one item of a tab; false when there was none. */
  remove(viewer: string, tab: MyPageTab, itemId: string): Promise<boolean>
}

interface PositionRow {
  movie_url: string
  position: number
  duration: number
  saved_at: string | number
}

interface ClipRow {
  item_id: string
  movie_url: string
  start_sec: number
  end_sec: number
  title: string
  saved_at: string | number
}

const positionOf = (row: PositionRow): Position => ({ movieUrl: row.movie_url, position: row.position, duration: row.duration, savedAt: Number(row.saved_at) })

const clipOf = (row: ClipRow): SavedClip => ({
  itemId: row.item_id,
  movieUrl: row.movie_url,
  start: row.start_sec,
  end: row.end_sec,
  title: row.title,
  savedAt: Number(row.saved_at),
})

/** Which table and key column myListRemove deletes from, per tab. */
const removable: Partial<Record<MyPageTab, string>> = {
  [MyPageTab.watched]: 'DELETE FROM positions WHERE viewer = $1 AND movie_url = $2',
  [MyPageTab.savedVideos]: 'DELETE FROM saved_videos WHERE viewer = $1 AND movie_url = $2',
  [MyPageTab.savedSections]: "DELETE FROM saved_clips WHERE viewer = $1 AND item_id = $2 AND tab = 'sections'",
  [MyPageTab.savedScenes]: "DELETE FROM saved_clips WHERE viewer = $1 AND item_id = $2 AND tab = 'scenes'",
}

export const createWatchStore = (db: Db): WatchStore => ({
  async position(viewer, movieUrl) {
    const [row] = await db.query<PositionRow>('SELECT movie_url, position, duration, saved_at FROM positions WHERE viewer = $1 AND movie_url = $2', [
      viewer,
      movieUrl,
    ])
    return row ? positionOf(row) : undefined
  },
  async savePosition(viewer, p) {
    await db.query(
      `INSERT INTO positions (viewer, movie_url, position, duration, saved_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (viewer, movie_url) DO UPDATE SET position = $3, duration = $4, saved_at = $5`,
      [viewer, p.movieUrl, p.position, p.duration, p.savedAt],
    )
  },
  async positions(viewer) {
    // Ties keep the order titles were first saved in.
    const rows = await db.query<PositionRow>('SELECT movie_url, position, duration, saved_at FROM positions WHERE viewer = $1 ORDER BY saved_at DESC, seq', [
      viewer,
    ])
    return rows.map(positionOf)
  },
  async saveVideo(viewer, movieUrl, at) {
    // Deleted and inserted again: a new seq puts it on top even within the same millisecond.
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM saved_videos WHERE viewer = $1 AND movie_url = $2', [viewer, movieUrl])
      await tx.query('INSERT INTO saved_videos (viewer, movie_url, saved_at) VALUES ($1, $2, $3)', [viewer, movieUrl, at])
    })
  },
  async savedVideos(viewer) {
    const rows = await db.query<{ movie_url: string; saved_at: string | number }>(
      'SELECT movie_url, saved_at FROM saved_videos WHERE viewer = $1 ORDER BY seq DESC',
      [viewer],
    )
    return rows.map((row) => ({ movieUrl: row.movie_url, savedAt: Number(row.saved_at) }))
  },
  async isSaved(viewer, movieUrl) {
    return (await db.query('SELECT 1 AS saved FROM saved_videos WHERE viewer = $1 AND movie_url = $2', [viewer, movieUrl])).length > 0
  },
  async saveClip(viewer, tab, clip) {
    await db.query('INSERT INTO saved_clips (item_id, viewer, tab, movie_url, start_sec, end_sec, title, saved_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      clip.itemId,
      viewer,
      tab,
      clip.movieUrl,
      clip.start,
      clip.end,
      clip.title,
      clip.savedAt,
    ])
  },
  async clips(viewer, tab) {
    const rows = await db.query<ClipRow>(
      'SELECT item_id, movie_url, start_sec, end_sec, title, saved_at FROM saved_clips WHERE viewer = $1 AND tab = $2 ORDER BY saved_at DESC, seq',
      [viewer, tab],
    )
    return rows.map(clipOf)
  },
  async remove(viewer, tab, itemId) {
    const statement = removable[tab]
    if (!statement) return false
    return (await db.query(`${statement} RETURNING 1 AS removed`, [viewer, itemId])).length > 0
  },
})

export type { MyPageTab }
