import { randomBytes, randomUUID } from 'node:crypto'
import { ItemType, PaymentMethod, ResultCode } from '../../../core/contract/index.ts'
import { type Db, type Sql, qualified } from '../store/index.ts'
import { type Balance, DAY_MS, balanceOf, credit, expireLots, history, lockAccount, refundLot, spend } from './currency.ts'
import type { SaleItem } from './items.ts'
import { type OpensOf, type RefundAnswer, makeRefund, playedFromPositions, quoteRefund } from './refunds.ts'
import { type MoneyNotice, type PriceChange, type RunReport, answerPrice, noticesOf, payGrace, runDue, schedulePrice, setDecline, voidApproval } from './renewals.ts'
import { VOID_AFTER_MS } from './rules.ts'

/**
 * Orders and passes (docs/decisions/1500), with the guarantees of a real ledger: one purchase is
 * one transaction under the account's row lock; the client's idempotency key names the intent,
 * so a repeat answers the first answer and never charges twice, and the key with other
 * parameters is refused (-11); a confirmation checks the amount the viewer (or the checkout)
 * agreed to.
 */

export type PaidWith = 'money' | 'currency' | 'grant'
/** voided: an approval never confirmed in time; refunded: paid, then given back (docs/decisions/1550). */
export type OrderStatus = 'open' | 'pending' | 'paid' | 'declined' | 'voided' | 'refunded'

export interface Order {
  readonly id: string
  readonly accountId: string
  readonly key: string
  readonly call: 'purchase' | 'currencyCharge'
  readonly itemId: string
  readonly movieUrl: string | null
  readonly paidWith: PaidWith
  readonly paymentMethod: number | null
  readonly amountWon: number
  readonly amountBbtan: number | null
  readonly status: OrderStatus
  readonly declineReason: string | null
  readonly returnUrl: string | null
  readonly createdAt: number
  readonly paidAt: number | null
  /** A renewal's pass (the one it renews). */
  readonly renewalOf: string | null
  readonly refundedAt: number | null
  readonly refundWon: number | null
  readonly refundBbtan: number | null
}

export interface PassRow {
  readonly purchaseId: string
  readonly itemId: string
  readonly itemType: number
  readonly itemGroup: number
  readonly movieUrl: string | null
  readonly startsAt: number
  readonly endsAt: number
  readonly renews: boolean
  readonly cancelledAt: number | null
  readonly paidWith: PaidWith
  /** A declined renewal: the pass still plays until then while the member can pay. */
  readonly graceUntil: number | null
}

/** What the viewer asked for, as the calls send it. */
export interface Intent {
  readonly accountId: string
  readonly key: string
  readonly call: Order['call']
  readonly item: SaleItem
  readonly useCurrency: boolean
  readonly paymentMethod: number | null
  readonly returnUrl: string | null
}

/** An answer: a result code, or the order as it stands (with its pass and the balance when they apply). */
export type OrderAnswer =
  | { readonly retval: number; readonly order?: undefined }
  | { readonly retval: 0; readonly order: Order; readonly pass: PassRow | null; readonly balance: Balance | null }

/** Methods with a checkout page on the web; the apps' methods sell in their apps. */
export const WEB_METHODS: readonly number[] = [PaymentMethod.webCard, PaymentMethod.webMobilePhone]

const ORDER_COLUMNS = 'id, account_id, idempotency_key, call, item_id, movie_url, paid_with, payment_method, amount_won, amount_bbtan, status, decline_reason, return_url, created_at, paid_at, renewal_of, refunded_at, refund_won, refund_bbtan'
const PASS_COLUMNS = 'p.purchase_id, p.item_id, p.item_type, p.item_group, p.movie_url, p.starts_at, p.ends_at, p.renews, p.cancelled_at, o.paid_with, p.grace_until'

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

const toOrder = (r: Record<string, unknown>): Order => ({
  id: String(r.id),
  accountId: String(r.account_id),
  key: String(r.idempotency_key),
  call: r.call as Order['call'],
  itemId: String(r.item_id),
  movieUrl: (r.movie_url as string | null) ?? null,
  paidWith: r.paid_with as PaidWith,
  paymentMethod: num(r.payment_method),
  amountWon: Number(r.amount_won),
  amountBbtan: num(r.amount_bbtan),
  status: r.status as OrderStatus,
  declineReason: (r.decline_reason as string | null) ?? null,
  returnUrl: (r.return_url as string | null) ?? null,
  createdAt: Number(r.created_at),
  paidAt: num(r.paid_at),
  renewalOf: (r.renewal_of as string | null) ?? null,
  refundedAt: num(r.refunded_at),
  refundWon: num(r.refund_won),
  refundBbtan: num(r.refund_bbtan),
})

const toPass = (r: Record<string, unknown>): PassRow => ({
  purchaseId: String(r.purchase_id),
  itemId: String(r.item_id),
  itemType: Number(r.item_type),
  itemGroup: Number(r.item_group),
  movieUrl: (r.movie_url as string | null) ?? null,
  startsAt: Number(r.starts_at),
  endsAt: Number(r.ends_at),
  renews: Boolean(r.renews),
  cancelledAt: num(r.cancelled_at),
  paidWith: r.paid_with as PaidWith,
  graceUntil: num(r.grace_until),
})

/** The intent's parameters as one string: a key reused with others is refused. */
const intentOf = (i: Intent): string => JSON.stringify([i.call, i.item.id, i.useCurrency, i.paymentMethod])

/** A checkout's payment key: what the PG hands back for the server's confirmation. */
const newPaymentKey = (): string => `pay_${randomBytes(12).toString('base64url')}`

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
  grant(accountId: string, grant: { readonly item?: SaleItem; readonly bbtan?: number; readonly what: string }): Promise<Order>
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

export type CheckoutOutcome = 'approved' | 'declined' | 'insufficient' | 'abandoned'

/** Why a checkout did not pay, as the viewer reads it. */
export const declineReasons: Readonly<Record<Exclude<CheckoutOutcome, 'approved'>, string>> = {
  declined: '카드사에서 결제를 승인하지 않았습니다.',
  insufficient: '잔액 또는 한도가 부족합니다.',
  abandoned: '결제를 취소했습니다.',
}

/** `itemOf` finds a sale item by id (a single item through the catalogue). */
export const createLedger = (
  db: Db,
  now: () => number,
  itemOf: (itemId: string) => SaleItem | undefined,
  /** What a purchase opens, for "nothing played" (default: its own title, or any title for a pass). */
  opensOf: OpensOf = (p) => (movieUrl) => p.movieUrl === null || p.movieUrl === movieUrl,
): Ledger => {
  /** Takes the account's lock and lapses what expired before anything else is written, so the history stays in time order. */
  const settle = async (tx: Sql, accountId: string): Promise<void> => {
    await lockAccount(tx, accountId)
    await expireLots(tx, accountId, now())
  }
  const orderByKey = async (tx: Sql, accountId: string, key: string): Promise<(Order & { intent: string }) | undefined> => {
    const [row] = await tx.query<Record<string, unknown>>(`SELECT ${ORDER_COLUMNS}, intent FROM purchases WHERE account_id = $1 AND idempotency_key = $2`, [accountId, key])
    return row ? { ...toOrder(row), intent: String(row.intent) } : undefined
  }
  const orderById = async (tx: Sql, id: string): Promise<Order | undefined> => {
    const [row] = await tx.query<Record<string, unknown>>(`SELECT ${ORDER_COLUMNS} FROM purchases WHERE id = $1`, [id])
    return row ? toOrder(row) : undefined
  }
  const staleApproval = async (tx: Sql, purchaseId: string): Promise<boolean> =>
    (await tx.query("SELECT 1 FROM checkout_payments WHERE purchase_id = $1 AND outcome = 'approved' AND at <= $2", [purchaseId, now() - VOID_AFTER_MS])).length > 0
  const voided = async (tx: Sql, purchaseId: string): Promise<Order> => {
    await voidApproval(tx, purchaseId)
    return (await orderById(tx, purchaseId))!
  }
  const approvalOf = async (tx: Sql, purchaseId: string): Promise<string | undefined> => {
    const [row] = await tx.query<{ payment_key: string }>("SELECT payment_key FROM checkout_payments WHERE purchase_id = $1 AND outcome = 'approved'", [purchaseId])
    return row?.payment_key
  }
  const passOf = async (tx: Sql, purchaseId: string): Promise<PassRow | null> => {
    const [row] = await tx.query<Record<string, unknown>>(`SELECT ${PASS_COLUMNS} FROM passes p JOIN purchases o ON o.id = p.purchase_id WHERE p.purchase_id = $1`, [purchaseId])
    return row ? toPass(row) : null
  }

  /** The answer an order gives now: an open 빵탄 order is -115 or -116 against today's balance. */
  const answerOf = async (tx: Sql, order: Order): Promise<OrderAnswer> => {
    const at = now()
    if (order.status === 'open') {
      const { total } = await balanceOf(tx, order.accountId, at)
      return { retval: total < (order.amountBbtan ?? 0) ? ResultCode.insufficientCurrency : ResultCode.currencyDeductionConfirmation }
    }
    const touchesCurrency = order.paidWith === 'currency' || order.call === 'currencyCharge'
    return {
      retval: 0,
      order,
      pass: await passOf(tx, order.id),
      balance: order.status === 'paid' && touchesCurrency ? await balanceOf(tx, order.accountId, at) : null,
    }
  }

  /** A subscription or single title is sold once while in force (a 7-day pass stacks); checked under the account's lock, so two keys cannot both pay. */
  const inForce = async (tx: Sql, accountId: string, item: Pick<SaleItem, 'id' | 'renews' | 'type'>, at: number): Promise<boolean> => {
    if (!item.renews && item.type !== ItemType.single) return false
    const rows = await tx.query('SELECT 1 FROM passes WHERE account_id = $1 AND item_id = $2 AND starts_at <= $3 AND COALESCE(grace_until, ends_at) > $3', [accountId, item.id, at])
    return rows.length > 0
  }

  /** Pays an order: its pass, or (a 빵탄 pack) its lots. */
  const fulfil = async (tx: Sql, order: Order, item: Pick<SaleItem, 'type' | 'group' | 'periodDays' | 'renews' | 'bbtan' | 'bonus' | 'name'>, at: number) => {
    await tx.query("UPDATE purchases SET status = 'paid', paid_at = $2 WHERE id = $1", [order.id, at])
    if (item.type === ItemType.consumable) {
      const movement = randomUUID()
      const base = { accountId: order.accountId, purchaseId: order.id, at, movement }
      const grant = order.paidWith === 'grant'
      await credit(tx, { ...base, kind: 'paid', amount: item.bbtan, entryKind: grant ? 'grant' : 'charge', what: `${item.name} ${grant ? '지급' : '충전'}` })
      if (item.bonus > 0) await credit(tx, { ...base, kind: 'bonus', amount: item.bonus, entryKind: 'bonus', what: `${item.name} 보너스` })
      return
    }
    // A pass bought while the same item's pass runs starts when that one ends.
    const [running] = await tx.query<{ ends_at: number }>(
      'SELECT MAX(ends_at) AS ends_at FROM passes WHERE account_id = $1 AND item_id = $2 AND ends_at > $3',
      [order.accountId, order.itemId, at],
    )
    const startsAt = running?.ends_at ? Number(running.ends_at) : at
    await tx.query(
      `INSERT INTO passes (purchase_id, account_id, item_id, item_type, item_group, movie_url, starts_at, ends_at, renews)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [order.id, order.accountId, order.itemId, item.type, item.group, order.movieUrl, startsAt, startsAt + (item.periodDays ?? 0) * DAY_MS, item.renews],
    )
  }

  return {
    passes: async (accountId, at) => {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${PASS_COLUMNS} FROM passes p JOIN purchases o ON o.id = p.purchase_id
          WHERE p.account_id = $1 AND ($2::bigint IS NULL OR (p.starts_at <= $2 AND COALESCE(p.grace_until, p.ends_at) > $2)) ORDER BY p.starts_at DESC, p.purchase_id`,
        [accountId, at ?? null],
      )
      return rows.map(toPass)
    },
    balance: (accountId) =>
      db.transaction(async (tx) => {
        await settle(tx, accountId)
        return balanceOf(tx, accountId, now())
      }),
    start: (intent) =>
      db.transaction(async (tx) => {
        await settle(tx, intent.accountId)
        const known = await orderByKey(tx, intent.accountId, intent.key)
        if (known) return known.intent === intentOf(intent) ? answerOf(tx, known) : { retval: ResultCode.parameterInvalid }
        const { item } = intent
        const at = now()
        if (await inForce(tx, intent.accountId, item, at)) return { retval: ResultCode.parameterInvalid }
        const id = `ord_${at.toString(36)}_${randomBytes(6).toString('hex')}`
        const byCurrency = intent.useCurrency
        await tx.query(
          `INSERT INTO purchases (id, account_id, idempotency_key, intent, call, item_id, movie_url, paid_with, payment_method, amount_won, amount_bbtan, status, return_url, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            id,
            intent.accountId,
            intent.key,
            intentOf(intent),
            intent.call,
            item.id,
            item.movieUrl,
            byCurrency ? 'currency' : 'money',
            byCurrency ? null : intent.paymentMethod,
            item.priceWon,
            byCurrency ? item.priceBbtan : null,
            byCurrency ? 'open' : 'pending',
            intent.returnUrl,
            at,
          ],
        )
        return answerOf(tx, (await orderById(tx, id))!)
      }),
    confirm: (accountId, key, amount, paymentKey) =>
      db.transaction(async (tx) => {
        await settle(tx, accountId)
        const known = await orderByKey(tx, accountId, key)
        if (!known) return { retval: ResultCode.dataNotFound }
        // An approval left unconfirmed past its time was voided by the PG: nothing is charged.
        const order = known.status === 'pending' && (await staleApproval(tx, known.id)) ? await voided(tx, known.id) : known
        if (order.status !== 'open' && order.status !== 'pending') return answerOf(tx, order)
        const item = itemOf(order.itemId)
        if (!item) return { retval: ResultCode.dataNotFound }
        const at = now()
        if (await inForce(tx, accountId, item, at)) return { retval: ResultCode.parameterInvalid }
        if (order.status === 'open') {
          if (amount !== order.amountBbtan) return { retval: ResultCode.parameterInvalid }
          // A single item is named by its id: the history names it for the viewer who reads it (an adult title's name only after verification).
          const what = item.movieUrl ? item.id : item.name
          if (!(await spend(tx, accountId, amount, order.id, what, at))) return { retval: ResultCode.insufficientCurrency }
          await fulfil(tx, order, item, at)
          return answerOf(tx, (await orderById(tx, order.id))!)
        }
        if (!paymentKey) return { retval: ResultCode.requiredParameterMissing }
        const [payment] = await tx.query<{ amount: number; outcome: string }>(
          'SELECT amount, outcome FROM checkout_payments WHERE payment_key = $1 AND purchase_id = $2',
          [paymentKey, order.id],
        )
        if (payment?.outcome !== 'approved' || Number(payment.amount) !== amount || amount !== order.amountWon) return { retval: ResultCode.parameterInvalid }
        await fulfil(tx, order, item, at)
        return answerOf(tx, (await orderById(tx, order.id))!)
      }),
    checkout: (orderId, outcome) =>
      db.transaction(async (tx) => {
        const [owner] = await tx.query<{ account_id: string }>('SELECT account_id FROM purchases WHERE id = $1', [orderId])
        if (!owner) return undefined
        await settle(tx, owner.account_id)
        const order = await orderById(tx, orderId)
        if (order?.status !== 'pending') return undefined
        // An order is approved once: a second submit of the checkout answers the first approval, never a second charge.
        const approved = await approvalOf(tx, order.id)
        if (approved) return { paymentKey: approved, order }
        const paymentKey = newPaymentKey()
        await tx.query('INSERT INTO checkout_payments (payment_key, purchase_id, amount, outcome, at) VALUES ($1, $2, $3, $4, $5)', [
          paymentKey,
          order.id,
          order.amountWon,
          outcome,
          now(),
        ])
        if (outcome !== 'approved') {
          await tx.query("UPDATE purchases SET status = 'declined', decline_reason = $2 WHERE id = $1", [order.id, declineReasons[outcome]])
        }
        return { paymentKey, order: (await orderById(tx, order.id))! }
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
      const total = rows.length > 0 ? Number(rows[0]!.total) : Number((await db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM purchases WHERE account_id = $1 AND status <> 'open'", [accountId]))[0]?.n ?? 0)
      return { total, rows: rows.map((r) => ({ order: toOrder(r), pass: r.pass_of === null ? null : toPass({ ...r, purchase_id: r.pass_of }) })) }
    },
    history: (accountId, kind, offset, limit) =>
      db.transaction(async (tx) => {
        await settle(tx, accountId)
        return history(tx, accountId, kind, offset, limit)
      }),
    cancel: (accountId, purchaseId) =>
      db.transaction(async (tx) => {
        await settle(tx, accountId)
        const pass = await passOf(tx, purchaseId)
        const [owner] = await tx.query<{ account_id: string }>('SELECT account_id FROM passes WHERE purchase_id = $1', [purchaseId])
        if (!pass || owner?.account_id !== accountId || !pass.renews) return undefined
        await tx.query('UPDATE passes SET renews = false, cancelled_at = $2 WHERE purchase_id = $1', [purchaseId, now()])
        return (await passOf(tx, purchaseId)) ?? undefined
      }),
    grant: (accountId, grant) =>
      db.transaction(async (tx) => {
        await settle(tx, accountId)
        const at = now()
        const id = `ord_${at.toString(36)}_${randomBytes(6).toString('hex')}`
        const item = grant.item
        await tx.query(
          `INSERT INTO purchases (id, account_id, idempotency_key, intent, call, item_id, movie_url, paid_with, payment_method, amount_won, amount_bbtan, status, created_at)
           VALUES ($1, $2, $3, '[]', 'purchase', $4, $5, 'grant', $6, 0, NULL, 'pending', $7)`,
          [id, accountId, `grant-${id}`, item?.id ?? `bbtan-grant`, item?.movieUrl ?? null, PaymentMethod.adminGrant, at],
        )
        const order = (await orderById(tx, id))!
        if (item) await fulfil(tx, order, item, at)
        else {
          await tx.query("UPDATE purchases SET status = 'paid', paid_at = $2 WHERE id = $1", [id, at])
          await credit(tx, { accountId, kind: 'paid', amount: grant.bbtan ?? 0, purchaseId: id, entryKind: 'grant', what: grant.what, at, movement: randomUUID() })
        }
        return (await orderById(tx, id))!
      }),
    refund: (accountId, purchaseId) =>
      db.transaction(async (tx) => {
        await settle(tx, accountId)
        const at = now()
        const paid = await refundLot(tx, accountId, purchaseId, at)
        if (paid) await tx.query("UPDATE purchases SET status = 'refunded', refunded_at = $2, refund_won = amount_won, refund_bbtan = 0 WHERE id = $1", [purchaseId, at])
        return paid
      }),
    runDue: (batch) => runDue(db, itemOf, now(), batch),
    notices: (accountId) => db.transaction((tx) => noticesOf(tx, accountId, itemOf, now())),
    refundQuote: (accountId, purchaseId) =>
      db.transaction(async (tx) => {
        await settle(tx, accountId)
        return quoteRefund(tx, accountId, purchaseId, now(), playedFromPositions, opensOf)
      }),
    refundConfirm: (accountId, purchaseId, amountWon, amountBbtan) =>
      db.transaction(async (tx) => {
        await settle(tx, accountId)
        const at = now()
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
