import { randomBytes } from 'node:crypto'
import { PaymentMethod } from '../../../core/contract/index.ts'
import type { Db, Sql } from '../store/db.ts'
import { DAY_MS, lockAccount } from './currency.ts'
import type { SaleItem } from './items.ts'
import { VOIDED_REASON, VOID_AFTER_MS, graceMs, reminderMs, renewalDeclineReasons } from './rules.ts'

/**
 * Renewals on the stand-in's clock (docs/decisions/1550): when time passes a renewing pass's end,
 * it is charged again from the method it was bought with. Each pass is renewed in its own
 * transaction under the account's lock, as the order of key `renew-<pass>`: the key is unique per
 * account and a pass has at most one paid renewal (a unique index), so two runs at once, a restart
 * mid-run or the member's 결제하기 never charge twice. A declined renewal keeps the pass playing
 * for the grace period; a price rise renews only with the member's 동의.
 */

export interface RunReport {
  readonly renewed: number
  readonly declined: number
  readonly ended: number
  readonly voided: number
}

export interface PriceChange {
  readonly id: string
  readonly itemId: string
  readonly priceWon: number
  readonly announcedAt: number
  readonly effectiveAt: number
}

/** What a member is told before it costs anything: a renewal within 7 days, a grace, a price rise to answer. */
export type MoneyNotice =
  | {
      readonly kind: 'renewal'
      readonly purchaseId: string
      readonly itemId: string
      readonly renewsAt: number
      readonly amountWon: number
      readonly paymentMethod: number | null
    }
  | {
      readonly kind: 'grace'
      readonly purchaseId: string
      readonly itemId: string
      readonly graceUntil: number
      readonly amountWon: number
      readonly reason: string
    }
  | {
      readonly kind: 'price'
      readonly purchaseId: string
      readonly itemId: string
      readonly renewsAt: number
      readonly oldWon: number
      readonly newWon: number
      readonly effectiveAt: number
      readonly answer: 'agree' | null
    }

export const newOrderId = (at: number): string => `ord_${at.toString(36)}_${randomBytes(6).toString('hex')}`

interface DuePass {
  readonly purchase_id: string
  readonly account_id: string
  readonly item_id: string
  readonly item_type: number
  readonly item_group: number
  readonly ends_at: number
  readonly renews: boolean
  readonly grace_until: number | null
  readonly payment_method: number | null
  readonly amount_won: number
}

const PASS_WITH_ORDER = `SELECT p.purchase_id, p.account_id, p.item_id, p.item_type, p.item_group, p.ends_at, p.renews, p.grace_until, o.payment_method, o.amount_won
  FROM passes p JOIN purchases o ON o.id = p.purchase_id`

const toDue = (r: Record<string, unknown>): DuePass => ({
  purchase_id: String(r.purchase_id),
  account_id: String(r.account_id),
  item_id: String(r.item_id),
  item_type: Number(r.item_type),
  item_group: Number(r.item_group),
  ends_at: Number(r.ends_at),
  renews: Boolean(r.renews),
  grace_until: r.grace_until === null ? null : Number(r.grace_until),
  payment_method: r.payment_method === null ? null : Number(r.payment_method),
  amount_won: Number(r.amount_won),
})

/** The change in force for `itemId` at `at`: the latest whose effective time has come. */
const priceChangeAt = async (tx: Sql, itemId: string, at: number): Promise<PriceChange | undefined> => {
  const [r] = await tx.query<Record<string, unknown>>(
    'SELECT id, item_id, price_won, announced_at, effective_at FROM price_changes WHERE item_id = $1 AND effective_at <= $2 ORDER BY effective_at DESC, announced_at DESC LIMIT 1',
    [itemId, at],
  )
  return r
    ? { id: String(r.id), itemId: String(r.item_id), priceWon: Number(r.price_won), announcedAt: Number(r.announced_at), effectiveAt: Number(r.effective_at) }
    : undefined
}

/** What a pass's next renewal (at its end) costs, and the price change the member must agree to first, if any. */
export const renewalPrice = async (tx: Sql, pass: DuePass, item: SaleItem | undefined): Promise<{ priceWon: number; rise: PriceChange | undefined }> => {
  const change = await priceChangeAt(tx, pass.item_id, pass.ends_at)
  const priceWon = change?.priceWon ?? item?.priceWon ?? pass.amount_won
  return { priceWon, rise: priceWon > pass.amount_won ? change : undefined }
}

const agreed = async (tx: Sql, purchaseId: string, changeId: string): Promise<boolean> =>
  (await tx.query("SELECT 1 FROM price_answers WHERE purchase_id = $1 AND change_id = $2 AND answer = 'agree'", [purchaseId, changeId])).length > 0

/** QA's switch: the outcome this account's saved method answers, if it declines. */
const declineOf = async (tx: Sql, accountId: string): Promise<string | undefined> => {
  const [row] = await tx.query<{ outcome: string }>('SELECT outcome FROM renewal_declines WHERE account_id = $1', [accountId])
  return row?.outcome
}

/**
 * Charges a pass's renewal from its saved method under key `key`: a paid order and the next period's
 * pass (from the old end), or a declined order. Undefined when the pass already has a paid renewal.
 */
export const chargeRenewal = async (tx: Sql, pass: DuePass, key: string, priceWon: number, itemOf: (id: string) => SaleItem | undefined, at: number) => {
  const done = await tx.query("SELECT 1 FROM purchases WHERE renewal_of = $1 AND status IN ('paid', 'refunded')", [pass.purchase_id])
  if (done.length > 0) return undefined
  const outcome = (await declineOf(tx, pass.account_id)) ?? 'approved'
  const id = newOrderId(at)
  const reason = outcome === 'approved' ? null : (renewalDeclineReasons[outcome] ?? renewalDeclineReasons.declined!)
  await tx.query(
    `INSERT INTO purchases (id, account_id, idempotency_key, intent, call, item_id, paid_with, payment_method, amount_won, status, decline_reason, created_at, paid_at, renewal_of)
     VALUES ($1, $2, $3, '["renewal"]', 'purchase', $4, 'money', $5, $6, $7, $8, $9, $10, $11)`,
    [id, pass.account_id, key, pass.item_id, pass.payment_method, priceWon, reason ? 'declined' : 'paid', reason, at, reason ? null : at, pass.purchase_id],
  )
  await tx.query('INSERT INTO checkout_payments (payment_key, purchase_id, amount, outcome, at) VALUES ($1, $2, $3, $4, $5)', [
    `bill_${randomBytes(12).toString('base64url')}`,
    id,
    priceWon,
    outcome,
    at,
  ])
  if (reason) return { id, paid: false as const, reason }
  const period = (itemOf(pass.item_id)?.periodDays ?? 30) * DAY_MS
  await tx.query(
    `INSERT INTO passes (purchase_id, account_id, item_id, item_type, item_group, movie_url, starts_at, ends_at, renews)
     VALUES ($1, $2, $3, $4, $5, NULL, $6, $7, true)`,
    [id, pass.account_id, pass.item_id, pass.item_type, pass.item_group, pass.ends_at, pass.ends_at + period],
  )
  await tx.query("UPDATE passes SET renews = false, grace_until = NULL, end_reason = 'renewed' WHERE purchase_id = $1", [pass.purchase_id])
  return { id, paid: true as const, reason: null }
}

/** Renews one due pass (re-read under the lock): 'renewed', 'declined', 'ended' (a price rise not agreed) or 'skipped'. */
const renewOne = async (
  tx: Sql,
  purchaseId: string,
  itemOf: (id: string) => SaleItem | undefined,
  at: number,
): Promise<'renewed' | 'declined' | 'ended' | 'skipped'> => {
  const [row] = await tx.query<Record<string, unknown>>(`${PASS_WITH_ORDER} WHERE p.purchase_id = $1`, [purchaseId])
  if (!row) return 'skipped'
  const pass = toDue(row)
  await lockAccount(tx, pass.account_id)
  // Another run renewed or tried it first: its key answers, nothing is charged again.
  if (
    !pass.renews ||
    pass.ends_at > at ||
    (await tx.query('SELECT 1 FROM purchases WHERE account_id = $1 AND idempotency_key = $2', [pass.account_id, `renew-${purchaseId}`])).length > 0
  )
    return 'skipped'
  // An admin's grant has no method to charge: it ends with its period.
  if (pass.payment_method === null || pass.payment_method === PaymentMethod.adminGrant) {
    await tx.query("UPDATE passes SET renews = false, end_reason = 'grant' WHERE purchase_id = $1", [purchaseId])
    return 'ended'
  }
  const { priceWon, rise } = await renewalPrice(tx, pass, itemOf(pass.item_id))
  if (rise && !(await agreed(tx, purchaseId, rise.id))) {
    await tx.query("UPDATE passes SET renews = false, end_reason = 'price' WHERE purchase_id = $1", [purchaseId])
    return 'ended'
  }
  const charged = await chargeRenewal(tx, pass, `renew-${purchaseId}`, priceWon, itemOf, at)
  if (!charged) return 'skipped'
  if (!charged.paid) await tx.query('UPDATE passes SET grace_until = $2 WHERE purchase_id = $1', [purchaseId, pass.ends_at + graceMs])
  return charged.paid ? 'renewed' : 'declined'
}

/** Runs everything due at `at`, in batches of `batch` passes, each pass in its own transaction. */
export const runDue = async (db: Db, itemOf: (id: string) => SaleItem | undefined, at: number, batch = 500): Promise<RunReport> => {
  let renewed = 0
  let declined = 0
  let ended = 0
  // An approval nobody confirmed in time is voided: the order says so, nothing was charged.
  const voided = await db.transaction(async (tx) => {
    const stale = await tx.query<{ purchase_id: string }>(
      `SELECT c.purchase_id FROM checkout_payments c JOIN purchases o ON o.id = c.purchase_id WHERE c.outcome = 'approved' AND c.at <= $1 AND o.status = 'pending'`,
      [at - VOID_AFTER_MS],
    )
    for (const { purchase_id } of stale) await voidApproval(tx, purchase_id)
    return stale.length
  })
  for (;;) {
    const due = await db.query<{ purchase_id: string }>(
      `SELECT p.purchase_id FROM passes p WHERE p.renews AND p.ends_at <= $1
          AND NOT EXISTS (SELECT 1 FROM purchases r WHERE r.renewal_of = p.purchase_id) ORDER BY p.ends_at, p.purchase_id LIMIT $2`,
      [at, batch],
    )
    if (due.length === 0) break
    let moved = 0
    for (const { purchase_id } of due) {
      const result = await db.transaction((tx) => renewOne(tx, purchase_id, itemOf, at))
      if (result === 'renewed') renewed++
      else if (result === 'declined') declined++
      else if (result === 'ended') ended++
      if (result !== 'skipped') moved++
    }
    if (moved === 0) break
  }
  // A grace that ran out without a payment ends the pass.
  const lapsed = await db.query<{ purchase_id: string }>(
    `UPDATE passes p SET renews = false, end_reason = 'declined' WHERE p.renews AND p.grace_until IS NOT NULL AND p.grace_until <= $1
        AND NOT EXISTS (SELECT 1 FROM purchases r WHERE r.renewal_of = p.purchase_id AND r.status IN ('paid', 'refunded')) RETURNING p.purchase_id`,
    [at],
  )
  return { renewed, declined, ended: ended + lapsed.length, voided }
}

/** Voids an order's approval: the PG lets it go, the order is voided with its reason. */
export const voidApproval = async (tx: Sql, purchaseId: string): Promise<void> => {
  await tx.query("UPDATE checkout_payments SET outcome = 'voided' WHERE purchase_id = $1 AND outcome = 'approved'", [purchaseId])
  await tx.query("UPDATE purchases SET status = 'voided', decline_reason = $2 WHERE id = $1 AND status = 'pending'", [purchaseId, VOIDED_REASON])
}

/** The member's 결제하기 during a grace: the saved method again; undefined when the pass is not in its grace. */
export const payGrace = async (tx: Sql, accountId: string, purchaseId: string, itemOf: (id: string) => SaleItem | undefined, at: number) => {
  await lockAccount(tx, accountId)
  const [row] = await tx.query<Record<string, unknown>>(`${PASS_WITH_ORDER} WHERE p.purchase_id = $1 AND p.account_id = $2`, [purchaseId, accountId])
  const pass = row ? toDue(row) : undefined
  if (!pass?.renews || pass.grace_until === null || pass.grace_until <= at) return undefined
  const [{ n }] = (await tx.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM purchases WHERE renewal_of = $1', [purchaseId])) as [{ n: number }]
  const { priceWon } = await renewalPrice(tx, pass, itemOf(pass.item_id))
  return chargeRenewal(tx, pass, `renew-${purchaseId}-${n}`, priceWon, itemOf, at)
}

/** What this member is told now: renewals within 7 days, graces, price rises to answer. */
export const noticesOf = async (tx: Sql, accountId: string, itemOf: (id: string) => SaleItem | undefined, at: number): Promise<MoneyNotice[]> => {
  const rows = (
    await tx.query<Record<string, unknown>>(
      `${PASS_WITH_ORDER} WHERE p.account_id = $1 AND p.renews AND COALESCE(p.grace_until, p.ends_at) > $2 ORDER BY p.ends_at`,
      [accountId, at],
    )
  ).map(toDue)
  const notices: MoneyNotice[] = []
  for (const pass of rows) {
    const paidRenewal = await tx.query("SELECT 1 FROM purchases WHERE renewal_of = $1 AND status IN ('paid', 'refunded')", [pass.purchase_id])
    if (paidRenewal.length > 0) continue
    if (pass.grace_until !== null) {
      const [last] = await tx.query<{ decline_reason: string | null }>(
        'SELECT decline_reason FROM purchases WHERE renewal_of = $1 ORDER BY created_at DESC LIMIT 1',
        [pass.purchase_id],
      )
      const { priceWon } = await renewalPrice(tx, pass, itemOf(pass.item_id))
      notices.push({
        kind: 'grace',
        purchaseId: pass.purchase_id,
        itemId: pass.item_id,
        graceUntil: pass.grace_until,
        amountWon: priceWon,
        reason: last?.decline_reason ?? renewalDeclineReasons.declined!,
      })
      continue
    }
    const { priceWon, rise } = await renewalPrice(tx, pass, itemOf(pass.item_id))
    if (rise) {
      const answer = (await agreed(tx, pass.purchase_id, rise.id)) ? 'agree' : null
      notices.push({
        kind: 'price',
        purchaseId: pass.purchase_id,
        itemId: pass.item_id,
        renewsAt: pass.ends_at,
        oldWon: pass.amount_won,
        newWon: priceWon,
        effectiveAt: rise.effectiveAt,
        answer,
      })
      if (answer === null) continue
    }
    if (pass.ends_at - at <= reminderMs)
      notices.push({
        kind: 'renewal',
        purchaseId: pass.purchase_id,
        itemId: pass.item_id,
        renewsAt: pass.ends_at,
        amountWon: priceWon,
        paymentMethod: pass.payment_method,
      })
  }
  return notices
}

/** The member's answer to the price rise of a pass's next renewal; false when there is none to answer. */
export const answerPrice = async (
  tx: Sql,
  accountId: string,
  purchaseId: string,
  answer: 'agree' | 'cancel',
  itemOf: (id: string) => SaleItem | undefined,
  at: number,
): Promise<boolean> => {
  await lockAccount(tx, accountId)
  const [row] = await tx.query<Record<string, unknown>>(`${PASS_WITH_ORDER} WHERE p.purchase_id = $1 AND p.account_id = $2`, [purchaseId, accountId])
  const pass = row ? toDue(row) : undefined
  if (!pass?.renews || pass.ends_at <= at) return false
  const { rise } = await renewalPrice(tx, pass, itemOf(pass.item_id))
  if (!rise) return false
  await tx.query(
    'INSERT INTO price_answers (purchase_id, change_id, answer, at) VALUES ($1, $2, $3, $4) ON CONFLICT (purchase_id, change_id) DO UPDATE SET answer = $3, at = $4',
    [purchaseId, rise.id, answer, at],
  )
  if (answer === 'cancel') await tx.query('UPDATE passes SET renews = false, cancelled_at = $2 WHERE purchase_id = $1', [purchaseId, at])
  return true
}

/** The admin's price change for QA: from `effectiveAt`, `itemId` renews at `priceWon`. */
export const schedulePrice = async (db: Db, itemId: string, priceWon: number, effectiveAt: number, at: number): Promise<PriceChange> => {
  const id = `price_${at.toString(36)}_${randomBytes(4).toString('hex')}`
  await db.query('INSERT INTO price_changes (id, item_id, price_won, announced_at, effective_at) VALUES ($1, $2, $3, $4, $5)', [
    id,
    itemId,
    priceWon,
    at,
    effectiveAt,
  ])
  return { id, itemId, priceWon, announcedAt: at, effectiveAt }
}

/** QA's switch: the account's saved method declines renewals with `outcome` (declined, insufficient), or approves again (null). */
export const setDecline = async (db: Db, accountId: string, outcome: string | null): Promise<void> => {
  if (outcome === null) await db.query('DELETE FROM renewal_declines WHERE account_id = $1', [accountId])
  else
    await db.query('INSERT INTO renewal_declines (account_id, outcome) VALUES ($1, $2) ON CONFLICT (account_id) DO UPDATE SET outcome = $2', [
      accountId,
      outcome,
    ])
}
