import { viewerMessageOf } from '../../core/app/commands.ts'
import { ResultCode, resultCodeOf } from '../../core/contract/index.ts'
import { hostDate } from '../pay/money.ts'
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
