import { PaymentMethod } from '../../../core/contract/index.ts'
import { DAY_MS } from './currency.ts'

/**
 * The numbers the terms promise (docs/decisions/1550), in one place: the help centre's terms
 * (cli/hosts/help/content/policies) state the same.
 */

/** A declined renewal keeps the pass playing this long while the member can pay. */
export const GRACE_DAYS = 3
/** A renewal is announced this many days before it is charged. */
export const REMINDER_DAYS = 7
/** A pass or a single title may be withdrawn (청약철회) this many days after it was paid, nothing played. */
export const WITHDRAW_DAYS = 7
/** An approval the server does not confirm within this time is voided by the checkout. */
export const VOID_AFTER_MS = 10 * 60_000
/** Paid 빵탄 refunded after its 7 days: less 10 %, at least 1,000원 kept; nothing when 1,000원 or less remains. */
export const LATE_FEE_RATE = 0.1
export const LATE_FEE_MIN_WON = 1000
/** 1 빵탄 is 100원. */
export const WON_PER_BBTAN = 100

export const graceMs = GRACE_DAYS * DAY_MS
export const reminderMs = REMINDER_DAYS * DAY_MS
export const withdrawMs = WITHDRAW_DAYS * DAY_MS

/** What a late refund of `paidBbtan` unspent paid 빵탄 gives back in 원 (0: too little to refund). */
export const lateRefundWon = (paidBbtan: number): number => {
  const value = paidBbtan * WON_PER_BBTAN
  if (value <= LATE_FEE_MIN_WON) return 0
  return value - Math.max(Math.ceil(value * LATE_FEE_RATE), LATE_FEE_MIN_WON)
}

/** The methods an app store bills: their refunds and renewals belong to that store. */
export const STORE_METHODS: readonly number[] = [
  PaymentMethod.iosAppStore,
  PaymentMethod.googlePlayStore,
  PaymentMethod.oneStore,
  PaymentMethod.galaxyApps,
  PaymentMethod.naverPay,
]

/** Why a renewal did not go through, as the member reads it. */
export const renewalDeclineReasons: Readonly<Record<string, string>> = {
  declined: '카드사에서 자동 결제를 승인하지 않았습니다.',
  insufficient: '잔액 또는 한도가 부족해 자동 결제하지 못했습니다.',
}

/** What the order of a voided approval says. */
export const VOIDED_REASON = '결제 승인 후 10분 안에 확정되지 않아 승인을 취소했습니다. 결제되지 않았습니다.'

/** Why a purchase cannot be refunded, in Korean. */
export const refusals = {
  notFound: '환불할 수 있는 구매가 아닙니다.',
  notPaid: '결제가 끝난 구매만 환불할 수 있습니다.',
  refunded: '이미 환불한 구매입니다.',
  grant: '관리자가 지급한 상품은 환불 대상이 아닙니다.',
  store: '앱 마켓에서 결제한 상품은 해당 마켓에서 환불을 신청해 주세요.',
  late: `결제한 날부터 ${WITHDRAW_DAYS}일이 지나 청약철회할 수 없습니다.`,
  played: '결제한 뒤 재생한 콘텐츠가 있어 청약철회할 수 없습니다(전자상거래법 제17조 제2항).',
  spent:
    '충전한 빵탄(보너스 빵탄 포함)을 일부 사용해 청약철회할 수 없습니다. 충전한 날부터 7일이 지나면 남은 유료 빵탄을 수수료 10%(최소 1,000원)를 빼고 환불받을 수 있습니다.',
  nothingLeft: '이 충전으로 받은 유료 빵탄이 남아 있지 않습니다.',
  tooLittle: '남은 유료 빵탄이 1,000원어치 이하라 환불할 수 없습니다.',
} as const
