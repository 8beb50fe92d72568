import { randomBytes, randomUUID } from 'node:crypto'
import { ItemType, PaymentMethod, ResultCode } from '../../../core/contract/index.ts'
import type { Sql } from '../store/db.ts'
import { type Balance, DAY_MS, balanceOf, credit, expireLots, lockAccount, spend } from './currency.ts'
import type { SaleItem } from './items.ts'
import { voidApproval } from './renewals.ts'
import { VOID_AFTER_MS } from './rules.ts'

/**
 * One order's rows and steps, each inside the transaction the ledger (ledger.ts) opened under the
 * account's lock: the order and pass rows, an intent's first answer, a confirmation, a checkout's
 * approval, an admin's grant.
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

/** An admin's grant: an item's pass, or 빵탄, and how the history names it. */
export interface Grant {
  readonly item?: SaleItem
  readonly bbtan?: number
  readonly what: string
}

export type CheckoutOutcome = 'approved' | 'declined' | 'insufficient' | 'abandoned'

/** Why a checkout did not pay, as the viewer reads it. */
export const declineReasons: Readonly<Record<Exclude<CheckoutOutcome, 'approved'>, string>> = {
  declined: '카드사에서 결제를 승인하지 않았습니다.',
  insufficient: '잔액 또는 한도가 부족합니다.',
  abandoned: '결제를 취소했습니다.',
}

export const ORDER_COLUMNS =
  'id, account_id, idempotency_key, call, item_id, movie_url, paid_with, payment_method, amount_won, amount_bbtan, status, decline_reason, return_url, created_at, paid_at, renewal_of, refunded_at, refund_won, refund_bbtan'
export const PASS_COLUMNS =
  'p.purchase_id, p.item_id, p.item_type, p.item_group, p.movie_url, p.starts_at, p.ends_at, p.renews, p.cancelled_at, o.paid_with, p.grace_until'

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

export const toOrder = (r: Record<string, unknown>): Order => ({
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

export const toPass = (r: Record<string, unknown>): PassRow => ({
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

/** Takes the account's lock and lapses what expired before anything else is written, so the history stays in time order. */
export const settle = async (tx: Sql, accountId: string, at: number): Promise<void> => {
  await lockAccount(tx, accountId)
  await expireLots(tx, accountId, at)
}
export const orderByKey = async (tx: Sql, accountId: string, key: string): Promise<(Order & { intent: string }) | undefined> => {
  const [row] = await tx.query<Record<string, unknown>>(`SELECT ${ORDER_COLUMNS}, intent FROM purchases WHERE account_id = $1 AND idempotency_key = $2`, [
    accountId,
    key,
  ])
  return row ? { ...toOrder(row), intent: String(row.intent) } : undefined
}
export const orderById = async (tx: Sql, id: string): Promise<Order | undefined> => {
  const [row] = await tx.query<Record<string, unknown>>(`SELECT ${ORDER_COLUMNS} FROM purchases WHERE id = $1`, [id])
  return row ? toOrder(row) : undefined
}
const staleApproval = async (tx: Sql, purchaseId: string, at: number): Promise<boolean> =>
  (await tx.query("SELECT 1 FROM checkout_payments WHERE purchase_id = $1 AND outcome = 'approved' AND at <= $2", [purchaseId, at - VOID_AFTER_MS])).length > 0
const voided = async (tx: Sql, purchaseId: string): Promise<Order> => {
  await voidApproval(tx, purchaseId)
  return (await orderById(tx, purchaseId))!
}
export const approvalOf = async (tx: Sql, purchaseId: string): Promise<string | undefined> => {
  const [row] = await tx.query<{ payment_key: string }>("SELECT payment_key FROM checkout_payments WHERE purchase_id = $1 AND outcome = 'approved'", [
    purchaseId,
  ])
  return row?.payment_key
}
export const passOf = async (tx: Sql, purchaseId: string): Promise<PassRow | null> => {
  const [row] = await tx.query<Record<string, unknown>>(
    `SELECT ${PASS_COLUMNS} FROM passes p JOIN purchases o ON o.id = p.purchase_id WHERE p.purchase_id = $1`,
    [purchaseId],
  )
  return row ? toPass(row) : null
}

/** The answer an order gives now: an open 빵탄 order is -115 or -116 against today's balance. */
export const answerOf = async (tx: Sql, order: Order, at: number): Promise<OrderAnswer> => {
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
  const rows = await tx.query('SELECT 1 FROM passes WHERE account_id = $1 AND item_id = $2 AND starts_at <= $3 AND COALESCE(grace_until, ends_at) > $3', [
    accountId,
    item.id,
    at,
  ])
  return rows.length > 0
}

/** Pays an order: its pass, or (a 빵탄 pack) its lots. */
export const fulfil = async (
  tx: Sql,
  order: Order,
  item: Pick<SaleItem, 'type' | 'group' | 'periodDays' | 'renews' | 'bbtan' | 'bonus' | 'name'>,
  at: number,
) => {
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
  const [running] = await tx.query<{ ends_at: number }>('SELECT MAX(ends_at) AS ends_at FROM passes WHERE account_id = $1 AND item_id = $2 AND ends_at > $3', [
    order.accountId,
    order.itemId,
    at,
  ])
  const startsAt = running?.ends_at ? Number(running.ends_at) : at
  await tx.query(
    `INSERT INTO passes (purchase_id, account_id, item_id, item_type, item_group, movie_url, starts_at, ends_at, renews)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [order.id, order.accountId, order.itemId, item.type, item.group, order.movieUrl, startsAt, startsAt + (item.periodDays ?? 0) * DAY_MS, item.renews],
  )
}

const newOrderId = (at: number): string => `ord_${at.toString(36)}_${randomBytes(6).toString('hex')}`

/** purchase and currencyCharge: a new intent, or the first answer to this key. */
export const startOrder = async (tx: Sql, intent: Intent, at: number): Promise<OrderAnswer> => {
  const known = await orderByKey(tx, intent.accountId, intent.key)
  if (known) return known.intent === intentOf(intent) ? answerOf(tx, known, at) : { retval: ResultCode.parameterInvalid }
  const { item } = intent
  if (await inForce(tx, intent.accountId, item, at)) return { retval: ResultCode.parameterInvalid }
  const id = newOrderId(at)
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
  return answerOf(tx, (await orderById(tx, id))!, at)
}

/** purchaseConfirm: completes the key's order for `amount` (빵탄, or the checkout's `paymentKey` and 원). */
export const confirmOrder = async (
  tx: Sql,
  accountId: string,
  key: string,
  amount: number,
  paymentKey: string | undefined,
  itemOf: (itemId: string) => SaleItem | undefined,
  at: number,
): Promise<OrderAnswer> => {
  const known = await orderByKey(tx, accountId, key)
  if (!known) return { retval: ResultCode.dataNotFound }
  // An approval left unconfirmed past its time was voided by the PG: nothing is charged.
  const order = known.status === 'pending' && (await staleApproval(tx, known.id, at)) ? await voided(tx, known.id) : known
  if (order.status !== 'open' && order.status !== 'pending') return answerOf(tx, order, at)
  const item = itemOf(order.itemId)
  if (!item) return { retval: ResultCode.dataNotFound }
  if (await inForce(tx, accountId, item, at)) return { retval: ResultCode.parameterInvalid }
  if (order.status === 'open') {
    if (amount !== order.amountBbtan) return { retval: ResultCode.parameterInvalid }
    // A single item is named by its id: the history names it for the viewer who reads it (an adult title's name only after verification).
    const what = item.movieUrl ? item.id : item.name
    if (!(await spend(tx, accountId, amount, order.id, what, at))) return { retval: ResultCode.insufficientCurrency }
    await fulfil(tx, order, item, at)
    return answerOf(tx, (await orderById(tx, order.id))!, at)
  }
  if (!paymentKey) return { retval: ResultCode.requiredParameterMissing }
  const [payment] = await tx.query<{ amount: number; outcome: string }>(
    'SELECT amount, outcome FROM checkout_payments WHERE payment_key = $1 AND purchase_id = $2',
    [paymentKey, order.id],
  )
  if (payment?.outcome !== 'approved' || Number(payment.amount) !== amount || amount !== order.amountWon) return { retval: ResultCode.parameterInvalid }
  await fulfil(tx, order, item, at)
  return answerOf(tx, (await orderById(tx, order.id))!, at)
}

/** The stand-in checkout's answer for a pending order (the account already settled): its payment key, approved once. */
export const checkoutOrder = async (
  tx: Sql,
  order: Order,
  outcome: CheckoutOutcome,
  at: number,
): Promise<{ readonly paymentKey: string; readonly order: Order }> => {
  // An order is approved once: a second submit of the checkout answers the first approval, never a second charge.
  const approved = await approvalOf(tx, order.id)
  if (approved) return { paymentKey: approved, order }
  const paymentKey = newPaymentKey()
  await tx.query('INSERT INTO checkout_payments (payment_key, purchase_id, amount, outcome, at) VALUES ($1, $2, $3, $4, $5)', [
    paymentKey,
    order.id,
    order.amountWon,
    outcome,
    at,
  ])
  if (outcome !== 'approved') {
    await tx.query("UPDATE purchases SET status = 'declined', decline_reason = $2 WHERE id = $1", [order.id, declineReasons[outcome]])
  }
  return { paymentKey, order: (await orderById(tx, order.id))! }
}

/** An admin's grant (payment method 0): an item's pass, or 빵탄. */
export const grantOrder = async (tx: Sql, accountId: string, grant: Grant, at: number): Promise<Order> => {
  const id = newOrderId(at)
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
}
