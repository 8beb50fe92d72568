import { AccountType } from '../../../core/contract/index.ts'
import type { Account } from './accounts.ts'
import { randomInt } from 'node:crypto'
import { hashPassword, keyHash } from './passwords.ts'
import type { Db } from '../store/db.ts'

/**
 * The stand-in's side of recovering, managing and leaving an account (docs/decisions/1440):
 * temporary passwords, the chosen profile picture, social links, revoking remember-me keys,
 * dormancy and withdrawal. AccountTable reads and signs in accounts; this changes them.
 */

/** A temporary password holds this long (30 minutes, as Korean services' mailed codes do). */
export const TEMP_PASSWORD_MS = 30 * 60_000
/** A temporary password's letters: what a viewer can type from a mail, no symbols and no look-alikes (O/0, I/l/1). */
export const TEMP_PASSWORD_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
export const TEMP_PASSWORD_LENGTH = 10
/** Wrong tries before a temporary password is dropped. */
export const TEMP_PASSWORD_TRIES = 5
/** An account not logged in for this long is dormant (-125) until reactivated: a year. */
export const DORMANT_AFTER_MS = 365 * 24 * 3_600_000
/** The generated profile pictures' colours: a member picks one by its number. */
export const PROFILE_COLOURS = ['#e50914', '#1f6feb', '#2da44e', '#8250df', '#d4a72c', '#57606a'] as const

/** The dormant QA account (docs/contract.md "Seed accounts"): its last login long ago, flagged dormant. */
export const dormantSeed = {
  id: 'dormant',
  email: 'dormant@example.com',
  password: 'dormant1234!',
  displayName: '정휴면',
} as const

export type TempPasswordCheck = 'ok' | 'wrong' | 'expired'

export interface SocialLinkRow {
  readonly provider: string
  readonly email: string | null
  readonly linkedAt: number
}

export interface AccountCare {
  /** A new temporary password for the account (any earlier one is replaced); returned, kept hashed. */
  issueTempPassword(accountId: string): Promise<string>
  /** Whether `code` is the account's temporary password now; a wrong one counts a try. */
  checkTempPassword(accountId: string, code: string): Promise<TempPasswordCheck>
  /** The account's password from now on; a pending temporary password is dropped. */
  setPassword(accountId: string, password: string): Promise<void>
  profilePicture(accountId: string): Promise<number>
  setProfile(accountId: string, change: { readonly name?: string; readonly picture?: number }): Promise<void>
  socialLinks(accountId: string): Promise<SocialLinkRow[]>
  /** Revokes the account's live remember-me keys, but those of `keepDevice`. */
  revokeLoginKeys(accountId: string, keepDevice?: string): Promise<void>
  /** The account is not dormant any more, and its last login is now. */
  reactivate(accountId: string): Promise<void>
  /** Anonymises the account and deletes what is the person's; it can never sign in again. */
  withdraw(accountId: string): Promise<void>
}

/** Whether a login now must first reactivate the account (-125). */
export const isDormant = (account: Account, now: number): boolean => account.dormant || now - account.lastLoginAt >= DORMANT_AFTER_MS

/** The address of the account's profile picture (the web host draws it: cli/hosts/edge/site.ts). */
export const profileImageUrl = (web: string, accountId: string, picture: number): string =>
  `${web}/art/profile/${accountId}.svg${picture > 0 ? `?look=${picture}` : ''}`

/** The colour of a `look` query; the first for none or an unknown one. */
export const profileColour = (look: string | null): string => PROFILE_COLOURS[Number(look ?? 0)] ?? PROFILE_COLOURS[0]

export const createAccountCare = (db: Db, now: () => number): AccountCare => ({
  async issueTempPassword(accountId) {
    const code = Array.from({ length: TEMP_PASSWORD_LENGTH }, () => TEMP_PASSWORD_LETTERS[randomInt(TEMP_PASSWORD_LETTERS.length)]).join('')
    await db.query(
      `INSERT INTO password_resets (account_id, code_hash, expires_at, attempts) VALUES ($1, $2, $3, 0)
       ON CONFLICT (account_id) DO UPDATE SET code_hash = $2, expires_at = $3, attempts = 0`,
      [accountId, keyHash(code), now() + TEMP_PASSWORD_MS],
    )
    return code
  },
  async checkTempPassword(accountId, code) {
    const [row] = await db.query<{ code_hash: string; expires_at: string | number }>(
      'SELECT code_hash, expires_at FROM password_resets WHERE account_id = $1',
      [accountId],
    )
    if (!row || now() >= Number(row.expires_at)) return 'expired'
    if (row.code_hash === keyHash(code.trim())) return 'ok'
    await db.transaction(async (tx) => {
      await tx.query('UPDATE password_resets SET attempts = attempts + 1 WHERE account_id = $1', [accountId])
      await tx.query('DELETE FROM password_resets WHERE account_id = $1 AND attempts >= $2', [accountId, TEMP_PASSWORD_TRIES])
    })
    return 'wrong'
  },
  async setPassword(accountId, password) {
    const hash = await hashPassword(password)
    await db.transaction(async (tx) => {
      await tx.query('UPDATE accounts SET password_hash = $2, password_modified_at = $3 WHERE id = $1', [accountId, hash, now()])
      await tx.query('DELETE FROM password_resets WHERE account_id = $1', [accountId])
    })
  },
  async profilePicture(accountId) {
    const [row] = await db.query<{ profile_picture: number }>('SELECT profile_picture FROM accounts WHERE id = $1', [accountId])
    return row?.profile_picture ?? 0
  },
  async setProfile(accountId, change) {
    if (change.name !== undefined) await db.query('UPDATE accounts SET display_name = $2 WHERE id = $1', [accountId, change.name.trim()])
    if (change.picture !== undefined) await db.query('UPDATE accounts SET profile_picture = $2 WHERE id = $1', [accountId, change.picture])
  },
  async socialLinks(accountId) {
    const rows = await db.query<{ provider: string; email: string | null; linked_at: string | number }>(
      'SELECT provider, email, linked_at FROM social_links WHERE account_id = $1 ORDER BY linked_at',
      [accountId],
    )
    return rows.map((r) => ({ provider: r.provider, email: r.email, linkedAt: Number(r.linked_at) }))
  },
  async revokeLoginKeys(accountId, keepDevice) {
    await db.query(
      'UPDATE login_keys SET revoked_at = $3 WHERE account_id = $1 AND device_id IS DISTINCT FROM $2 AND revoked_at IS NULL AND replaced_by IS NULL',
      [accountId, keepDevice ?? null, now()],
    )
  },
  async reactivate(accountId) {
    await db.query('UPDATE accounts SET dormant = false, last_login_at = $2 WHERE id = $1', [accountId, now()])
  },
  async withdraw(accountId) {
    const viewer = `member:${accountId}`
    await db.transaction(async (tx) => {
      // The id stays (sessions and tickets name it); the email is freed for a new sign-up.
      await tx.query(
        `UPDATE accounts SET email = $2, display_name = '', password_hash = NULL, invite_code = NULL, adult_verified_until = NULL,
           signup_device = NULL, dormant = false, profile_picture = 0, withdrawn_at = $3 WHERE id = $1`,
        [accountId, `withdrawn-${accountId}@invalid`, now()],
      )
      await tx.query('DELETE FROM login_keys WHERE account_id = $1', [accountId])
      await tx.query('DELETE FROM social_links WHERE account_id = $1', [accountId])
      await tx.query('DELETE FROM password_resets WHERE account_id = $1', [accountId])
      await tx.query('DELETE FROM tastes WHERE account_id = $1', [accountId])
      for (const table of ['positions', 'saved_videos', 'saved_clips'])
        await tx.query(`DELETE FROM ${table} WHERE viewer = $1 OR viewer IN (SELECT 'profile:' || id FROM profiles WHERE account_id = $2)`, [viewer, accountId])
      // Its profiles go with it (their tastes by cascade); the sessions below end.
      await tx.query('UPDATE sessions SET profile_id = NULL WHERE account_id = $1', [accountId])
      await tx.query('DELETE FROM profiles WHERE account_id = $1', [accountId])
      await tx.query(`UPDATE sessions SET ended = true WHERE account_id = $1`, [accountId])
    })
  },
})

/** The dormant QA account, once (like the seed members: a second start leaves it as it is). */
export const seedDormantAccount = async (db: Db, at: number): Promise<void> => {
  const [present] = await db.query<{ id: string }>('SELECT id FROM accounts WHERE id = $1', [dormantSeed.id])
  if (present) return
  const lastLogin = at - DORMANT_AFTER_MS - 30 * 24 * 3_600_000
  await db.query(
    `INSERT INTO accounts (id, email, display_name, account_type, password_hash, password_modified_at, created_at, last_login_at, dormant)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $6, true)`,
    [dormantSeed.id, dormantSeed.email, dormantSeed.displayName, AccountType.email, await hashPassword(dormantSeed.password), lastLogin],
  )
}
