import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PaymentMethod } from '../../core/contract/index.ts'
import { formatHostTime } from '../../core/contract/hostTime.ts'
import { cancelWhere, hostDate, signedCount } from '../../web/pay/money.ts'

/**
 * How the money pages write and judge what the hosts answer (web/pay/money.ts), for every input:
 * a signed 빵탄 change reads back as the number, a host time's date is its KST date, and 자동 결제
 * 해지 is offered only for a renewing pass in force, here for what the web sold and in the store
 * for a store's (docs/decisions/1521).
 */
const stores: readonly number[] = [
  PaymentMethod.iosAppStore,
  PaymentMethod.googlePlayStore,
  PaymentMethod.oneStore,
  PaymentMethod.galaxyApps,
  PaymentMethod.naverPay,
]

describe('the money pages’ words', () => {
  it('a signed change reads back as the number it was, with + for in and − for out', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (amount) => {
        const text = signedCount(amount)
        expect(text[0]).toBe(amount < 0 ? '−' : '+')
        expect(Number(text.slice(1).replaceAll(',', '')) * (amount < 0 ? -1 : 1)).toBe(amount)
      }),
    )
  })

  it("a host time's date is its day in Korea", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (at) => {
        const kst = new Date(at + 9 * 3_600_000)
        expect(hostDate(formatHostTime(at))).toBe(`${kst.getUTCFullYear()}. ${kst.getUTCMonth() + 1}. ${kst.getUTCDate()}.`)
      }),
    )
  })

  it('자동 결제 해지 is offered for a renewing pass in force only: in its store for a store’s, else here', () => {
    const record = fc.record({
      renews: fc.constantFrom(0, 1),
      status: fc.constantFrom('pending', 'paid', 'active', 'expired', 'declined'),
      payment_method: fc.option(fc.constantFrom(...Object.values(PaymentMethod)), { nil: null }),
    })
    fc.assert(
      fc.property(record, (r) => {
        const where = cancelWhere(r)
        if (r.renews !== 1 || r.status !== 'active') expect(where).toBeNull()
        else expect(where).toBe(r.payment_method !== null && stores.includes(r.payment_method) ? 'store' : 'web')
      }),
    )
  })
})
