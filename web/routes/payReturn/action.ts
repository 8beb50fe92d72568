import { ResultCode, resultCodeOf } from '../../../core/contract/index.ts'
import { type ActAt, field } from '../../data/actions.ts'
import { findIntent } from '../../pay/intent.ts'
import { type PayResult, answered, refused } from '../../pay/payResult.ts'

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
export const act = async ({ form, write }: ActAt): Promise<PayResult> => {
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
