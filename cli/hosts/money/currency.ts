import { randomUUID } from 'node:crypto'
import type { Sql } from '../store/db.ts'

/**
 * The 빵탄 ledger (docs/decisions/1500): 빵탄 comes in as lots (paid or bonus) and every movement
 * is entries against lots, so a lot's remainder is the sum of its entries and the balance is the
 * sum of the live lots' remainders: charges − spends − expiries − refunds, never below 0.
 * Bonus is spent first (soonest to expire first), then paid (oldest first). Every function takes
 * the transaction that holds the account's row lock.
 */

export const DAY_MS = 24 * 3_600_000
/** Bonus 빵탄 lapses 90 days after it came in. */
export const BONUS_DAYS = 90
/** Paid 빵탄 lapses after 5 years (a commercial claim's limitation period in Korea). */
export const PAID_DAYS = 5 * 365
/** A charge's paid 빵탄 may be refunded within 7 days while none of it is spent. */
export const REFUND_DAYS = 7

export type LotKind = 'paid' | 'bonus'
export type EntryKind = 'charge' | 'bonus' | 'spend' | 'expire' | 'refund' | 'grant'

export interface Lot {
  readonly id: string
  readonly kind: LotKind
  readonly amount: number
  readonly remaining: number
  readonly createdAt: number
  readonly expiresAt: number
  readonly refundableUntil: number | null
  readonly purchaseId: string | null
}

export interface Balance {
  readonly paid: number
  readonly bonus: number
  readonly total: number
  readonly refundable: number
  /** When the soonest of the refundable charges stops being refundable; null when none is. */
  readonly refundableUntil: number | null
  /** Lots with 빵탄 left, soonest to expire first. */
  readonly lots: readonly Lot[]
}

/** Takes the account's row lock: every money write and read of one account goes one at a time. */
export const lockAccount = async (tx: Sql, accountId: string): Promise<void> => {
  await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId])
}

const lotsWithRemainder = async (tx: Sql, accountId: string): Promise<Lot[]> => {
  const rows = await tx.query<Record<string, unknown>>(
    `SELECT l.id, l.kind, l.amount, l.purchase_id, l.created_at, l.expires_at, l.refundable_until, COALESCE(SUM(e.amount), 0)::int AS remaining
       FROM currency_lots l LEFT JOIN currency_entries e ON e.lot_id = l.id
      WHERE l.account_id = $1
      GROUP BY l.id HAVING COALESCE(SUM(e.amount), 0) > 0
      ORDER BY l.expires_at, l.created_at, l.id`,
    [accountId],
  )
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind as LotKind,
    amount: Number(r.amount),
    remaining: Number(r.remaining),
    createdAt: Number(r.created_at),
    expiresAt: Number(r.expires_at),
    refundableUntil: r.refundable_until === null ? null : Number(r.refundable_until),
    purchaseId: (r.purchase_id as string | null) ?? null,
  }))
}

/** Writes an entry for each movement's share of a lot. */
const entry = (
  tx: Sql,
  accountId: string,
  lotId: string,
  kind: EntryKind,
  amount: number,
  movement: string,
  purchaseId: string | null,
  what: string,
  at: number,
) =>
  tx.query('INSERT INTO currency_entries (account_id, lot_id, kind, amount, movement, purchase_id, what, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
    accountId,
    lotId,
    kind,
    amount,
    movement,
    purchaseId,
    what,
    at,
  ])

/** Lapses every lot past its expiry that still holds 빵탄 (an `expire` entry each), so the history says where it went. */
export const expireLots = async (tx: Sql, accountId: string, now: number): Promise<void> => {
  for (const lot of await lotsWithRemainder(tx, accountId)) {
    if (lot.expiresAt > now) continue
    await entry(tx, accountId, lot.id, 'expire', -lot.remaining, randomUUID(), null, lot.kind === 'bonus' ? '보너스 빵탄 소멸' : '빵탄 소멸', lot.expiresAt)
  }
}

/**
 * The charges that may be refunded at `now`, with their paid 빵탄: within REFUND_DAYS and untouched,
 * their bonus included (a charge whose bonus was spent has been used).
 */
const refundableCharges = async (tx: Sql, accountId: string, now: number): Promise<Map<string, number>> => {
  const rows = await tx.query<{ purchase_id: string; paid: number }>(
    `SELECT l.purchase_id, SUM(CASE WHEN l.kind = 'paid' THEN e.amount ELSE 0 END)::int AS paid
       FROM currency_lots l JOIN currency_entries e ON e.lot_id = l.id
      WHERE l.account_id = $1 AND l.purchase_id IN (SELECT purchase_id FROM currency_lots WHERE account_id = $1 AND refundable_until > $2)
      GROUP BY l.purchase_id HAVING bool_and(e.kind IN ('charge', 'bonus'))`,
    [accountId, now],
  )
  return new Map(rows.map((r) => [String(r.purchase_id), Number(r.paid)]))
}

/** The account's balance at `now` (expired lots already lapsed by expireLots). */
export const balanceOf = async (tx: Sql, accountId: string, now: number): Promise<Balance> => {
  const lots = (await lotsWithRemainder(tx, accountId)).filter((lot) => lot.expiresAt > now)
  const sum = (kind: LotKind) => lots.filter((l) => l.kind === kind).reduce((s, l) => s + l.remaining, 0)
  const charges = await refundableCharges(tx, accountId, now)
  const refundable = [...charges.values()].reduce((s, paid) => s + paid, 0)
  const deadlines = lots
    .filter((l) => l.kind === 'paid' && l.purchaseId !== null && charges.has(l.purchaseId) && l.refundableUntil !== null)
    .map((l) => l.refundableUntil!)
  const refundableUntil = deadlines.length > 0 ? Math.min(...deadlines) : null
  return { paid: sum('paid'), bonus: sum('bonus'), total: sum('paid') + sum('bonus'), refundable, refundableUntil, lots }
}

export interface Credit {
  readonly accountId: string
  readonly kind: LotKind
  readonly amount: number
  readonly purchaseId: string | null
  /** charge (a pack's paid 빵탄), bonus (its bonus) or grant (an admin's). */
  readonly entryKind: EntryKind
  readonly what: string
  readonly at: number
  readonly movement: string
}

/** A new lot and the entry that fills it. */
export const credit = async (tx: Sql, c: Credit): Promise<void> => {
  const id = randomUUID()
  const days = c.kind === 'bonus' ? BONUS_DAYS : PAID_DAYS
  const refundableUntil = c.entryKind === 'charge' ? c.at + REFUND_DAYS * DAY_MS : null
  await tx.query(
    'INSERT INTO currency_lots (id, account_id, kind, amount, purchase_id, created_at, expires_at, refundable_until) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [id, c.accountId, c.kind, c.amount, c.purchaseId, c.at, c.at + days * DAY_MS, refundableUntil],
  )
  await entry(tx, c.accountId, id, c.entryKind, c.amount, c.movement, c.purchaseId, c.what, c.at)
}

/** Spends `amount` (bonus first, soonest to expire first); false, spending nothing, when the balance is short. */
export const spend = async (tx: Sql, accountId: string, amount: number, purchaseId: string, what: string, now: number): Promise<boolean> => {
  const { lots, total } = await balanceOf(tx, accountId, now)
  if (total < amount) return false
  const order = [...lots.filter((l) => l.kind === 'bonus'), ...lots.filter((l) => l.kind === 'paid')]
  const movement = randomUUID()
  let left = amount
  for (const lot of order) {
    if (left === 0) break
    const take = Math.min(left, lot.remaining)
    await entry(tx, accountId, lot.id, 'spend', -take, movement, purchaseId, what, now)
    left -= take
  }
  return true
}

/** Refunds a charge's paid lot and its bonus (within REFUND_DAYS, none of either spent); false when it may not be. */
export const refundLot = async (tx: Sql, accountId: string, purchaseId: string, now: number): Promise<boolean> => {
  if (!(await refundableCharges(tx, accountId, now)).has(purchaseId)) return false
  const movement = randomUUID()
  for (const lot of (await lotsWithRemainder(tx, accountId)).filter((l) => l.purchaseId === purchaseId)) {
    await entry(tx, accountId, lot.id, 'refund', -lot.remaining, movement, purchaseId, lot.kind === 'paid' ? '빵탄 환불' : '보너스 빵탄 회수', now)
  }
  return true
}

export interface HistoryRow {
  readonly movement: string
  readonly kind: EntryKind
  readonly amount: number
  readonly paid: number
  readonly bonus: number
  readonly what: string
  readonly at: number
  readonly expiresAt: number | null
  readonly balanceAfter: number
}

/** The ledger's movements, newest first, with the balance after each; `kind` '' for all. */
export const history = async (tx: Sql, accountId: string, kind: string, offset: number, limit: number): Promise<{ rows: HistoryRow[]; total: number }> => {
  const rows = await tx.query<Record<string, unknown>>(
    `WITH m AS (
       SELECT e.movement, e.kind, MIN(e.seq) AS seq, SUM(e.amount)::int AS amount,
              SUM(CASE WHEN l.kind = 'paid' THEN e.amount ELSE 0 END)::int AS paid,
              SUM(CASE WHEN l.kind = 'bonus' THEN e.amount ELSE 0 END)::int AS bonus,
              MIN(e.what) AS what, MIN(e.at) AS at,
              CASE WHEN e.kind IN ('charge', 'bonus', 'grant') THEN MIN(l.expires_at) END AS expires_at
         FROM currency_entries e JOIN currency_lots l ON l.id = e.lot_id
        WHERE e.account_id = $1
        GROUP BY e.movement, e.kind),
     r AS (SELECT m.*, (SUM(amount) OVER (ORDER BY seq))::int AS balance_after FROM m)
     SELECT r.*, (COUNT(*) OVER ())::int AS total FROM r WHERE $2 = '' OR kind = $2 ORDER BY seq DESC LIMIT $3 OFFSET $4`,
    [accountId, kind, limit, offset],
  )
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : Number(
          (
            await tx.query<{ n: number }>(
              `SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM currency_entries WHERE account_id = $1 AND ($2 = '' OR kind = $2) GROUP BY movement, kind) g`,
              [accountId, kind],
            )
          )[0]?.n ?? 0,
        )
  return {
    total,
    rows: rows.map((r) => ({
      movement: String(r.movement),
      kind: r.kind as EntryKind,
      amount: Number(r.amount),
      paid: Number(r.paid),
      bonus: Number(r.bonus),
      what: String(r.what),
      at: Number(r.at),
      expiresAt: r.expires_at === null ? null : Number(r.expires_at),
      balanceAfter: Number(r.balance_after),
    })),
  }
}
