import { randomBytes } from 'node:crypto'
import { STREAM_LAPSE_MS } from '../../../core/contract/index.ts'
import type { Db } from '../store/db.ts'

/**
 * Playback sessions (docs/decisions/1811): a stream runs from playInfo to streamEnd while its
 * player beats; one whose last beat is older than STREAM_LAPSE_MS, or whose session has ended
 * (logout, another device's sign-out, the device limit), no longer counts. A viewer ('member:…' or
 * 'device:…' for a guest) plays at most their plan's screens at once: one more is refused with
 * the streams watching. A screen is a device: the device's new stream replaces its own earlier
 * one (a second tab, the next episode), whose player plays on uncounted. Starts and take-overs of one viewer run one at a time, so two screens
 * pressing 재생 together cannot both take the last place.
 */
export interface LiveStream {
  readonly id: string
  readonly s: string
  readonly deviceId: string
  readonly movieUrl: string
  readonly startedAt: number
  readonly deviceType: number | null
  readonly deviceName: string | null
}

export type StartResult = { readonly kind: 'started'; readonly id: string } | { readonly kind: 'full'; readonly watching: readonly LiveStream[] }

export type BeatResult = 'alive' | 'ended'

export interface StreamTable {
  /** A new stream for the session, or the live ones when `screens` are taken by other devices (the device's own oldest is replaced). */
  start(viewer: string, s: string, deviceId: string, movieUrl: string, screens: number): Promise<StartResult>
  /** A beat: the stream lives on; a lapsed one comes back when the plan has room; one its device replaced is quietly alive; an ended one stays ended. */
  beat(viewer: string, id: string, s: string, screens: number): Promise<BeatResult>
  /** The player closed. */
  end(id: string, s: string): Promise<void>
  /** 이 기기에서 보기: the viewer's oldest live stream ends ('takenOver'). */
  takeOver(viewer: string): Promise<readonly LiveStream[]>
  /** The viewer's live streams, oldest first. */
  live(viewer: string): Promise<readonly LiveStream[]>
}

interface StreamRow {
  id: string
  s: string
  device_id: string
  movie_url: string
  started_at: string | number
  device_type: number | null
  device_name: string | null
}

const streamOf = (r: StreamRow): LiveStream => ({
  id: r.id,
  s: r.s,
  deviceId: r.device_id,
  movieUrl: r.movie_url,
  startedAt: Number(r.started_at),
  deviceType: r.device_type,
  deviceName: r.device_name,
})

export const createStreamTable = (db: Db, now: () => number): StreamTable => {
  // One viewer's starts, beats and take-overs in order (the stand-in is one process).
  const queues = new Map<string, Promise<unknown>>()
  const oneAtATime = <T>(viewer: string, work: () => Promise<T>): Promise<T> => {
    const run = (queues.get(viewer) ?? Promise.resolve()).then(work, work)
    const settled = run.then(
      () => undefined,
      () => undefined,
    )
    queues.set(viewer, settled)
    void settled.then(() => queues.get(viewer) === settled && queues.delete(viewer))
    return run
  }
  const live = async (viewer: string): Promise<LiveStream[]> => {
    const rows = await db.query<StreamRow>(
      `SELECT t.id, t.s, t.device_id, t.movie_url, t.started_at, x.device_type, x.device_name
       FROM streams t JOIN sessions x ON x.s = t.s
       WHERE t.viewer = $1 AND t.ended_at IS NULL AND t.beat_at > $2 AND NOT x.ended AND x.expires_at > $3
       ORDER BY t.started_at, t.seq`,
      [viewer, now() - STREAM_LAPSE_MS, now()],
    )
    return rows.map(streamOf)
  }
  return {
    start: (viewer, s, deviceId, movieUrl, screens) =>
      oneAtATime(viewer, async () => {
        const watching = await live(viewer)
        if (watching.length >= screens) {
          // A device that starts again (a reload, the next title) moves its own oldest stream on; only other devices' streams refuse it.
          const own = watching.find((w) => w.deviceId === deviceId)
          if (!own || watching.length > screens) return { kind: 'full', watching }
          await db.query(`UPDATE streams SET ended_at = $2, end_reason = 'replaced' WHERE id = $1`, [own.id, now()])
        }
        const id = randomBytes(12).toString('base64url')
        const at = now()
        await db.query('INSERT INTO streams (id, viewer, s, device_id, movie_url, started_at, beat_at) VALUES ($1, $2, $3, $4, $5, $6, $6)', [
          id,
          viewer,
          s,
          deviceId,
          movieUrl,
          at,
        ])
        return { kind: 'started', id }
      }),
    beat: (viewer, id, s, screens) =>
      oneAtATime(viewer, async () => {
        const watching = await live(viewer)
        const at = now()
        if (watching.some((w) => w.id === id && w.s === s)) {
          await db.query('UPDATE streams SET beat_at = $2 WHERE id = $1', [id, at])
          return 'alive'
        }
        const [row] = await db.query<{ ended_at: string | number | null; end_reason: string | null }>(
          'SELECT t.ended_at, t.end_reason FROM streams t JOIN sessions x ON x.s = t.s WHERE t.id = $1 AND t.s = $2 AND t.viewer = $3 AND NOT x.ended AND x.expires_at > $4',
          [id, s, viewer, at],
        )
        // Its device plays another (a second tab, the next episode): still one screen, which that one counts.
        if (row?.end_reason === 'replaced') return 'alive'
        // Lapsed (a throttled tab, a sleeping laptop) but not ended: back if a place is free.
        if (!row || row.ended_at !== null || watching.length >= screens) return 'ended'
        await db.query('UPDATE streams SET beat_at = $2 WHERE id = $1', [id, at])
        return 'alive'
      }),
    async end(id, s) {
      await db.query(`UPDATE streams SET ended_at = $3, end_reason = 'closed' WHERE id = $1 AND s = $2 AND ended_at IS NULL`, [id, s, now()])
    },
    takeOver: (viewer) =>
      oneAtATime(viewer, async () => {
        const [oldest] = await live(viewer)
        if (oldest) await db.query(`UPDATE streams SET ended_at = $2, end_reason = 'takenOver' WHERE id = $1`, [oldest.id, now()])
        return live(viewer)
      }),
    live,
  }
}
