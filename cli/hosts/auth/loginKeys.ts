import { type Account, ACCOUNT_COLUMNS, LOGIN_KEY_MS, accountOf } from './accounts.ts'
import { keyHash, newSecret } from './passwords.ts'
import { type Db, type Sql, qualified } from '../store/db.ts'

/**
 * Remember-me keys (the auth host's login_key cookie), rotated and revoked (docs/decisions/1420):
 * a new random key per login, stored only as its sha256; each automatic login trades the key for
 * a new one; a logout revokes the key and every key of its chain. The seed members' QA keys
 * (`fixture`) are never rotated, so `--cookie login_key=seed-minji` keeps working until a logout.
 */

/** How long a rotated key still opens a session: two tabs that start together both stay signed in. */
export const ROTATION_GRACE_MS = 10_000

/** What a key opens: the account, and the key to set in its place when it was rotated just now. */
export interface KeyLogin {
  readonly account: Account
  readonly next?: string
}

export interface LoginKeys {
  /** A new key (a new chain) for the account on this device; the key itself is only returned. */
  issue(accountId: string, deviceId: string): Promise<string>
  /** The automatic login of `key`: its account and its successor, or undefined when it opens nothing. */
  use(key: string): Promise<KeyLogin | undefined>
  /** Logout: the key and every key of its chain open nothing from now on. */
  revoke(key: string): Promise<void>
  /** The code its device was signed out for (-113, -1810), when `key` was revoked with it lately (docs/decisions/1813). */
  endedBy(key: string): Promise<number | undefined>
}

/** How long a signed-out device's key still says why: past it, the key answers -41 as any dead key. */
export const TOLD_FOR_MS = 30 * 24 * 60 * 60 * 1000

interface KeyRow {
  chain: string | null
  device_id: string
  replaced_at: string | number | null
  fixture: boolean
}

export const createLoginKeys = (db: Db, now: () => number): LoginKeys => {
  const insert = async (sql: Sql, key: string, accountId: string, deviceId: string, chain: string): Promise<void> => {
    const at = now()
    await sql.query('INSERT INTO login_keys (key_hash, account_id, device_id, created_at, expires_at, chain) VALUES ($1, $2, $3, $4, $5, $6)', [
      keyHash(key),
      accountId,
      deviceId,
      at,
      at + LOGIN_KEY_MS,
      chain,
    ])
  }
  return {
    async issue(accountId, deviceId) {
      const key = newSecret()
      await insert(db, key, accountId, deviceId, keyHash(key))
      return key
    },
    async use(key) {
      const hash = keyHash(key)
      const at = now()
      const [row] = await db.query<KeyRow & Parameters<typeof accountOf>[0]>(
        `SELECT k.chain, k.device_id, k.replaced_at, k.fixture, ${qualified('a', ACCOUNT_COLUMNS)} FROM login_keys k JOIN accounts a ON a.id = k.account_id
         WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND k.expires_at > $2 AND a.withdrawn_at IS NULL`,
        [hash, at],
      )
      if (!row) return undefined
      const account = accountOf(row)
      if (row.fixture) return { account }
      if (row.replaced_at !== null) return at - Number(row.replaced_at) <= ROTATION_GRACE_MS ? { account } : undefined
      // Rotate: only the request that marks the key replaced issues its successor; a concurrent one is within the grace.
      return db.transaction(async (tx) => {
        const next = newSecret()
        const marked = await tx.query(
          'UPDATE login_keys SET replaced_by = $2, replaced_at = $3 WHERE key_hash = $1 AND replaced_by IS NULL RETURNING key_hash',
          [hash, keyHash(next), at],
        )
        if (marked.length === 0) return { account }
        await insert(tx, next, account.id, row.device_id, row.chain ?? hash)
        return { account, next }
      })
    },
    async revoke(key) {
      const hash = keyHash(key)
      await db.query(
        `UPDATE login_keys SET revoked_at = $2
         WHERE revoked_at IS NULL AND COALESCE(chain, key_hash) = (SELECT COALESCE(chain, key_hash) FROM login_keys WHERE key_hash = $1)`,
        [hash, now()],
      )
    },
    async endedBy(key) {
      const at = now()
      const [row] = await db.query<{ revoked_why: number }>(
        'SELECT revoked_why FROM login_keys WHERE key_hash = $1 AND revoked_why IS NOT NULL AND revoked_at > $2 AND expires_at > $3',
        [keyHash(key), at - TOLD_FOR_MS, at],
      )
      return row ? Number(row.revoked_why) : undefined
    },
  }
}
