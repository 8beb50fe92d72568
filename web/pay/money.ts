import { CURRENCY_NAME, PaymentMethod } from '../../core/contract/index.ts'

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
