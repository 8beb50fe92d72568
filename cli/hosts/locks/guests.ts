import type { Db } from '../store/db.ts'

/**
 * Guest sessions do not pile up (docs/decisions/1834): each remembers its client address; one
 * address keeps at most `perAddress` live guest sessions (a new one ends its oldest), and guest
 * sessions a day past their expiry are deleted (until then an old token still answers -23, not -24).
 * So however many guest logins arrive, the sessions table stays bounded.
 */
export interface GuestSessions {
  /** A guest session was opened for `address`. */
  opened(s: string, address: string): Promise<void>
  /** Deletes the guest sessions long expired; returns how many. */
  purge(): Promise<number>
  /** Guest sessions in the store (the bench's measure). */
  count(): Promise<number>
}

/** Live guest sessions one client address keeps: far above a household's or an office's, far below a flood. */
export const GUEST_SESSIONS_PER_ADDRESS = 1_000
/** An expired guest token is kept this long, so it answers -23 (log in again) before it is forgotten. */
export const EXPIRED_GUEST_KEPT_MS = 24 * 3_600_000
/** Every so many guest logins the long-expired ones are purged (and once at start). */
const PURGE_EVERY = 1_000

export const createGuestSessions = (db: Db, now: () => number, perAddress = GUEST_SESSIONS_PER_ADDRESS): GuestSessions => {
  let sincePurge = 0
  const guests: GuestSessions = {
    async opened(s, address) {
      const at = now()
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO guest_addresses (s, address, created_at) VALUES ($1, $2, $3) ON CONFLICT (s) DO NOTHING', [s, address, at])
        const over = await tx.query<{ s: string }>('SELECT s FROM guest_addresses WHERE address = $1 ORDER BY created_at DESC, s OFFSET $2', [
          address,
          perAddress,
        ])
        if (over.length === 0) return
        const gone = over.map((r) => r.s)
        await tx.query("DELETE FROM sessions WHERE kind = 'guest' AND s = ANY($1)", [gone])
        await tx.query('DELETE FROM guest_addresses WHERE s = ANY($1)', [gone])
      })
      sincePurge += 1
      if (sincePurge >= PURGE_EVERY) {
        sincePurge = 0
        await guests.purge()
        // PGlite runs no autovacuum: without this the deleted rows' space is never reused and the
        // files grow with every guest, however few rows are live.
        await db.query('VACUUM sessions, guest_addresses')
      }
    },
    async purge() {
      const before = now() - EXPIRED_GUEST_KEPT_MS
      return db.transaction(async (tx) => {
        const gone = await tx.query<{ s: string }>("DELETE FROM sessions WHERE kind = 'guest' AND expires_at < $1 RETURNING s", [before])
        if (gone.length > 0) await tx.query('DELETE FROM guest_addresses WHERE s = ANY($1)', [gone.map((r) => r.s)])
        return gone.length
      })
    },
    async count() {
      const [row] = await db.query<{ n: string | number }>("SELECT count(*) AS n FROM sessions WHERE kind = 'guest'")
      return Number(row?.n ?? 0)
    },
  }
  return guests
}
