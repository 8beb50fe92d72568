import { randomUUID } from 'node:crypto'
import type { Db } from '../store/db.ts'
import { checkPassword, hashPassword } from '../auth/passwords.ts'
import { type AgeLimit, type ProfileKind, PIN_LOCK_MS, PIN_MISSES_ALLOWED } from './rules.ts'

/**
 * The profiles of each account, in the store (docs/decisions/1900). An account's first profile is
 * made from the account (its name and picture) the first time its profiles are read, so every
 * member account has one without a backfill.
 */
export interface Profile {
  readonly id: string
  readonly accountId: string
  readonly name: string
  readonly picture: number
  readonly kind: ProfileKind
  readonly ageLimit: AgeLimit
  /** The account's first profile: its watch data keeps the account's key. */
  readonly first: boolean
  readonly hasPin: boolean
  /** Until when wrong PINs keep it closed (epoch ms); 0 when open. */
  readonly lockedUntil: number
}

export interface ProfileRow {
  id: string
  account_id: string
  name: string
  picture: number
  kind: ProfileKind
  age_limit: AgeLimit
  first: boolean
  pin_hash: string | null
  locked_until: string | number | null
}

export const PROFILE_COLUMNS = 'id, account_id, name, picture, kind, age_limit, first, pin_hash, locked_until'

export const profileOf = (row: ProfileRow): Profile => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  picture: row.picture,
  kind: row.kind,
  ageLimit: row.age_limit,
  first: row.first,
  hasPin: row.pin_hash !== null,
  lockedUntil: Number(row.locked_until ?? 0),
})

export type PinCheck = { readonly kind: 'open' } | { readonly kind: 'wrong'; readonly left: number } | { readonly kind: 'locked'; readonly until: number }

export interface ProfileChanges {
  readonly name?: string
  readonly picture?: number
  readonly kind?: ProfileKind
  readonly ageLimit?: AgeLimit
}

export interface ProfileTable {
  /** The account's profiles, first one first; the first is made from the account when there is none. */
  list(accountId: string, made: { readonly name: string; readonly picture: number }): Promise<readonly Profile[]>
  add(accountId: string, profile: Required<ProfileChanges>): Promise<Profile>
  edit(id: string, changes: ProfileChanges): Promise<void>
  /** Removes it and what it kept; the sessions watching as it go back to the account's first profile. */
  remove(id: string): Promise<void>
  /** Sets (a 4-digit PIN) or clears (undefined) the lock, and opens a profile closed by wrong PINs. */
  setPin(id: string, pin: string | undefined): Promise<void>
  /** A PIN tried: right opens and forgets the misses; the fifth wrong one closes it for PIN_LOCK_MS. */
  tryPin(id: string, pin: string): Promise<PinCheck>
  /** The session watches as this profile from now on (undefined: the account's first). */
  select(s: string, id: string | undefined): Promise<void>
}

export const createProfileTable = (db: Db, now: () => number): ProfileTable => ({
  async list(accountId, made) {
    const read = () => db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM profiles WHERE account_id = $1 ORDER BY seq`, [accountId])
    const rows = await read()
    if (rows.length > 0) return rows.map(profileOf)
    // Two first reads at once make one first profile: the insert only runs while there is none.
    await db.query(
      `INSERT INTO profiles (id, account_id, name, picture, first, created_at)
       SELECT $1, $2, $3, $4, true, $5 WHERE NOT EXISTS (SELECT 1 FROM profiles WHERE account_id = $2)`,
      [randomUUID(), accountId, made.name, made.picture, now()],
    )
    return (await read()).map(profileOf)
  },
  async add(accountId, p) {
    const id = randomUUID()
    await db.query('INSERT INTO profiles (id, account_id, name, picture, kind, age_limit, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      id,
      accountId,
      p.name,
      p.picture,
      p.kind,
      p.ageLimit,
      now(),
    ])
    return { id, accountId, name: p.name, picture: p.picture, kind: p.kind, ageLimit: p.ageLimit, first: false, hasPin: false, lockedUntil: 0 }
  },
  async edit(id, c) {
    await db.query(
      `UPDATE profiles SET name = COALESCE($2, name), picture = COALESCE($3, picture), kind = COALESCE($4, kind), age_limit = COALESCE($5, age_limit) WHERE id = $1`,
      [id, c.name ?? null, c.picture ?? null, c.kind ?? null, c.ageLimit ?? null],
    )
  },
  async remove(id) {
    await db.transaction(async (tx) => {
      await tx.query('UPDATE sessions SET profile_id = NULL WHERE profile_id = $1', [id])
      // Its history, 이어보기 and saved titles go with it (watch/watchStore.ts viewerKey); its tastes by cascade.
      for (const table of ['positions', 'saved_videos', 'saved_clips']) await tx.query(`DELETE FROM ${table} WHERE viewer = $1`, [`profile:${id}`])
      await tx.query('DELETE FROM profiles WHERE id = $1', [id])
    })
  },
  async setPin(id, pin) {
    const hash = pin === undefined ? null : await hashPassword(pin)
    await db.query('UPDATE profiles SET pin_hash = $2, pin_misses = 0, locked_until = NULL WHERE id = $1', [id, hash])
  },
  async tryPin(id, pin) {
    const [row] = await db.query<{ pin_hash: string | null; locked_until: string | number | null }>(
      'SELECT pin_hash, locked_until FROM profiles WHERE id = $1',
      [id],
    )
    if (!row?.pin_hash) return { kind: 'open' }
    const until = Number(row.locked_until ?? 0)
    if (until > now()) return { kind: 'locked', until }
    if (await checkPassword(pin, row.pin_hash)) {
      await db.query('UPDATE profiles SET pin_misses = 0, locked_until = NULL WHERE id = $1', [id])
      return { kind: 'open' }
    }
    // One statement counts the miss and closes the profile at the fifth, so two guesses at once count twice.
    const [missed] = await db.query<{ pin_misses: number; locked_until: string | number | null }>(
      `UPDATE profiles SET pin_misses = CASE WHEN pin_misses + 1 >= $2 THEN 0 ELSE pin_misses + 1 END,
         locked_until = CASE WHEN pin_misses + 1 >= $2 THEN $3::bigint ELSE NULL END
       WHERE id = $1 RETURNING pin_misses, locked_until`,
      [id, PIN_MISSES_ALLOWED, now() + PIN_LOCK_MS],
    )
    const closed = Number(missed?.locked_until ?? 0)
    return closed > 0 ? { kind: 'locked', until: closed } : { kind: 'wrong', left: PIN_MISSES_ALLOWED - (missed?.pin_misses ?? 0) }
  },
  async select(s, id) {
    await db.query('UPDATE sessions SET profile_id = $2 WHERE s = $1', [s, id ?? null])
  },
})
