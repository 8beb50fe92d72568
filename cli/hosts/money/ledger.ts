import type { Db, Sql } from '../store/db.ts'
import { qualified } from '../store/db.ts'
import { type Balance, balanceOf, history, refundLot } from './currency.ts'
import type { SaleItem } from './items.ts'
import {
  type CheckoutOutcome,
  type Grant,
  type Intent,
  type Order,
  type OrderAnswer,
  ORDER_COLUMNS,
  type PassRow,
  PASS_COLUMNS,
  approvalOf,
  checkoutOrder,
  confirmOrder,
  grantOrder,
  orderById,
  passOf,
  settle,
  startOrder,
  toOrder,
  toPass,
} from './orders.ts'
import { type OpensOf, type RefundAnswer, makeRefund, playedFromPositions, quoteRefund } from './refunds.ts'
import { type MoneyNotice, type PriceChange, type RunReport, answerPrice, noticesOf, payGrace, runDue, schedulePrice, setDecline } from './renewals.ts'

/**
 * Orders and passes (docs/decisions/1500), with the guarantees of a real ledger: one purchase is
 * one transaction under the account's row lock; the client's idempotency key names the intent,
 * so a repeat answers the first answer and never charges twice, and the key with other
 * parameters is refused (-11); a confirmation checks the amount the viewer (or the checkout)
 * agreed to.
 */

export interface Ledger {
  /** The account's passes, newest first; `at` given: only those in force then. */
  passes(accountId: string, at?: number): Promise<PassRow[]>
  balance(accountId: string): Promise<Balance>
  /** purchase and currencyCharge: a new intent, or the first answer to this key. */
  start(intent: Intent): Promise<OrderAnswer>
  /** purchaseConfirm: completes the key's order for `amount` (빵탄, or the checkout's `paymentKey` and 원). */
  confirm(accountId: string, key: string, amount: number, paymentKey: string | undefined): Promise<OrderAnswer>
  /** The stand-in checkout's answer for an order: its payment key and where to send the viewer. */
  checkout(orderId: string, outcome: CheckoutOutcome): Promise<{ readonly paymentKey: string; readonly order: Order } | undefined>
  order(orderId: string): Promise<Order | undefined>
  /** The payment key the checkout approved for an order still waiting for purchaseConfirm, if it did. */
  approval(orderId: string): Promise<string | undefined>
  /** Orders, newest first, with their passes (currencyCharge's have none). */
  orders(accountId: string, offset: number, limit: number): Promise<{ rows: Array<{ order: Order; pass: PassRow | null }>; total: number }>
  history(accountId: string, kind: string, offset: number, limit: number): ReturnType<typeof history>
  /** Stops a renewing pass's renewal; undefined when the account has no such pass. */
  cancel(accountId: string, purchaseId: string): Promise<PassRow | undefined>
  /** An admin's grant (payment method 0): an item's pass, or 빵탄. */
  grant(accountId: string, grant: Grant): Promise<Order>
  /** Refunds a charge's unspent paid 빵탄 within 7 days; false when it may not be. */
  refund(accountId: string, purchaseId: string): Promise<boolean>
  /** Runs what is due at the clock's time: voids stale approvals, renews due passes, ends lapsed graces (docs/decisions/1550). */
  runDue(batch?: number): Promise<RunReport>
  /** What the member is told before it costs anything. */
  notices(accountId: string): Promise<MoneyNotice[]>
  /** What a refund of a purchase would give back now, or why it may not be (docs/decisions/1551). */
  refundQuote(accountId: string, purchaseId: string): Promise<RefundAnswer>
  /** Makes the refund if it still gives back exactly what the member saw; the answer says what was made, or why not. */
  refundConfirm(accountId: string, purchaseId: string, amountWon: number, amountBbtan: number): Promise<RefundAnswer & { readonly changed?: boolean }>
  /** 결제하기 in a grace: the saved method again; undefined when the pass is in no grace. */
  payGrace(accountId: string, purchaseId: string): Promise<{ readonly paid: boolean; readonly reason: string | null } | undefined>
  /** 동의 or 해지 to the price rise of a pass's next renewal; false when there is none. */
  answerPrice(accountId: string, purchaseId: string, answer: 'agree' | 'cancel'): Promise<boolean>
  /** The admin's price change for QA. */
  schedulePrice(itemId: string, priceWon: number, effectiveAt: number): Promise<PriceChange>
  /** The admin's switch: the account's saved method declines renewals (an outcome), or approves (null). */
  setDecline(accountId: string, outcome: string | null): Promise<void>
}

/** `itemOf` finds a sale item by id (a single item through the catalogue). */
export const createLedger = (
  db: Db,
  now: () => number,
  itemOf: (itemId: string) => SaleItem | undefined,
  /** What a purchase opens, for "nothing played" (default: its own title, or any title for a pass). */
  opensOf: OpensOf = (p) => (movieUrl) => p.movieUrl === null || p.movieUrl === movieUrl,
): Ledger => {
  /**
   * One transaction for one account at one time: its lock taken and what expired lapsed before
   * anything else is written, so the history stays in time order.
   */
  const inAccount = <T>(accountId: string, work: (tx: Sql, at: number) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const at = now()
      await settle(tx, accountId, at)
      return work(tx, at)
    })

  return {
    passes: async (accountId, at) => {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${PASS_COLUMNS} FROM passes p JOIN purchases o ON o.id = p.purchase_id
          WHERE p.account_id = $1 AND ($2::bigint IS NULL OR (p.starts_at <= $2 AND COALESCE(p.grace_until, p.ends_at) > $2)) ORDER BY p.starts_at DESC, p.purchase_id`,
        [accountId, at ?? null],
      )
      return rows.map(toPass)
    },
    balance: (accountId) => inAccount(accountId, (tx, at) => balanceOf(tx, accountId, at)),
    start: (intent) => inAccount(intent.accountId, (tx, at) => startOrder(tx, intent, at)),
    confirm: (accountId, key, amount, paymentKey) => inAccount(accountId, (tx, at) => confirmOrder(tx, accountId, key, amount, paymentKey, itemOf, at)),
    checkout: (orderId, outcome) =>
      db.transaction(async (tx) => {
        const [owner] = await tx.query<{ account_id: string }>('SELECT account_id FROM purchases WHERE id = $1', [orderId])
        if (!owner) return undefined
        const at = now()
        await settle(tx, owner.account_id, at)
        const order = await orderById(tx, orderId)
        return order?.status === 'pending' ? checkoutOrder(tx, order, outcome, at) : undefined
      }),
    order: (orderId) => orderById(db, orderId),
    approval: (orderId) => approvalOf(db, orderId),
    orders: async (accountId, offset, limit) => {
      // Each order with its pass in one query (a pass's item and title are its order's).
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${qualified('o', ORDER_COLUMNS)}, p.purchase_id AS pass_of, p.item_type, p.item_group, p.starts_at, p.ends_at, p.renews, p.cancelled_at, p.grace_until,
                (COUNT(*) OVER ())::int AS total
           FROM purchases o LEFT JOIN passes p ON p.purchase_id = o.id
          WHERE o.account_id = $1 AND o.status <> 'open' ORDER BY o.created_at DESC, o.id LIMIT $2 OFFSET $3`,
        [accountId, limit, offset],
      )
      const total =
        rows.length > 0
          ? Number(rows[0]!.total)
          : Number(
              (await db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM purchases WHERE account_id = $1 AND status <> 'open'", [accountId]))[0]?.n ?? 0,
            )
      return { total, rows: rows.map((r) => ({ order: toOrder(r), pass: r.pass_of === null ? null : toPass({ ...r, purchase_id: r.pass_of }) })) }
    },
    history: (accountId, kind, offset, limit) => inAccount(accountId, (tx) => history(tx, accountId, kind, offset, limit)),
    cancel: (accountId, purchaseId) =>
      inAccount(accountId, async (tx, at) => {
        const pass = await passOf(tx, purchaseId)
        const [owner] = await tx.query<{ account_id: string }>('SELECT account_id FROM passes WHERE purchase_id = $1', [purchaseId])
        if (!pass || owner?.account_id !== accountId || !pass.renews) return undefined
        await tx.query('UPDATE passes SET renews = false, cancelled_at = $2 WHERE purchase_id = $1', [purchaseId, at])
        return (await passOf(tx, purchaseId)) ?? undefined
      }),
    grant: (accountId, grant) => inAccount(accountId, (tx, at) => grantOrder(tx, accountId, grant, at)),
    refund: (accountId, purchaseId) =>
      inAccount(accountId, async (tx, at) => {
        const paid = await refundLot(tx, accountId, purchaseId, at)
        if (paid)
          await tx.query("UPDATE purchases SET status = 'refunded', refunded_at = $2, refund_won = amount_won, refund_bbtan = 0 WHERE id = $1", [
            purchaseId,
            at,
          ])
        return paid
      }),
    runDue: (batch) => runDue(db, itemOf, now(), batch),
    notices: (accountId) => db.transaction((tx) => noticesOf(tx, accountId, itemOf, now())),
    refundQuote: (accountId, purchaseId) => inAccount(accountId, (tx, at) => quoteRefund(tx, accountId, purchaseId, at, playedFromPositions, opensOf)),
    refundConfirm: (accountId, purchaseId, amountWon, amountBbtan) =>
      inAccount(accountId, async (tx, at) => {
        const answer = await quoteRefund(tx, accountId, purchaseId, at, playedFromPositions, opensOf)
        if (!answer.ok) return answer
        // The member confirmed an amount: anything else (the quote moved on) is asked again, nothing refunded.
        if (answer.quote.amountWon !== amountWon || answer.quote.amountBbtan !== amountBbtan) return { ...answer, changed: true }
        await makeRefund(tx, accountId, answer.quote, at)
        return answer
      }),
    payGrace: (accountId, purchaseId) =>
      db.transaction(async (tx) => {
        const charged = await payGrace(tx, accountId, purchaseId, itemOf, now())
        return charged ? { paid: charged.paid, reason: charged.reason } : undefined
      }),
    answerPrice: (accountId, purchaseId, answer) => db.transaction((tx) => answerPrice(tx, accountId, purchaseId, answer, itemOf, now())),
    schedulePrice: (itemId, priceWon, effectiveAt) => schedulePrice(db, itemId, priceWon, effectiveAt, now()),
    setDecline: (accountId, outcome) => setDecline(db, accountId, outcome),
  }
}
