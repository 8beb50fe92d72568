import { ResultCode, formatHostTime } from '../../../core/contract/index.ts'
import type { RefundAnswer } from './refunds.ts'
import type { MoneyNotice } from './renewals.ts'
import { member } from '../auth/accountCalls.ts'
import { viewerOf } from '../browse/viewer.ts'
import { itemName, purchaseRecord } from './records.ts'
import type { CallAnswer, CallRequest, World } from '../server/callTypes.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'money' | 'now'
type Slice = Pick<World, Uses>

/**
 * The money calls that keep the terms' promises (docs/contract.md "Money calls",
 * docs/decisions/1550, 1551): the notices before a renewal, refunds online, 결제하기 in a grace,
 * the answer to a price rise. The ledger decides each in one transaction under the account's lock.
 */

const fail = (retval: number): CallAnswer => ({ retval })
const done = (output: unknown): CallAnswer => ({ retval: ResultCode.success, output })
const whole = (text: string | undefined): number | undefined => (text !== undefined && /^\d{1,9}$/.test(text.trim()) ? Number(text) : undefined)

const noticeWire = (world: Slice, request: CallRequest, n: MoneyNotice) => ({
  kind: n.kind,
  purchase_id: n.purchaseId,
  item_id: n.itemId,
  name: itemName(world, n.itemId, viewerOf(request)) ?? n.itemId,
  at: formatHostTime(n.kind === 'grace' ? n.graceUntil : n.renewsAt),
  amount_won: n.kind === 'price' ? n.newWon : n.amountWon,
  payment_method: n.kind === 'renewal' ? n.paymentMethod : null,
  old_won: n.kind === 'price' ? n.oldWon : null,
  effective_at: n.kind === 'price' ? formatHostTime(n.effectiveAt) : null,
  answer: n.kind === 'price' ? n.answer : null,
  reason: n.kind === 'grace' ? n.reason : null,
})

const moneyNotices = member<Uses>(async (who, request, world) =>
  done({ notices: (await world.money.notices(who.accountId)).map((n) => noticeWire(world, request, n)) }),
)

const quoteWire = (purchaseId: string, answer: RefundAnswer) =>
  answer.ok
    ? {
        purchase_id: purchaseId,
        refundable: 1,
        amount_won: answer.quote.amountWon,
        amount_bbtan: answer.quote.amountBbtan,
        kind: answer.quote.kind,
        reason: null,
      }
    : { purchase_id: purchaseId, refundable: 0, amount_won: 0, amount_bbtan: 0, kind: null, reason: answer.reason }

/** The purchase as the history lists it now, or undefined when it is not this member's. */
const recordOf = async (world: Slice, request: CallRequest, accountId: string, purchaseId: string) => {
  const order = await world.money.order(purchaseId)
  if (!order || order.accountId !== accountId) return undefined
  const passes = await world.money.passes(accountId)
  return purchaseRecord(world, order, passes.find((p) => p.purchaseId === purchaseId) ?? null, viewerOf(request))
}

const refundQuote = member<Uses>(async (who, request, world) => {
  const purchaseId = request.params.purchase_id ?? ''
  if (!(await recordOf(world, request, who.accountId, purchaseId))) return fail(ResultCode.dataNotFound)
  return done(quoteWire(purchaseId, await world.money.refundQuote(who.accountId, purchaseId)))
})

const refundRequest = member<Uses>(async (who, request, world) => {
  const purchaseId = request.params.purchase_id ?? ''
  const won = whole(request.params.amount_won)
  const bbtan = whole(request.params.amount_bbtan)
  if (won === undefined || bbtan === undefined) return fail(ResultCode.parameterInvalid)
  if (!(await recordOf(world, request, who.accountId, purchaseId))) return fail(ResultCode.dataNotFound)
  const answer = await world.money.refundConfirm(who.accountId, purchaseId, won, bbtan)
  // A quote that moved on since the member saw it refunds nothing: the new one is answered to be confirmed again.
  const refunded = answer.ok && !answer.changed ? 1 : 0
  return done({ refunded, quote: quoteWire(purchaseId, answer), purchase: await recordOf(world, request, who.accountId, purchaseId) })
})

const renewalPay = member<Uses>(async (who, request, world) => {
  const purchaseId = request.params.purchase_id ?? ''
  const charged = await world.money.payGrace(who.accountId, purchaseId)
  if (!charged) return fail(ResultCode.dataNotFound)
  return done({ paid: charged.paid ? 1 : 0, reason: charged.reason, purchase: await recordOf(world, request, who.accountId, purchaseId) })
})

const priceConsent = member<Uses>(async (who, request, world) => {
  const purchaseId = request.params.purchase_id ?? ''
  const answer = request.params.answer
  if (answer !== 'agree' && answer !== 'cancel') return fail(ResultCode.parameterInvalid)
  if (!(await world.money.answerPrice(who.accountId, purchaseId, answer))) return fail(ResultCode.dataNotFound)
  return done({ purchase: await recordOf(world, request, who.accountId, purchaseId) })
})

export const promiseHandlers = { moneyNotices, refundQuote, refundRequest, renewalPay, priceConsent }
