import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCheckoutForm, testCards } from '../../cli/hosts/money/checkout.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { type CallName, PaymentMethod } from '../../core/contract/index.ts'
import { type Fields, memberLogin, send, signed } from './hostsHelpers.ts'

/**
 * The stand-in payment window on the web host (docs/decisions/1510), over real HTTP: the order
 * and the method's fields, the test numbers' answers, the way back to return_url (303 with the
 * payment key, or the code and a Korean message), and an order that is not waiting for payment
 * never charged again.
 */
let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0, print: () => {} })
}, 60_000)
afterAll(() => running.close())

const RETURN = 'http://localhost:5173/pay/return'

const as = async (loginKey: string) => {
  const session = await memberLogin(running.hosts, loginKey)
  return async (name: CallName, fields: Fields = {}) => (await send(running.hosts, name, await signed(name, { s: session.s, ...fields }, session.c_code))).body
}
type Member = Awaited<ReturnType<typeof as>>

/** A pending order of a 빵탄 pack (which may be bought again and again) and its key. */
const charge = async (member: Member, method: number = PaymentMethod.webCard, item = 'bbtan-10') => {
  const key = randomUUID()
  const answer = await member('currencyCharge', { item_id: item, payment_method: method, return_url: RETURN, idempotency_key: key })
  expect(answer.retval, JSON.stringify(answer)).toBe(0)
  expect(answer.output.status).toBe('pending')
  return { key, url: answer.output.checkout_url as string, orderId: answer.output.purchase_id as string }
}

const open = (url: string) => fetch(url, { headers: { accept: 'text/html' } })
const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) })
const back = (res: Response) => new URL(res.headers.get('location') ?? 'http://nowhere.invalid/')

describe('the stand-in checkout', () => {
  it('shows the order in 원 with a card field, 결제하기, 결제 취소 and the test card numbers', async () => {
    const haneul = await as('seed-haneul')
    const { url, orderId } = await charge(haneul)
    expect(url).toBe(`${running.hosts.web}/checkout/${orderId}`)
    const res = await open(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const page = await res.text()
    expect(page).toContain('빵탄 10개')
    expect(page).toContain('1,000원')
    expect(page).toContain('name="card_number"')
    expect(page).toContain('결제하기')
    expect(page).toContain('결제 취소')
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995']) expect(page).toContain(number)
    expect(page).not.toContain('name="phone"')
  })

  it('approves the test card: 303 to return_url with order_id, payment_key and amount, which purchaseConfirm completes once', async () => {
    const haneul = await as('seed-haneul')
    const before = (await haneul('currencyBalance')).output.total as number
    const { key, url, orderId } = await charge(haneul)
    const res = await post(url, { decision: 'pay', card_number: '4242 4242 4242 4242' })
    expect(res.status).toBe(303)
    const to = back(res)
    expect(`${to.origin}${to.pathname}`).toBe(RETURN)
    expect(to.searchParams.get('order_id')).toBe(orderId)
    expect(to.searchParams.get('amount')).toBe('1000')
    const paymentKey = to.searchParams.get('payment_key') ?? ''
    expect(paymentKey).toMatch(/^pay_/)
    const confirm = () => haneul('purchaseConfirm', { idempotency_key: key, amount: 1000, payment_key: paymentKey })
    expect((await confirm()).output.status).toBe('paid')
    expect((await confirm()).output.status).toBe('paid')
    expect((await haneul('currencyBalance')).output.total).toBe(before + 10)
    // The window now says the order is paid and takes no second payment.
    const again = await open(url)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('이미 결제를 마친 주문입니다')
    expect((await post(url, { decision: 'pay', card_number: '4242424242424242' })).status).toBe(409)
    expect((await haneul('currencyBalance')).output.total).toBe(before + 10)
  })

  it('answers an approved order that was not confirmed yet with its first payment key, never a second payment', async () => {
    const haneul = await as('seed-haneul')
    const { url } = await charge(haneul)
    const first = back(await post(url, { decision: 'pay', card_number: '4242424242424242' })).searchParams.get('payment_key')
    // The browser's back button, then 결제하기 again: the same approval.
    const page = await (await open(url)).text()
    expect(page).toContain('결제가 승인된 주문입니다')
    expect(page).toContain(`payment_key=${first}`)
    const second = await post(url, { decision: 'pay', card_number: '4242424242424242' })
    expect(back(second).searchParams.get('payment_key')).toBe(first)
  })

  it.each([
    ['4000 0000 0000 0002', 'DECLINED', '카드사에서 결제를 승인하지 않았습니다.'],
    ['4000-0000-0000-9995', 'INSUFFICIENT', '잔액 또는 한도가 부족합니다.'],
  ])('declines card %s: back with code %s and a Korean message, nothing charged', async (card, code, message) => {
    const haneul = await as('seed-haneul')
    const before = (await haneul('currencyBalance')).output.total as number
    const { key, url, orderId } = await charge(haneul)
    const res = await post(url, { decision: 'pay', card_number: card })
    expect(res.status).toBe(303)
    const to = back(res)
    expect(Object.fromEntries(to.searchParams)).toEqual({ order_id: orderId, code, message })
    const confirmed = await haneul('purchaseConfirm', { idempotency_key: key, amount: 1000 })
    expect(confirmed.output).toMatchObject({ status: 'declined', decline_reason: message })
    expect((await haneul('currencyBalance')).output.total).toBe(before)
    expect(await (await open(url)).text()).toContain('결제되지 않은 주문입니다')
  })

  it('결제 취소 goes back with ABANDONED whatever the fields hold', async () => {
    const haneul = await as('seed-haneul')
    const { url } = await charge(haneul)
    const to = back(await post(url, { decision: 'cancel', card_number: '' }))
    expect(to.searchParams.get('code')).toBe('ABANDONED')
    expect(to.searchParams.get('message')).toBe('결제를 취소했습니다.')
  })

  it('keeps the order waiting and says in Korean what to fix for a card that is not a test card', async () => {
    const haneul = await as('seed-haneul')
    const { url, orderId } = await charge(haneul)
    const short = await post(url, { decision: 'pay', card_number: '1234' })
    expect(short.status).toBe(422)
    const shortPage = await short.text()
    expect(shortPage).toContain('카드 번호 16자리를 입력해 주세요.')
    expect(shortPage).toContain('value="1234"')
    const other = await post(url, { decision: 'pay', card_number: '5555 5555 5555 4444' })
    expect(await other.text()).toContain('테스트 결제에서는 아래 안내의 카드 번호만 쓸 수 있습니다.')
    const history = await haneul('purchaseHistory', { count: 100 })
    expect(history.output.list.find((p: { purchase_id: string }) => p.purchase_id === orderId)?.status).toBe('pending')
    expect((await open(url)).status).toBe(200)
  })

  it('takes a phone payment: carrier, number and 인증번호; 010-0000-0000 approves, 010-0000-0002 declines', async () => {
    const junho = await as('seed-junho')
    const approve = await charge(junho, PaymentMethod.webMobilePhone)
    const page = await (await open(approve.url)).text()
    for (const part of ['name="carrier"', 'name="phone"', 'name="code"', '010-0000-0000', '010-0000-0002']) expect(page).toContain(part)
    expect(page).not.toContain('name="card_number"')
    const missing = await post(approve.url, { decision: 'pay', carrier: '', phone: '010', code: '' })
    const missingPage = await missing.text()
    for (const problem of ['통신사를 선택해 주세요.', '휴대폰 번호를 숫자로 입력해 주세요.', '인증번호 6자리를 입력해 주세요.'])
      expect(missingPage).toContain(problem)
    const ok = await post(approve.url, { decision: 'pay', carrier: 'SKT', phone: '010-0000-0000', code: '123456' })
    expect(back(ok).searchParams.get('payment_key')).toMatch(/^pay_/)
    const decline = await charge(junho, PaymentMethod.webMobilePhone)
    const no = await post(decline.url, { decision: 'pay', carrier: 'KT', phone: '01000000002', code: '654321' })
    expect(back(no).searchParams.get('code')).toBe('DECLINED')
  })

  it('says an unknown order cannot be paid, echoing nothing of the address', async () => {
    const res = await open(`${running.hosts.web}/checkout/${encodeURIComponent('<script>alert(1)</script>')}`)
    expect(res.status).toBe(404)
    const page = await res.text()
    expect(page).toContain('주문을 찾을 수 없습니다')
    expect(page).not.toContain('<script>alert')
  })

  it('a card number is approved, declined or refused only as the test numbers say (fast-check)', () => {
    const known = Object.keys(testCards)
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9 -]{0,24}$/), fc.constantFrom(...known)), (typed) => {
        const reading = readCheckoutForm(PaymentMethod.webCard, { decision: 'pay', card_number: typed })
        const digits = typed.replace(/[\s-]/g, '')
        if ('outcome' in reading) expect(reading.outcome).toBe(testCards[digits])
        else expect(known).not.toContain(digits)
      }),
    )
  })
})
