import { ResultCode } from '../../../core/contract/index.ts'
import { type PageAct, type Words, field, refusal, tryWrite } from '../../data/actions.ts'
import { removeAct } from '../../data/keepActs.ts'
import { hostDate } from '../../pay/money.ts'
import { refundAmount } from '../../pay/refundAmount.ts'

/** A money promise already kept or not this purchase's (-3): the list read again shows which. */
const settledWords: Words = { [ResultCode.dataNotFound]: '이미 처리되었거나 대상이 아닙니다. 구매 내역을 확인해 주세요.' }

/** 자동 결제 해지: the renewal stops, the paid period stays (subscriptionCancel). */
const subscriptionCancelAct: PageAct = ({ form, write }) =>
  tryWrite(
    () => write('subscriptionCancel', { purchase_id: field(form, 'purchase_id') }),
    ({ purchase }) => cancelled(purchase.ends_at),
    // -3: already cancelled (another tab or device) or not a renewing pass: the list read again shows which.
    { [ResultCode.dataNotFound]: '이미 해지했거나 자동 결제 중인 이용권이 아닙니다. 구매 내역을 확인해 주세요.' },
  )

/** 자동 결제 해지's answer: until when the paid period still plays. */
const cancelled = (endsAt: string | null | undefined): string => `자동 결제를 해지했습니다.${endsAt ? ` ${hostDate(endsAt)}까지 이용할 수 있습니다.` : ''}`

/** 환불 요청 for the amount the member saw; a quote that moved on since is said, nothing refunded (refundRequest). */
const refundRequestAct: PageAct = async ({ form, write }) => {
  try {
    const answer = await write('refundRequest', {
      purchase_id: field(form, 'purchase_id'),
      amount_won: field(form, 'amount_won'),
      amount_bbtan: field(form, 'amount_bbtan'),
    })
    if (answer.refunded === 1) return { ok: true, message: `환불했습니다. ${refundAmount(answer.quote.amount_won, answer.quote.amount_bbtan)}을 돌려드립니다.` }
    return {
      ok: false,
      message: answer.quote.reason ?? `환불 금액이 ${refundAmount(answer.quote.amount_won, answer.quote.amount_bbtan)}으로 바뀌었습니다. 다시 확인해 주세요.`,
    }
  } catch (error) {
    return refusal(error, settledWords)
  }
}

/** 결제하기 in a declined renewal's grace: the pass's saved method again (renewalPay). */
const renewalPayAct: PageAct = async ({ form, write }) => {
  try {
    const answer = await write('renewalPay', { purchase_id: field(form, 'purchase_id') })
    return answer.paid === 1
      ? { ok: true, message: '결제했습니다. 이용권이 다음 기간으로 이어집니다.' }
      : { ok: false, message: answer.reason ?? '결제하지 못했습니다.' }
  } catch (error) {
    return refusal(error, settledWords)
  }
}

/** 동의 or 해지 to a price rise before the renewal (priceConsent). */
const priceConsentAct: PageAct = ({ form, write }) => {
  const answer = field(form, 'answer')
  return tryWrite(
    () => write('priceConsent', { purchase_id: field(form, 'purchase_id'), answer }),
    ({ purchase }) => (answer === 'agree' ? '변경된 요금에 동의했습니다. 다음 결제부터 변경된 요금으로 결제됩니다.' : cancelled(purchase.ends_at)),
    settledWords,
  )
}

/** My page's writes by the form's intent: 자동 결제 해지 and the money promises on 구매 내역, else an item out of a list. */
export const act: PageAct = (at) => {
  const intent = field(at.form, 'intent')
  if (intent === 'subscriptionCancel') return subscriptionCancelAct(at)
  if (intent === 'refundRequest') return refundRequestAct(at)
  if (intent === 'renewalPay') return renewalPayAct(at)
  if (intent === 'priceConsent') return priceConsentAct(at)
  return removeAct(at)
}
