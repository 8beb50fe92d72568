import type { Db } from '../store/db.ts'
import { type LimitName, type LimitRules, type LimitState, counted, current, uncounted, waitLeft } from './limits.logic.ts'

/**
 * The limits' counts in the store (table attempt_limits, migration 0012), so a restart forgets no
 * try and no wait (docs/decisions/1831). Each check-and-count is one transaction.
 */
export type LimitKey = readonly [LimitName, string]

export type Taken = { readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number }

export interface Limits {
  readonly rules: LimitRules
  /** Counts a try under every key, or, when any key must wait, counts none and says how long (the longest wait). */
  take(...keys: readonly LimitKey[]): Promise<Taken>
  /** Takes back a try counted ahead that did not count (a right password, an invite not used). */
  refund(...keys: readonly LimitKey[]): Promise<void>
  /** Rows the limits keep now (the bench's and the tests' measure of growth). */
  size(): Promise<number>
}

interface Row {
  count: number
  last_at: string | number
  blocked_until: string | number
}

/** A row quiet past its rule's quiet time says nothing any more; every so many tries they are deleted. */
const PURGE_EVERY = 500

export const createLimits = (db: Db, now: () => number, rules: LimitRules): Limits => {
  let sinceSweep = 0
  const sweep = async () => {
    const at = now()
    for (const [name, rule] of Object.entries(rules)) {
      await db.query('DELETE FROM attempt_limits WHERE name = $1 AND GREATEST(last_at, blocked_until) + $2 <= $3', [name, rule.quietMs, at])
    }
  }
  const stateOf = (row: Row | undefined): LimitState =>
    row ? { count: row.count, lastAt: Number(row.last_at), blockedUntil: Number(row.blocked_until) } : { count: 0, lastAt: 0, blockedUntil: 0 }
  const write = (tx: Pick<Db, 'query'>, [name, key]: LimitKey, state: LimitState) =>
    tx.query(
      `INSERT INTO attempt_limits (name, key, count, last_at, blocked_until) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (name, key) DO UPDATE SET count = $3, last_at = $4, blocked_until = $5`,
      [name, key, state.count, state.lastAt, state.blockedUntil],
    )
  const read = async (tx: Pick<Db, 'query'>, [name, key]: LimitKey) =>
    stateOf((await tx.query<Row>('SELECT count, last_at, blocked_until FROM attempt_limits WHERE name = $1 AND key = $2', [name, key]))[0])
  return {
    rules,
    async take(...keys) {
      sinceSweep += 1
      if (sinceSweep >= PURGE_EVERY) {
        sinceSweep = 0
        await sweep()
      }
      return db.transaction(async (tx) => {
        const at = now()
        const states = await Promise.all(keys.map((k) => read(tx, k)))
        const wait = Math.max(0, ...states.map((s) => waitLeft(s, at)))
        if (wait > 0) return { ok: false, retryAfterMs: wait }
        for (const [i, k] of keys.entries()) await write(tx, k, counted(rules[k[0]], states[i]!, at))
        return { ok: true }
      })
    },
    async refund(...keys) {
      await db.transaction(async (tx) => {
        const at = now()
        for (const k of keys) await write(tx, k, uncounted(rules[k[0]], current(rules[k[0]], await read(tx, k), at)))
      })
    },
    async size() {
      const [row] = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM attempt_limits')
      return Number(row?.n ?? 0)
    },
  }
}
