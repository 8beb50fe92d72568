import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CallName, ItemType, PaymentMethod, ResultCode, ServiceId } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { DAY_MS } from '../../cli/hosts/money/currency.ts'
import { type BrowseSession, guestSession } from './browseHelpers.ts'
import type { Fields } from './hostsHelpers.ts'
import { admin, buyWithBbtan, grantBbtan, newKey, newMember, payByCard } from './moneyHelpers.ts'

/** The money calls over real HTTP (docs/contract.md "Money calls"): each code where it applies, and what playInfo and accountInfo read from the ledger. */
let running: RunningHosts
let clock = Date.parse('2026-03-01T00:00:00Z')
beforeAll(async () => {
  // Sessions outlive the days the tests pass (a single title lapses after 7).
  running = await startHosts({ portBase: 0, sessionLimit: 5, tokenTtlSec: 400 * 86_400, now: () => clock })
}, 60_000)
afterAll(() => running.close())
beforeEach(() => {
  clock += 1_000
})

type Member = Awaited<ReturnType<typeof newMember>>

/** A new member holding `bbtan` paid 빵탄 (the admin's grant). */
const memberWith = async (bbtan: number): Promise<Member> => {
  const member = await newMember(running.hosts)
  if (bbtan > 0) await grantBbtan(running.hosts, running.adminSecret, member.email, bbtan)
  return member
}

const retval = async (member: Member | BrowseSession, name: CallName, fields: Fields = {}) => (await member.call(name, fields)).body.retval
const balance = async (member: Member) => (await member.call('currencyBalance')).body.output.total as number
const playy = () => running.catalogue.titles.find((t) => t.serviceId === ServiceId.playy && t.itemType !== ItemType.free)!.movieUrl

describe('every money call', () => {
  it('answers a guest -109', async () => {
    const guest = await guestSession(running.hosts)
    const names: CallName[] = [
      'itemList',
      'purchase',
      'purchaseConfirm',
      'currencyBalance',
      'currencyCharge',
      'currencyHistory',
      'purchaseHistory',
      'subscriptionCancel',
    ]
    const fields = { item_id: 'premium-week', idempotency_key: newKey(), amount: 39, payment_method: 5, purchase_id: 'x' }
    for (const name of names) expect(await retval(guest, name, fields), name).toBe(ResultCode.loginRequired)
  })
})

describe('purchase', () => {
  it('answers -10, -11, -3, -115 and -116 where each applies', async () => {
    const member = await memberWith(0)
    const key = newKey()
    expect(await retval(member, 'purchase', { item_id: 'premium-week', use_currency: 1 })).toBe(ResultCode.requiredParameterMissing)
    expect(await retval(member, 'purchase', { item_id: 'premium-week', use_currency: 1, idempotency_key: 'short' })).toBe(ResultCode.parameterInvalid)
    expect(await retval(member, 'purchase', { item_id: 'premium-week', use_currency: 1, idempotency_key: 'has space in it' })).toBe(ResultCode.parameterInvalid)
    expect(await retval(member, 'purchase', { item_id: 'no-such-item', use_currency: 1, idempotency_key: key })).toBe(ResultCode.dataNotFound)
    expect(await retval(member, 'purchase', { item_id: 'single:qa-paid', use_currency: 1, idempotency_key: key })).toBe(ResultCode.dataNotFound)
    // A pack is currencyCharge's; a method sold only in the apps; a phone-only pass by card; a pass not sold for 빵탄.
    expect(await retval(member, 'purchase', { item_id: 'bbtan-50', payment_method: PaymentMethod.webCard, idempotency_key: key })).toBe(
      ResultCode.parameterInvalid,
    )
    expect(await retval(member, 'purchase', { item_id: 'premium-month', payment_method: PaymentMethod.iosAppStore, idempotency_key: key })).toBe(
      ResultCode.parameterInvalid,
    )
    expect(await retval(member, 'purchase', { item_id: 'cable-month', payment_method: PaymentMethod.webCard, idempotency_key: key })).toBe(
      ResultCode.parameterInvalid,
    )
    expect(await retval(member, 'purchase', { item_id: 'premium-month', use_currency: 1, idempotency_key: key })).toBe(ResultCode.parameterInvalid)
    expect(await retval(member, 'purchase', { item_id: 'premium-month', idempotency_key: key })).toBe(ResultCode.parameterInvalid)
    // Short, then (the same key, same parameters) -116 once there is enough; other parameters with it: -11.
    expect(await retval(member, 'purchase', { item_id: 'premium-week', use_currency: 1, idempotency_key: key })).toBe(ResultCode.insufficientCurrency)
    await grantBbtan(running.hosts, running.adminSecret, member.email, 39)
    expect(await retval(member, 'purchase', { item_id: 'premium-week', use_currency: 1, idempotency_key: key })).toBe(ResultCode.currencyDeductionConfirmation)
    expect(await retval(member, 'purchase', { item_id: 'single:qa-single', use_currency: 1, idempotency_key: key })).toBe(ResultCode.parameterInvalid)
    expect(await retval(member, 'purchase', { item_id: 'premium-week', payment_method: PaymentMethod.webCard, idempotency_key: key })).toBe(
      ResultCode.parameterInvalid,
    )
    expect(await balance(member)).toBe(39)
  })

  it('sells a subscription or a single title once while it is in force; a repeat of the paying key answers the first answer', async () => {
    const member = await memberWith(15)
    const month = await payByCard(member, running.money, 'premium-month')
    expect(month.confirmed).toMatchObject({ retval: 0, output: { status: 'paid', item_id: 'premium-month', pass: { renews: 1 } } })
    expect(await retval(member, 'purchase', { item_id: 'premium-month', payment_method: PaymentMethod.webCard, idempotency_key: newKey() })).toBe(
      ResultCode.parameterInvalid,
    )
    const again = await member.call('purchase', { item_id: 'premium-month', payment_method: PaymentMethod.webCard, idempotency_key: month.key })
    expect(again.body).toMatchObject({ retval: 0, output: { status: 'paid', purchase_id: month.orderId } })

    const single = await buyWithBbtan(member, 'single:qa-single', 15)
    expect(single.confirmed).toMatchObject({ retval: 0, output: { status: 'paid', balance: { total: 0 } } })
    expect(await retval(member, 'purchase', { item_id: 'single:qa-single', use_currency: 1, idempotency_key: newKey() })).toBe(ResultCode.parameterInvalid)
    const repeat = await member.call('purchase', { item_id: 'single:qa-single', use_currency: 1, idempotency_key: single.key })
    expect(repeat.body).toMatchObject({ retval: 0, output: { status: 'paid', purchase_id: single.confirmed!.output.purchase_id } })
  })

  it('stacks a 7-day pass after the running one', async () => {
    const member = await memberWith(78)
    const first = await buyWithBbtan(member, 'premium-week', 39)
    const second = await buyWithBbtan(member, 'premium-week', 39)
    expect(second.confirmed!.output.pass.starts_at).toBe(first.confirmed!.output.pass.ends_at)
    expect(await balance(member)).toBe(0)
  })
})

describe('purchaseConfirm', () => {
  it('answers -3, -10, -11 and -115 where each applies, and a repeat the first answer with the balance spent once', async () => {
    const member = await memberWith(40)
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: newKey(), amount: 39 })).toBe(ResultCode.dataNotFound)
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: 'bad key!', amount: 39 })).toBe(ResultCode.parameterInvalid)
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: newKey() })).toBe(ResultCode.requiredParameterMissing)
    const a = newKey()
    const b = newKey()
    expect(await retval(member, 'purchase', { item_id: 'premium-week', use_currency: 1, idempotency_key: a })).toBe(ResultCode.currencyDeductionConfirmation)
    expect(await retval(member, 'purchase', { item_id: 'premium-week', use_currency: 1, idempotency_key: b })).toBe(ResultCode.currencyDeductionConfirmation)
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: a, amount: 38 })).toBe(ResultCode.parameterInvalid)
    const paid = (await member.call('purchaseConfirm', { idempotency_key: a, amount: 39 })).body
    expect(paid).toMatchObject({ retval: 0, output: { status: 'paid', amount_bbtan: 39, balance: { total: 1 } } })
    expect((await member.call('purchaseConfirm', { idempotency_key: a, amount: 39 })).body).toEqual(paid)
    // The second key's -116 came while there was enough: the balance fell short since.
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: b, amount: 39 })).toBe(ResultCode.insufficientCurrency)
    expect(await balance(member)).toBe(1)
  })

  it('refuses a card order without the checkout approval: -10 with no payment key, -11 with one it did not approve', async () => {
    const member = await memberWith(0)
    const key = newKey()
    const started = (await member.call('purchase', { item_id: 'premium-week', payment_method: PaymentMethod.webMobilePhone, idempotency_key: key })).body
    expect(started).toMatchObject({ retval: 0, output: { status: 'pending', amount_won: 3900, payment_method: PaymentMethod.webMobilePhone } })
    expect(started.output.checkout_url).toBe(`${running.hosts.web}/checkout/${started.output.purchase_id}`)
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: key, amount: 3900 })).toBe(ResultCode.requiredParameterMissing)
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: key, amount: 3900, payment_key: 'pay_made_up' })).toBe(ResultCode.parameterInvalid)
    const approved = await running.money.checkout(started.output.purchase_id, 'approved')
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: key, amount: 390, payment_key: approved!.paymentKey })).toBe(ResultCode.parameterInvalid)
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: key, amount: 3900, payment_key: approved!.paymentKey })).toBe(ResultCode.success)
  })

  it('pays a single title once when two keys for it are confirmed: the second is -11, nothing spent', async () => {
    const member = await memberWith(30)
    const a = newKey()
    const b = newKey()
    for (const key of [a, b])
      expect(await retval(member, 'purchase', { item_id: 'single:qa-single', use_currency: 1, idempotency_key: key })).toBe(
        ResultCode.currencyDeductionConfirmation,
      )
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: a, amount: 15 })).toBe(ResultCode.success)
    expect(await retval(member, 'purchaseConfirm', { idempotency_key: b, amount: 15 })).toBe(ResultCode.parameterInvalid)
    expect(await balance(member)).toBe(15)
  })
})

describe('the stand-in checkout', () => {
  it('approves an order once: a second approval answers the first payment key', async () => {
    const member = await memberWith(0)
    const started = (await member.call('currencyCharge', { item_id: 'bbtan-10', payment_method: PaymentMethod.webCard, idempotency_key: newKey() })).body
    const first = await running.money.checkout(started.output.purchase_id, 'approved')
    const second = await running.money.checkout(started.output.purchase_id, 'approved')
    expect(second?.paymentKey).toBe(first!.paymentKey)
    expect(await running.money.checkout(started.output.purchase_id, 'declined')).toMatchObject({ paymentKey: first!.paymentKey, order: { status: 'pending' } })
  })
})

describe('currencyCharge', () => {
  it('answers -3 and -11 where each applies, and charges a pack through the checkout once', async () => {
    const member = await memberWith(0)
    const key = newKey()
    expect(await retval(member, 'currencyCharge', { item_id: 'bbtan-50', idempotency_key: key })).toBe(ResultCode.requiredParameterMissing)
    expect(await retval(member, 'currencyCharge', { item_id: 'bbtan-7', payment_method: PaymentMethod.webCard, idempotency_key: key })).toBe(
      ResultCode.dataNotFound,
    )
    expect(await retval(member, 'currencyCharge', { item_id: 'premium-week', payment_method: PaymentMethod.webCard, idempotency_key: key })).toBe(
      ResultCode.parameterInvalid,
    )
    expect(await retval(member, 'currencyCharge', { item_id: 'bbtan-50', payment_method: PaymentMethod.googlePlayStore, idempotency_key: key })).toBe(
      ResultCode.parameterInvalid,
    )
    expect(await retval(member, 'currencyCharge', { item_id: 'bbtan-50', payment_method: PaymentMethod.webCard, idempotency_key: 'x' })).toBe(
      ResultCode.parameterInvalid,
    )
    const charged = await payByCard(member, running.money, 'bbtan-50', 'approved', key)
    expect(charged.confirmed).toMatchObject({
      retval: 0,
      output: { status: 'paid', amount_won: 5000, balance: { paid: 50, bonus: 3, total: 53, refundable: 50 } },
    })
    expect((await member.call('purchaseConfirm', { idempotency_key: key, amount: 5000, payment_key: charged.paymentKey })).body).toEqual(charged.confirmed)
    expect(await retval(member, 'currencyCharge', { item_id: 'bbtan-100', payment_method: PaymentMethod.webCard, idempotency_key: key })).toBe(
      ResultCode.parameterInvalid,
    )
    expect(await balance(member)).toBe(53)
  })

  it('answers a declined checkout with its reason and charges nothing', async () => {
    const member = await memberWith(0)
    const declined = await payByCard(member, running.money, 'bbtan-10', 'insufficient')
    expect(declined.confirmed).toMatchObject({ retval: 0, output: { status: 'declined', decline_reason: '잔액 또는 한도가 부족합니다.', balance: null } })
    expect(await balance(member)).toBe(0)
  })
})

describe('currencyHistory and purchaseHistory', () => {
  it('answer -11 for a bad kind or page, and list the movements with the balance after each', async () => {
    const member = await memberWith(100)
    clock += 1_000
    await buyWithBbtan(member, 'premium-week', 39)
    for (const fields of [{ kind: 'gift' }, { page: 0 }, { count: 0 }, { count: 101 }, { page: 'x' }])
      expect(await retval(member, 'currencyHistory', fields), JSON.stringify(fields)).toBe(ResultCode.parameterInvalid)
    expect(await retval(member, 'purchaseHistory', { count: 101 })).toBe(ResultCode.parameterInvalid)
    const history = (await member.call('currencyHistory')).body.output
    expect(history.list.map((r: { kind: string; amount: number; balance_after: number }) => [r.kind, r.amount, r.balance_after])).toEqual([
      ['spend', -39, 61],
      ['grant', 100, 100],
    ])
    expect((await member.call('currencyHistory', { kind: 'spend' })).body.output).toMatchObject({ total: 1, list: [{ kind: 'spend', amount: -39 }] })
    const bought = (await member.call('purchaseHistory')).body.output
    expect(bought.list.map((r: { item_id: string; status: string; paid_with: string }) => [r.item_id, r.status, r.paid_with])).toEqual([
      ['premium-week', 'active', 'currency'],
      ['bbtan-grant', 'paid', 'grant'],
    ])
  })
})

describe('bonus 빵탄 lapsing', () => {
  it('lapses before anything later is written, so the history stays newest first', async () => {
    const member = await memberWith(0)
    await payByCard(member, running.money, 'bbtan-50')
    clock += 91 * DAY_MS
    // Nothing read the balance in between: the next write lapses the bonus first.
    await payByCard(member, running.money, 'bbtan-10')
    const list = (await member.call('currencyHistory')).body.output.list as Array<{ kind: string; amount: number; at: string; balance_after: number }>
    expect(list.map((r) => [r.kind, r.amount, r.balance_after])).toEqual([
      ['charge', 10, 60],
      ['expire', -3, 50],
      ['bonus', 3, 53],
      ['charge', 50, 50],
    ])
    expect(list.map((r) => r.at)).toEqual(
      list
        .map((r) => r.at)
        .sort()
        .reverse(),
    )
  })
})

describe('subscriptionCancel', () => {
  it('stops a renewal once: -3 for another id, a pass that does not renew, or a second time', async () => {
    const member = await memberWith(39)
    const month = await payByCard(member, running.money, 'premium-month')
    const week = await buyWithBbtan(member, 'premium-week', 39)
    expect(await retval(member, 'subscriptionCancel', { purchase_id: 'ord_nothing' })).toBe(ResultCode.dataNotFound)
    expect(await retval(member, 'subscriptionCancel', { purchase_id: week.confirmed!.output.purchase_id })).toBe(ResultCode.dataNotFound)
    const other = await memberWith(0)
    expect(await retval(other, 'subscriptionCancel', { purchase_id: month.orderId })).toBe(ResultCode.dataNotFound)
    const cancelled = (await member.call('subscriptionCancel', { purchase_id: month.orderId })).body
    expect(cancelled).toMatchObject({ retval: 0, output: { purchase: { purchase_id: month.orderId, status: 'active', renews: 0 } } })
    expect(cancelled.output.purchase.cancelled_at).toEqual(expect.any(String))
    expect(await retval(member, 'subscriptionCancel', { purchase_id: month.orderId })).toBe(ResultCode.dataNotFound)
    expect(await retval(member, 'playInfo', { movie_url: 'qa-paid' })).toBe(ResultCode.success)
  })
})

describe('playInfo reads what the member bought', () => {
  it('-110 until a pass is bought, -122 until the single title is, -127 until the playy pass is', async () => {
    const member = await memberWith(54)
    expect(await retval(member, 'playInfo', { movie_url: 'qa-paid' })).toBe(ResultCode.itemRequired)
    expect(await retval(member, 'playInfo', { movie_url: 'qa-single' })).toBe(ResultCode.singleItemRequired)
    expect(await retval(member, 'playInfo', { movie_url: playy() })).toBe(ResultCode.playyOnlyProductRequired)
    await buyWithBbtan(member, 'premium-week', 39)
    expect(await retval(member, 'playInfo', { movie_url: 'qa-paid' })).toBe(ResultCode.success)
    expect(await retval(member, 'playInfo', { movie_url: 'qa-single' })).toBe(ResultCode.singleItemRequired)
    await buyWithBbtan(member, 'single:qa-single', 15)
    expect(await retval(member, 'playInfo', { movie_url: 'qa-single' })).toBe(ResultCode.success)
    expect(await retval(member, 'playInfo', { movie_url: playy() })).toBe(ResultCode.playyOnlyProductRequired)
    await payByCard(member, running.money, 'playy-month')
    expect(await retval(member, 'playInfo', { movie_url: playy() })).toBe(ResultCode.success)
  })

  it('-123 after a single title bought by card lapses, -117 after one bought with 빵탄 does; accountInfo holdings follow', async () => {
    const byCard = await memberWith(0)
    const byBbtan = await memberWith(15)
    const holdings = async (member: Member) => (await member.call('accountInfo')).body.output.holdings as { currency: number; items: number }
    expect(await holdings(byBbtan)).toMatchObject({ currency: 15, items: 0 })
    await payByCard(byCard, running.money, 'single:qa-single')
    await buyWithBbtan(byBbtan, 'single:qa-single', 15)
    expect(await holdings(byBbtan)).toMatchObject({ currency: 0, items: 1 })
    for (const member of [byCard, byBbtan]) expect(await retval(member, 'playInfo', { movie_url: 'qa-single' })).toBe(ResultCode.success)
    clock += 7 * DAY_MS
    expect(await retval(byCard, 'playInfo', { movie_url: 'qa-single' })).toBe(ResultCode.singlePurchaseExpired)
    expect(await retval(byBbtan, 'playInfo', { movie_url: 'qa-single' })).toBe(ResultCode.currencyPurchaseUseExpired)
    expect(await holdings(byBbtan)).toMatchObject({ currency: 0, items: 0 })
    // Bought again once lapsed.
    await grantBbtan(running.hosts, running.adminSecret, byBbtan.email, 15)
    expect((await buyWithBbtan(byBbtan, 'single:qa-single', 15)).confirmed).toMatchObject({ retval: 0 })
    expect(await retval(byBbtan, 'playInfo', { movie_url: 'qa-single' })).toBe(ResultCode.success)
  })
})

describe('the admin endpoint: POST /__admin/grant and /__admin/refund', () => {
  it('needs the secret, refuses bad input with a message and writes nothing, and grants a pass or 빵탄 (payment method 0)', async () => {
    const member = await memberWith(0)
    const secret = running.adminSecret
    expect((await admin(running.hosts, undefined, 'grant', { account: member.email, bbtan: 100 })).status).toBe(401)
    expect((await admin(running.hosts, 'wrong', 'grant', { account: member.email, bbtan: 100 })).status).toBe(401)
    const bad: unknown[] = [
      'not json',
      [],
      { account: 'nobody@example.com', bbtan: 10 },
      { account: member.email },
      { account: member.email, bbtan: 10, item_id: 'premium-week' },
      { account: member.email, bbtan: 0 },
      { account: member.email, bbtan: 1.5 },
      { account: member.email, bbtan: '10' },
      { account: member.email, bbtan: 10, what: '' },
      { account: member.email, item_id: 'no-such-item' },
    ]
    for (const body of bad) {
      const answer = await admin(running.hosts, secret, 'grant', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.output.message, JSON.stringify(body)).toEqual(expect.any(String))
    }
    expect((await member.call('currencyHistory')).body.output.total).toBe(0)
    expect((await member.call('purchaseHistory')).body.output.total).toBe(0)

    const granted = await admin(running.hosts, secret, 'grant', { account: member.email, bbtan: 100, what: '이벤트 지급' })
    expect(granted).toMatchObject({ status: 200, body: { retval: 0, output: { item_id: 'bbtan-grant', balance: { paid: 100, total: 100, refundable: 0 } } } })
    const pass = await admin(running.hosts, secret, 'grant', { account: member.email, item_id: 'single:qa-single' })
    expect(pass.status).toBe(200)
    expect(await retval(member, 'playInfo', { movie_url: 'qa-single' })).toBe(ResultCode.success)
    expect((await member.call('currencyHistory')).body.output.list).toMatchObject([{ kind: 'grant', amount: 100, what: '이벤트 지급', balance_after: 100 }])
    const bought = (await member.call('purchaseHistory')).body.output.list
    expect(bought.map((r: { paid_with: string; payment_method: number }) => [r.paid_with, r.payment_method])).toEqual([
      ['grant', PaymentMethod.adminGrant],
      ['grant', PaymentMethod.adminGrant],
    ])
    // A seed member by id.
    expect((await admin(running.hosts, secret, 'grant', { account: 'haneul', bbtan: 5 })).body.output.account).toBe('haneul')
  })

  it('refunds a whole charge within 7 days, and nothing spent, granted or later', async () => {
    const member = await memberWith(0)
    const secret = running.adminSecret
    const kept = await payByCard(member, running.money, 'bbtan-10')
    const whole = await payByCard(member, running.money, 'bbtan-50')
    const granted = await grantBbtan(running.hosts, secret, member.email, 20)
    expect(await balance(member)).toBe(83)
    expect((await admin(running.hosts, secret, 'refund', { account: member.email, purchase_id: granted.purchase_id })).status).toBe(400)
    expect((await admin(running.hosts, secret, 'refund', { account: 'haneul', purchase_id: whole.orderId })).status).toBe(400)
    expect((await admin(running.hosts, secret, 'refund', { account: member.email })).status).toBe(400)
    const refunded = await admin(running.hosts, secret, 'refund', { account: member.email, purchase_id: whole.orderId })
    expect(refunded).toMatchObject({ status: 200, body: { output: { balance: { total: 30, paid: 30, bonus: 0, refundable: 10 } } } })
    expect((await admin(running.hosts, secret, 'refund', { account: member.email, purchase_id: whole.orderId })).status).toBe(400)
    expect((await member.call('currencyHistory', { kind: 'refund' })).body.output.list).toMatchObject([
      { amount: -53, paid: -50, bonus: -3, balance_after: 30 },
    ])
    clock += 7 * DAY_MS
    expect((await admin(running.hosts, secret, 'refund', { account: member.email, purchase_id: kept.orderId })).status).toBe(400)
    expect(await balance(member)).toBe(30)
  })

  it('refunds no charge whose bonus was spent: the viewer used what the charge brought', async () => {
    const member = await memberWith(0)
    const charge = await payByCard(member, running.money, 'bbtan-300')
    expect(charge.confirmed).toMatchObject({ output: { balance: { paid: 300, bonus: 45, refundable: 300 } } })
    // Spent from the bonus alone: the paid lot is whole, yet the charge was used.
    expect((await buyWithBbtan(member, 'single:qa-single', 15)).confirmed).toMatchObject({
      retval: 0,
      output: { balance: { paid: 300, bonus: 30, refundable: 0 } },
    })
    expect((await admin(running.hosts, running.adminSecret, 'refund', { account: member.email, purchase_id: charge.orderId })).status).toBe(400)
    expect(await balance(member)).toBe(330)
  })
})
