import { randomUUID } from 'node:crypto'
import type { Sql } from '../store/db.ts'
import { refundLot } from './currency.ts'
import { STORE_METHODS, lateRefundWon, refusals, withdrawMs } from './rules.ts'

/**
 * Refunds a member asks for online (docs/decisions/1551), as the terms (제9조, 제10조) say: a pass
 * or a single title within 7 days of its payment with nothing played since; a 빵탄 charge within
 * 7 days with none of it spent (in full, its bonus taken back), or after 7 days its unspent paid
 * 빵탄 less 10 % (at least 1,000원). The quote is what the member confirms: the refund is made only
 * for that amount, once (the refunds table's key), never more than was paid (its check).
 */

export interface RefundQuote {
  readonly purchaseId: string
  /** What comes back: 원 to the method, or 빵탄 to the balance. */
  readonly amountWon: number
  readonly amountBbtan: number
  /** 'withdraw' (청약철회, in full) or 'late' (paid 빵탄 after 7 days, less the fee). */
  readonly kind: 'withdraw' | 'late'
}

export type RefundAnswer = { readonly ok: true; readonly quote: RefundQuote } | { readonly ok: false; readonly reason: string }

interface Purchase {
  readonly id: string
  readonly call: string
  readonly itemId: string
  readonly movieUrl: string | null
  readonly paidWith: string
  readonly paymentMethod: number | null
  readonly amountWon: number
  readonly amountBbtan: number | null
  readonly status: string
  readonly paidAt: number | null
}

/** Whether the member played, since `since`, anything this purchase opens (a real record: the player's saved positions). */
export type PlayedSince = (tx: Sql, accountId: string, since: number, opens: (movieUrl: string) => boolean) => Promise<boolean>

/** What a pass opens, by its item and title (money/items.ts passOpens through the catalogue). */
export type OpensOf = (purchase: { readonly itemId: string; readonly movieUrl: string | null }) => (movieUrl: string) => boolean

const purchaseOf = async (tx: Sql, accountId: string, purchaseId: string): Promise<Purchase | undefined> => {
  const [r] = await tx.query<Record<string, unknown>>(
    'SELECT id, call, item_id, movie_url, paid_with, payment_method, amount_won, amount_bbtan, status, paid_at FROM purchases WHERE id = $1 AND account_id = $2',
    [purchaseId, accountId],
  )
  if (!r) return undefined
  return {
    id: String(r.id),
    call: String(r.call),
    itemId: String(r.item_id),
    movieUrl: (r.movie_url as string | null) ?? null,
    paidWith: String(r.paid_with),
    paymentMethod: r.payment_method === null ? null : Number(r.payment_method),
    amountWon: Number(r.amount_won),
    amountBbtan: r.amount_bbtan === null ? null : Number(r.amount_bbtan),
    status: String(r.status),
    paidAt: r.paid_at === null ? null : Number(r.paid_at),
  }
}

/** A 빵탄 charge's paid 빵탄 still unspent, and whether anything of it (bonus included) moved. */
const chargeState = async (tx: Sql, accountId: string, purchaseId: string) => {
  const [r] = await tx.query<{ paid_left: number; touched: boolean }>(
    `SELECT COALESCE(SUM(CASE WHEN l.kind = 'paid' THEN e.amount ELSE 0 END), 0)::int AS paid_left, COALESCE(bool_or(e.kind NOT IN ('charge', 'bonus')), false) AS touched
       FROM currency_lots l JOIN currency_entries e ON e.lot_id = l.id WHERE l.account_id = $1 AND l.purchase_id = $2`,
    [accountId, purchaseId],
  )
  return { paidLeft: Number(r?.paid_left ?? 0), touched: Boolean(r?.touched) }
}

/** What the member may get back for a purchase now, or why not. */
export const quoteRefund = async (tx: Sql, accountId: string, purchaseId: string, at: number, played: PlayedSince, opensOf: OpensOf): Promise<RefundAnswer> => {
  const p = await purchaseOf(tx, accountId, purchaseId)
  if (!p) return { ok: false, reason: refusals.notFound }
  if (p.status === 'refunded') return { ok: false, reason: refusals.refunded }
  if (p.status !== 'paid' || p.paidAt === null) return { ok: false, reason: refusals.notPaid }
  if (p.paidWith === 'grant') return { ok: false, reason: refusals.grant }
  if (STORE_METHODS.includes(p.paymentMethod ?? -1)) return { ok: false, reason: refusals.store }
  const within = at - p.paidAt < withdrawMs
  if (p.call === 'currencyCharge') {
    const { paidLeft, touched } = await chargeState(tx, accountId, p.id)
    if (within && !touched) return { ok: true, quote: { purchaseId: p.id, amountWon: p.amountWon, amountBbtan: 0, kind: 'withdraw' } }
    if (within) return { ok: false, reason: refusals.spent }
    if (paidLeft <= 0) return { ok: false, reason: refusals.nothingLeft }
    // Never more than the charge paid, whatever the fee leaves.
    const won = Math.min(lateRefundWon(paidLeft), p.amountWon)
    if (won <= 0) return { ok: false, reason: refusals.tooLittle }
    return { ok: true, quote: { purchaseId: p.id, amountWon: won, amountBbtan: 0, kind: 'late' } }
  }
  if (!within) return { ok: false, reason: refusals.late }
  if (await played(tx, accountId, p.paidAt, opensOf(p))) return { ok: false, reason: refusals.played }
  return p.paidWith === 'currency'
    ? { ok: true, quote: { purchaseId: p.id, amountWon: 0, amountBbtan: p.amountBbtan ?? 0, kind: 'withdraw' } }
    : { ok: true, quote: { purchaseId: p.id, amountWon: p.amountWon, amountBbtan: 0, kind: 'withdraw' } }
}

/** Makes the quoted refund (the caller holds the account's lock and checked the quote is the one the member saw). */
export const makeRefund = async (tx: Sql, accountId: string, quote: RefundQuote, at: number): Promise<void> => {
  const p = (await purchaseOf(tx, accountId, quote.purchaseId))!
  if (p.call === 'currencyCharge') {
    if (quote.kind === 'withdraw') {
      if (!(await refundLot(tx, accountId, p.id, at))) throw new Error('the charge is no longer refundable')
    } else {
      // The charge's unspent paid 빵탄 leaves the balance; its bonus is not refunded and stays.
      const movement = randomUUID()
      const lots = await tx.query<{ id: string; left: number }>(
        `SELECT l.id, SUM(e.amount)::int AS left FROM currency_lots l JOIN currency_entries e ON e.lot_id = l.id
          WHERE l.account_id = $1 AND l.purchase_id = $2 AND l.kind = 'paid' GROUP BY l.id HAVING SUM(e.amount) > 0`,
        [accountId, p.id],
      )
      for (const lot of lots) {
        await tx.query(
          "INSERT INTO currency_entries (account_id, lot_id, kind, amount, movement, purchase_id, what, at) VALUES ($1, $2, 'refund', $3, $4, $5, '빵탄 환불 (수수료 제외)', $6)",
          [accountId, lot.id, -Number(lot.left), movement, p.id, at],
        )
      }
    }
  } else {
    if (p.paidWith === 'currency') {
      // The 빵탄 spent go back to the lots they came from (bonus stays bonus, with its own expiry).
      const movement = randomUUID()
      const spent = await tx.query<{ lot_id: string; amount: number; what: string }>(
        "SELECT lot_id, SUM(amount)::int AS amount, MIN(what) AS what FROM currency_entries WHERE purchase_id = $1 AND kind = 'spend' GROUP BY lot_id",
        [p.id],
      )
      for (const s of spent) {
        await tx.query(
          "INSERT INTO currency_entries (account_id, lot_id, kind, amount, movement, purchase_id, what, at) VALUES ($1, $2, 'refund', $3, $4, $5, $6, $7)",
          [accountId, s.lot_id, -Number(s.amount), movement, p.id, s.what, at],
        )
      }
    }
    // The pass ends now (a pass not started yet never starts); it no longer renews.
    await tx.query(
      "UPDATE passes SET ends_at = GREATEST(starts_at, LEAST(ends_at, $2)), renews = false, grace_until = NULL, end_reason = 'refunded' WHERE purchase_id = $1",
      [p.id, at],
    )
  }
  await tx.query('INSERT INTO refunds (purchase_id, account_id, amount_won, amount_bbtan, paid_won, paid_bbtan, at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    p.id,
    accountId,
    quote.amountWon,
    quote.amountBbtan,
    p.paidWith === 'currency' ? 0 : p.amountWon,
    p.paidWith === 'currency' ? (p.amountBbtan ?? 0) : 0,
    at,
  ])
  await tx.query("UPDATE purchases SET status = 'refunded', refunded_at = $2, refund_won = $3, refund_bbtan = $4 WHERE id = $1", [
    p.id,
    at,
    quote.amountWon,
    quote.amountBbtan,
  ])
}

/** Played since `since`: a position the player saved for a title the purchase opens, by any profile of the account (watch/watchStore.ts viewerKey). */
export const playedFromPositions: PlayedSince = async (tx, accountId, since, opens) => {
  const rows = await tx.query<{ movie_url: string }>(
    `SELECT movie_url FROM positions WHERE saved_at >= $2 AND (viewer = $1 OR viewer IN (SELECT 'profile:' || id FROM profiles WHERE account_id = $3))`,
    [`member:${accountId}`, since, accountId],
  )
  return rows.some((r) => opens(r.movie_url))
}
