import { type CallSpec, call } from './callSpec.ts'

/**
 * Money (designed, docs/contract.md "Money calls"; docs/decisions/1500): items, purchases by card,
 * phone or 빵탄, the 빵탄 ledger and what a member bought. All on the API host, POST, signed with
 * the client code of the session `s`. Every purchase carries `idempotency_key`, made once per
 * intent by the client: the same key answers the first answer and never charges twice.
 */
const money = (path: string, fields: readonly string[], required: readonly string[]): CallSpec =>
  call({ method: 'POST', host: 'api', path, fields, required, signing: 'client', origin: 'designed' })

export const moneyCalls = {
  /** The items on sale (by ItemGroup and ItemType; a title's single item with `movie_url`) and, for a member, the passes held. */
  itemList: money('/v3/pay/itemList', ['s', 'item_group', 'item_type', 'movie_url'], ['s']),
  /**
   * Buys an item: with 빵탄 (`use_currency` 1: -115 short, else -116 until purchaseConfirm) or by
   * a PaymentMethod (web card 5, web phone 4: a pending order and its checkout page, which
   * returns to `return_url`).
   */
  purchase: money(
    '/v3/pay/purchase',
    ['s', 'item_id', 'movie_url', 'use_currency', 'payment_method', 'return_url', 'idempotency_key'],
    ['s', 'item_id', 'idempotency_key'],
  ),
  /** Completes the purchase of `idempotency_key` for `amount`: the -116 step (빵탄), or the checkout's approval (`payment_key`). */
  purchaseConfirm: money('/v3/pay/purchaseConfirm', ['s', 'idempotency_key', 'amount', 'payment_key'], ['s', 'idempotency_key', 'amount']),
  /** The member's 빵탄: paid and bonus, what is refundable, what expires soon. */
  currencyBalance: money('/v3/pay/currencyBalance', ['s'], ['s']),
  /** Buys a 빵탄 pack (an item of ItemType consumable) by card or phone: a pending order and its checkout page. */
  currencyCharge: money(
    '/v3/pay/currencyCharge',
    ['s', 'item_id', 'payment_method', 'return_url', 'idempotency_key'],
    ['s', 'item_id', 'payment_method', 'idempotency_key'],
  ),
  /** The ledger's entries, newest first; `kind` filters (charge, bonus, spend, expire, refund, grant). */
  currencyHistory: money('/v3/pay/currencyHistory', ['s', 'kind', 'page', 'count'], ['s']),
  /** What the member bought, newest first: when, for how much, until when. */
  purchaseHistory: money('/v3/pay/purchaseHistory', ['s', 'page', 'count'], ['s']),
  /** Stops a subscription's renewal; the paid period stays. */
  subscriptionCancel: money('/v3/pay/subscriptionCancel', ['s', 'purchase_id'], ['s', 'purchase_id']),
  /** What the member is told before it costs anything: renewals within 7 days, a declined renewal's grace, price rises to answer (docs/decisions/1550). */
  moneyNotices: money('/v3/pay/moneyNotices', ['s'], ['s']),
  /** What a refund of `purchase_id` would give back now, or why it may not be (docs/decisions/1551). */
  refundQuote: money('/v3/pay/refundQuote', ['s', 'purchase_id'], ['s', 'purchase_id']),
  /** Refunds `purchase_id` for exactly the amounts the member saw (`amount_won`, `amount_bbtan`): else nothing, and the new quote. */
  refundRequest: money('/v3/pay/refundRequest', ['s', 'purchase_id', 'amount_won', 'amount_bbtan'], ['s', 'purchase_id', 'amount_won', 'amount_bbtan']),
  /** 결제하기 in a declined renewal's grace: the pass's saved method again. */
  renewalPay: money('/v3/pay/renewalPay', ['s', 'purchase_id'], ['s', 'purchase_id']),
  /** The member's answer to a price rise of a renewing pass: `answer` agree (동의) or cancel (해지). */
  priceConsent: money('/v3/pay/priceConsent', ['s', 'purchase_id', 'answer'], ['s', 'purchase_id', 'answer']),
} as const satisfies Record<string, CallSpec>
