import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PaymentMethod, ResultCode } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { lateRefundWon, refusals } from '../../cli/hosts/money/rules.ts'
import { admin, buyWithBbtan, grantBbtan, newKey, newMember, payByCard } from './moneyHelpers.ts'

/**
 * The terms' promises over real HTTP (docs/decisions/1550, 1551, 1552): refunds asked online as
 * the terms allow them (and why not, in Korean), the quote the member confirms, 환불됨 everywhere,
 * voided approvals, the admin's clock, decline switch and price change. The stand-in's clock is
 * the test's, moved on by the admin call as QA would.
 */
let running: RunningHosts
let base = Date.parse('2026-03-01T00:00:00Z')
beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 5, tokenTtlSec: 400 * 86_400, now: () => base })
}, 60_000)
afterAll(() => running.close())
beforeEach(() => {
  base += 1_000
})

type Member = Awaited<ReturnType<typeof newMember>>
const out = async (member: Member, name: Parameters<Member['call']>[0], fields: Record<string, string | number> = {}) => (await member.call(name, fields)).body
const quote = (member: Member, purchaseId: string) => out(member, 'refundQuote', { purchase_id: purchaseId })
/** An admin call that must succeed: its output; a refusal throws with the stand-in's message. */
const adminOk = async (path: string, body: unknown): Promise<any> => {
  const answer = await admin(running.hosts, running.adminSecret, path, body)
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body))
  return answer.body.output
}
const advance = (days: number) => adminOk('clock', { advance_days: days })
const history = async (member: Member) => (await out(member, 'purchaseHistory', { count: 100 })).output.list as Array<Record<string, unknown>>

describe('refunds online', () => {
  it('a 빵탄 charge within 7 days, untouched: the amount paid, then 환불됨 (no longer 충전 완료) and the 빵탄 gone', async () => {
    const member = await newMember(running.hosts)
    const { orderId } = await payByCard(member, running.money, 'bbtan-50')
    expect((await quote(member, orderId)).output).toMatchObject({ refundable: 1, amount_won: 5000, amount_bbtan: 0, kind: 'withdraw', reason: null })
    // The amount the member saw, or nothing: another amount refunds nothing and answers the quote.
    expect((await out(member, 'refundRequest', { purchase_id: orderId, amount_won: 4000, amount_bbtan: 0 })).output).toMatchObject({ refunded: 0 })
    const made = await out(member, 'refundRequest', { purchase_id: orderId, amount_won: 5000, amount_bbtan: 0 })
    expect(made.output).toMatchObject({ refunded: 1, purchase: { status: 'refunded', refund_won: 5000 } })
    expect((await out(member, 'currencyBalance')).output.total).toBe(0)
    expect((await history(member)).find((r) => r.purchase_id === orderId)).toMatchObject({ status: 'refunded' })
    // Twice: refused, with its reason.
    expect((await quote(member, orderId)).output).toMatchObject({ refundable: 0, reason: refusals.refunded })
    expect((await out(member, 'refundRequest', { purchase_id: orderId, amount_won: 5000, amount_bbtan: 0 })).output.refunded).toBe(0)
  })

  it('a 빵탄 charge partly spent: not within 7 days; after them, the paid 빵탄 left less 10 % (at least 1,000원)', async () => {
    const member = await newMember(running.hosts)
    const { orderId } = await payByCard(member, running.money, 'bbtan-100')
    await buyWithBbtan(member, 'premium-week', 39)
    expect((await quote(member, orderId)).output).toMatchObject({ refundable: 0, reason: refusals.spent })
    await advance(8)
    // 110 came in (10 bonus spent first), 39 spent: 71 paid left, 7,100원, less 1,000원.
    expect((await quote(member, orderId)).output).toMatchObject({ refundable: 1, amount_won: 6100, kind: 'late' })
    expect((await out(member, 'refundRequest', { purchase_id: orderId, amount_won: 6100, amount_bbtan: 0 })).output.refunded).toBe(1)
    expect((await out(member, 'currencyBalance')).output).toMatchObject({ paid: 0 })
  })

  it('the late fee: 10 %, at least 1,000원, nothing at 1,000원 or less, never more than the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (bbtan) => {
        const value = bbtan * 100
        const back = lateRefundWon(bbtan)
        if (value <= 1000) return back === 0
        return back === value - Math.max(Math.ceil(value / 10), 1000) && back < value && back >= 0
      }),
    )
  })

  it('a single title bought with 빵탄, unplayed: its 빵탄 back; played: refused, with the law named', async () => {
    const member = await newMember(running.hosts)
    await grantBbtan(running.hosts, running.adminSecret, member.email, 30)
    const first = await buyWithBbtan(member, 'single:qa-single', 15)
    const firstId = first.confirmed!.output.purchase_id as string
    expect((await quote(member, firstId)).output).toMatchObject({ refundable: 1, amount_won: 0, amount_bbtan: 15 })
    expect((await out(member, 'refundRequest', { purchase_id: firstId, amount_won: 0, amount_bbtan: 15 })).output.refunded).toBe(1)
    expect((await out(member, 'currencyBalance')).output.total).toBe(30)
    expect((await out(member, 'playInfo', { movie_url: 'qa-single' })).retval).not.toBe(0)

    const again = await buyWithBbtan(member, 'single:qa-single', 15)
    const againId = again.confirmed!.output.purchase_id as string
    expect((await out(member, 'playInfo', { movie_url: 'qa-single' })).retval).toBe(0)
    expect((await out(member, 'savePosition', { movie_url: 'qa-single', position: 12, duration: 600 })).retval).toBe(0)
    expect((await quote(member, againId)).output).toMatchObject({ refundable: 0, reason: refusals.played })
  })

  it("a pass after 7 days, an admin grant and another member's purchase: refused or not found", async () => {
    const member = await newMember(running.hosts)
    const { orderId } = await payByCard(member, running.money, 'premium-week')
    const other = await newMember(running.hosts)
    expect((await quote(other, orderId)).retval).toBe(ResultCode.dataNotFound)
    await advance(8)
    expect((await quote(member, orderId)).output).toMatchObject({ refundable: 0, reason: refusals.late })
    const granted = await adminOk('grant', { account: member.email, item_id: 'premium-week' })
    expect((await quote(member, granted.purchase_id)).output).toMatchObject({ refundable: 0, reason: refusals.grant })
  })
})

describe('approvals, renewals and price changes', () => {
  it('an approval left unconfirmed is voided after 10 minutes: the order says so, nothing is charged', async () => {
    const member = await newMember(running.hosts)
    const key = newKey()
    const started = await out(member, 'purchase', { item_id: 'premium-week', payment_method: PaymentMethod.webCard, idempotency_key: key })
    const approval = await running.money.checkout(started.output.purchase_id, 'approved')
    const ran = await adminOk('clock', { advance_ms: 11 * 60_000 })
    expect(ran.ran.voided).toBeGreaterThanOrEqual(1)
    const late = await out(member, 'purchaseConfirm', { idempotency_key: key, amount: 3900, payment_key: approval!.paymentKey })
    expect(late.output).toMatchObject({ status: 'declined', pass: null })
    expect(late.output.decline_reason).toContain('승인을 취소했습니다')
    expect((await history(member)).find((r) => r.purchase_id === started.output.purchase_id)).toMatchObject({ status: 'voided' })
    expect((await out(member, 'itemList')).output.passes).toEqual([])
  })

  it('a month pass renews once per period from its method, announced 7 days before; 해지 stops the next one', async () => {
    const member = await newMember(running.hosts)
    const { orderId } = await payByCard(member, running.money, 'playy-month')
    expect((await out(member, 'moneyNotices')).output.notices).toEqual([])
    await advance(24)
    expect((await out(member, 'moneyNotices')).output.notices).toEqual([
      expect.objectContaining({ kind: 'renewal', purchase_id: orderId, amount_won: 7900, payment_method: PaymentMethod.webCard }),
    ])
    await advance(7)
    await adminOk('renewals', {})
    const list = (await history(member)).filter((r) => r.item_id === 'playy-month')
    expect(list.map((r) => [r.renewal, r.status])).toEqual([
      [1, 'active'],
      [0, 'expired'],
    ])
    const renewalPass = (await out(member, 'itemList')).output.passes.find((p: { item_id: string }) => p.item_id === 'playy-month')
    expect((await out(member, 'subscriptionCancel', { purchase_id: renewalPass.purchase_id })).retval).toBe(0)
    await advance(31)
    expect((await history(member)).filter((r) => r.item_id === 'playy-month')).toHaveLength(2)
  })

  it('a price rise asks before the renewal: 동의 renews at the new price; the admin refuses what is not a renewing pass', async () => {
    const member = await newMember(running.hosts)
    const { orderId } = await payByCard(member, running.money, 'skytv-month')
    await adminOk('price', { item_id: 'skytv-month', price_won: 6600, effective_in_days: 5 })
    expect((await out(member, 'moneyNotices')).output.notices).toEqual([
      expect.objectContaining({ kind: 'price', old_won: 5500, amount_won: 6600, answer: null }),
    ])
    expect((await out(member, 'priceConsent', { purchase_id: orderId, answer: 'maybe' })).retval).toBe(ResultCode.parameterInvalid)
    expect((await out(member, 'priceConsent', { purchase_id: orderId, answer: 'agree' })).retval).toBe(0)
    await advance(31)
    const renewal = (await history(member)).find((r) => r.item_id === 'skytv-month' && r.renewal === 1)
    expect(renewal).toMatchObject({ amount_won: 6600, status: 'active' })
    await expect(adminOk('price', { item_id: 'premium-week', price_won: 5000 })).rejects.toThrow(/renewing pass/)
    await expect(adminOk('clock', { advance_days: -1 })).rejects.toThrow(/moves on/)
  })
})
