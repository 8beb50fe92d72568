import type { PurchaseOutput } from '../../core/api/schemas.money.ts'
import { type ActResult, type Words, refusal } from '../data/actions.ts'
import { type PayIntent, keepIntent } from './intent.ts'

/**
 * What /pay's and /pay/return's actions answer (docs/decisions/1511): the order as it stands with
 * its intent (the one idempotency key), so a repeat with the same key is the first answer and
 * nothing charges twice.
 */

export interface PayResult extends ActResult {
  readonly intent?: PayIntent
  /** Card or phone: the checkout page to send the browser to. */
  readonly checkoutUrl?: string
  /** Paid (or declined) by the host: the order as it stands. */
  readonly purchase?: PurchaseOutput
}

/** A refused order: its words for the codes it names, with the intent it was for. */
export const refused = (error: unknown, intent: PayIntent, words?: Words): PayResult => ({ ...refusal(error, words), intent })

/** The order's answer kept with its intent: paid or declined settles it (a new press makes a new key). */
export const answered = (intent: PayIntent, purchase: PurchaseOutput): PayResult => {
  const kept = keepIntent({
    ...intent,
    purchaseId: purchase.purchase_id,
    ...(purchase.status === 'pending' ? {} : { settled: purchase.status }),
  })
  if (purchase.status === 'declined') return { ok: false, message: purchase.decline_reason ?? '결제되지 않았습니다.', intent: kept, purchase }
  return {
    ok: true,
    message: purchase.status === 'paid' ? '구매를 마쳤습니다.' : '결제창으로 이동합니다.',
    intent: kept,
    purchase,
    ...(purchase.checkout_url ? { checkoutUrl: purchase.checkout_url } : {}),
  }
}
