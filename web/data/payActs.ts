import { viewerMessageOf } from '../../core/app/commands.ts'
import type { PurchaseOutput } from '../../core/api/schemas.money.ts'
import { ResultCode, resultCodeOf } from '../../core/contract/index.ts'
import { type PayIntent, type PayMethod, findIntent, intentFor, keepIntent } from '../pay/intent.ts'
import { paths } from '../paths.ts'
import { type ActAt, type ActResult, field } from './actions.ts'

/**
 * /pay's and /pay/return's writes as route actions (docs/decisions/1511): buying (purchase or
 * currencyCharge with the intent's one idempotency key), the 빵탄 deduction's confirmation, and
 * the checkout's answer confirmed on the way back. Every refusal is Korean with the next step the
 * page offers; a repeat with the same key is the first answer, so none of them charges twice.
 */

export interface PayResult extends ActResult {
  readonly intent?: PayIntent
  /** Card or phone: the checkout page to send the browser to. */
  readonly checkoutUrl?: string
  /** Paid (or declined) by the host: the order as it stands. */
  readonly purchase?: PurchaseOutput
}

const refused = (error: unknown, intent: PayIntent, words: Partial<Record<number, string>> = {}): PayResult => {
  const code = resultCodeOf(error)
  return { ok: false, message: (code !== undefined ? words[code] : undefined) ?? viewerMessageOf(error), intent, ...(code === undefined ? {} : { code }) }
}

/** What -11 means when buying: the item is already in force, or not sold this way on the web. */
const buyWords: Partial<Record<number, string>> = {
  [ResultCode.parameterInvalid]:
    '이미 이용 중인 상품이거나 이 결제 수단으로 살 수 없는 상품입니다. 이용 중인 이용권을 확인하거나 다른 결제 수단을 골라 주세요.',
  [ResultCode.dataNotFound]: '판매하지 않는 상품입니다. 다른 상품을 골라 주세요.',
  [ResultCode.insufficientCurrency]: '빵탄이 부족합니다. 빵탄을 충전하면 이어서 구매할 수 있습니다.',
}

const methodOf = (text: string): PayMethod => (text === '4' ? 4 : text === '5' ? 5 : 'bbtan')

/** The order's answer kept with its intent: paid or declined settles it (a new press makes a new key). */
const answered = (intent: PayIntent, purchase: PurchaseOutput): PayResult => {
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

/** 구매하기: the intent (its key made once), then purchase / currencyCharge; 빵탄 answers -116 (confirm) or -115 (charge first). */
const buy = async ({ form, write }: ActAt): Promise<PayResult> => {
  const method = methodOf(field(form, 'method'))
  const forItem = field(form, 'for_item')
  const intent = intentFor({
    call: field(form, 'call') === 'currencyCharge' ? 'currencyCharge' : 'purchase',
    itemId: field(form, 'item_id'),
    itemName: field(form, 'item_name'),
    method,
    movieUrl: field(form, 'movie_url') || null,
    amount: Number(field(form, 'amount')),
    back: field(form, 'back') || paths.pay(),
    ...(forItem ? { forItem: { itemId: forItem, movieUrl: field(form, 'for_movie') || null } } : {}),
  })
  const common = { item_id: intent.itemId, idempotency_key: intent.key }
  try {
    if (method === 'bbtan')
      return answered(intent, await write('purchase', { ...common, use_currency: 1, ...(intent.movieUrl ? { movie_url: intent.movieUrl } : {}) }))
    const web = { ...common, payment_method: method, return_url: `${window.location.origin}${paths.payReturn()}` }
    const out =
      intent.call === 'currencyCharge'
        ? await write('currencyCharge', web)
        : await write('purchase', { ...web, ...(intent.movieUrl ? { movie_url: intent.movieUrl } : {}) })
    return answered(intent, out)
  } catch (error) {
    return refused(error, intent, buyWords)
  }
}

/** 확인 in the deduction's alert: purchaseConfirm for the 빵탄 amount the viewer saw. */
const confirmCurrency = async ({ form, write }: ActAt): Promise<PayResult> => {
  const intent = findIntent({ key: field(form, 'key') })
  if (!intent) return { ok: false, message: '구매 정보를 찾지 못했습니다. 상품을 다시 골라 주세요.' }
  try {
    return answered(intent, await write('purchaseConfirm', { idempotency_key: intent.key, amount: intent.amount }))
  } catch (error) {
    return refused(error, intent, { [ResultCode.insufficientCurrency]: '그사이 빵탄이 줄어 부족합니다. 빵탄을 충전하면 이어서 구매할 수 있습니다.' })
  }
}

export const payAct = (at: ActAt): Promise<PayResult> => (field(at.form, 'intent') === 'confirm' ? confirmCurrency(at) : buy(at))

/** Why the checkout did not pay, by its code (the address's own message is not shown: anyone can write one). */
const checkoutWords: Readonly<Record<string, string>> = {
  DECLINED: '카드사에서 결제를 승인하지 않았습니다. 다른 카드나 결제 수단으로 다시 시도해 주세요.',
  INSUFFICIENT: '잔액 또는 한도가 부족해 결제되지 않았습니다. 다른 카드나 결제 수단으로 다시 시도해 주세요.',
  ABANDONED: '결제를 취소했습니다. 아무것도 결제되지 않았습니다.',
}

/**
 * /pay/return: the checkout sent the viewer back with `order_id` and `payment_key` and `amount`
 * (or `code`). The tab's intent for that order gives the key; purchaseConfirm completes it, or
 * answers the first answer (paid or declined) when it was already.
 */
export const payReturnAct = async ({ form, write }: ActAt): Promise<PayResult> => {
  const orderId = field(form, 'order_id')
  const intent = findIntent({ orderId })
  if (!intent) return { ok: false, message: '이 창에서 시작한 결제가 아니어서 결과를 확인할 수 없습니다. 구매 내역에서 결제 결과를 확인해 주세요.' }
  const paymentKey = field(form, 'payment_key')
  try {
    const result = answered(
      intent,
      await write('purchaseConfirm', { idempotency_key: intent.key, amount: intent.amount, ...(paymentKey ? { payment_key: paymentKey } : {}) }),
    )
    if (result.purchase?.status !== 'declined') return result
    return { ...result, message: checkoutWords[field(form, 'code')] ?? `${result.message} 다른 카드나 결제 수단으로 다시 시도해 주세요.` }
  } catch (error) {
    const code = resultCodeOf(error)
    // No payment key and no decline: the checkout's own answer says why, else it was left unfinished.
    if (code === ResultCode.requiredParameterMissing) {
      return { ok: false, code, message: checkoutWords[field(form, 'code')] ?? '결제가 끝나지 않았습니다. 다시 시도해 주세요.', intent }
    }
    return refused(error, intent, {
      [ResultCode.parameterInvalid]: '결제 정보가 주문과 맞지 않아 구매를 마치지 못했습니다. 결제되지 않았으니 다시 시도해 주세요.',
    })
  }
}
