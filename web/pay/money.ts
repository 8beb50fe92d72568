import { CURRENCY_NAME, PaymentMethod } from '../../core/contract/index.ts'
import type { HistoryKind } from './historyKinds.ts'

/** How the money pages write amounts, dates and methods, once. */

/** 9900 → "9,900원". */
export const won = (amount: number): string => `${amount.toLocaleString('ko-KR')}원`

/** 15 → "빵탄 15개". */
export const bbtan = (amount: number): string => `${CURRENCY_NAME} ${amount.toLocaleString('ko-KR')}개`

/** A host time ("2026-12-03 00:23:20", KST) as a date: "2026. 12. 3.". */
export const hostDate = (hostTime: string): string => {
  const [y, m, d] = hostTime.slice(0, 10).split('-').map(Number)
  return `${y}. ${m}. ${d}.`
}

/** A host time as a date and a time: "2026. 12. 3. 00:23". */
export const hostDateTime = (hostTime: string): string => `${hostDate(hostTime)} ${hostTime.slice(11, 16)}`

/** PaymentMethod as viewers call it. */
export const methodName = (method: number | null): string =>
  ({
    [PaymentMethod.adminGrant]: '관리자 지급',
    [PaymentMethod.iosAppStore]: 'App Store',
    [PaymentMethod.googlePlayStore]: 'Google Play',
    [PaymentMethod.oneStore]: '원스토어',
    [PaymentMethod.webMobilePhone]: '휴대폰 결제',
    [PaymentMethod.webCard]: '신용·체크카드',
    [PaymentMethod.galaxyApps]: '갤럭시 스토어',
    [PaymentMethod.naverPay]: '네이버페이',
  })[method ?? -1] ?? CURRENCY_NAME

/** A 빵탄 change with its sign: 50 → "+50", -15 → "−15" (the minus sign, not a hyphen). */
export const signedCount = (amount: number): string => `${amount < 0 ? '−' : '+'}${Math.abs(amount).toLocaleString('ko-KR')}`

/** The history's kinds in Korean ('' every kind): the filters' and the entries' names. */
export const entryKindNames: Readonly<Record<HistoryKind, string>> = {
  '': '전체',
  charge: '충전',
  spend: '사용',
  bonus: '보너스',
  expire: '소멸',
  refund: '환불',
  grant: '지급',
}

/** purchaseHistory's status as the member reads it. */
export const purchaseStatusName = (status: 'pending' | 'paid' | 'active' | 'expired' | 'declined' | 'voided' | 'refunded'): string =>
  ({ active: '이용 중', expired: '만료', pending: '결제 대기', declined: '결제 실패', paid: '충전 완료', voided: '승인 취소', refunded: '환불됨' })[status]

/** The methods whose subscriptions their store bills, and so only that store can stop (docs/decisions/1521). */
const storeMethods: readonly number[] = [
  PaymentMethod.iosAppStore,
  PaymentMethod.googlePlayStore,
  PaymentMethod.oneStore,
  PaymentMethod.galaxyApps,
  PaymentMethod.naverPay,
]

/** Where a purchase's renewal can be stopped: here ('web'), in its store ('store'), or nowhere (it does not renew now). */
export const cancelWhere = (r: { readonly renews: number; readonly status: string; readonly payment_method: number | null }): 'web' | 'store' | null =>
  r.renews !== 1 || r.status !== 'active' ? null : storeMethods.includes(r.payment_method ?? -1) ? 'store' : 'web'
