import { viewerMessageOf } from '../../core/app/commands.ts'
import { ResultCode, resultCodeOf } from '../../core/contract/index.ts'
import { hostDate } from '../pay/money.ts'
import { refundAmount } from '../pay/refundAmount.ts'
import { type PageAct, field } from './actions.ts'

/** My page's 구매 내역 writes as route actions, loaded with their first use (not with the first page). */

/** 자동 결제 해지: the renewal stops, the paid period stays (subscriptionCancel). */
export const subscriptionCancelAct: PageAct = async ({ form, write }) => {
  try {
    const { purchase } = await write('subscriptionCancel', { purchase_id: field(form, 'purchase_id') })
    return { ok: true, message: `자동 결제를 해지했습니다.${purchase.ends_at ? ` ${hostDate(purchase.ends_at)}까지 이용할 수 있습니다.` : ''}` }
  } catch (error) {
    const code = resultCodeOf(error)
    // -3: already cancelled (another tab or device) or not a renewing pass: the list read again shows which.
    const message = code === ResultCode.dataNotFound ? '이미 해지했거나 자동 결제 중인 이용권이 아닙니다. 구매 내역을 확인해 주세요.' : viewerMessageOf(error)
    return { ok: false, message, ...(code === undefined ? {} : { code }) }
  }
}

/** 환불 요청 for the amount the member saw; a quote that moved on since is said, nothing refunded (refundRequest). */
export const refundRequestAct: PageAct = async ({ form, write }) => {
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
    return failure(error)
  }
}

/** 결제하기 in a declined renewal's grace: the pass's saved method again (renewalPay). */
export const renewalPayAct: PageAct = async ({ form, write }) => {
  try {
    const answer = await write('renewalPay', { purchase_id: field(form, 'purchase_id') })
    return answer.paid === 1
      ? { ok: true, message: '결제했습니다. 이용권이 다음 기간으로 이어집니다.' }
      : { ok: false, message: answer.reason ?? '결제하지 못했습니다.' }
  } catch (error) {
    return failure(error)
  }
}

/** 동의 or 해지 to a price rise before the renewal (priceConsent). */
export const priceConsentAct: PageAct = async ({ form, write }) => {
  const answer = field(form, 'answer')
  try {
    const { purchase } = await write('priceConsent', { purchase_id: field(form, 'purchase_id'), answer })
    if (answer === 'agree') return { ok: true, message: '변경된 요금에 동의했습니다. 다음 결제부터 변경된 요금으로 결제됩니다.' }
    return { ok: true, message: `자동 결제를 해지했습니다.${purchase.ends_at ? ` ${hostDate(purchase.ends_at)}까지 이용할 수 있습니다.` : ''}` }
  } catch (error) {
    return failure(error)
  }
}

/** The money promises' writes of my page by the form's intent. */
export const moneyPromiseAct: PageAct = (at) => {
  const intent = field(at.form, 'intent')
  return intent === 'refundRequest' ? refundRequestAct(at) : intent === 'renewalPay' ? renewalPayAct(at) : priceConsentAct(at)
}

const failure = (error: unknown) => {
  const code = resultCodeOf(error)
  const message = code === ResultCode.dataNotFound ? '이미 처리되었거나 대상이 아닙니다. 구매 내역을 확인해 주세요.' : viewerMessageOf(error)
  return { ok: false, message, ...(code === undefined ? {} : { code }) }
}
