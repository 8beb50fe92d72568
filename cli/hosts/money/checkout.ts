import type { IncomingMessage, ServerResponse } from 'node:http'
import { PaymentMethod } from '../../../core/contract/index.ts'
import { itemOf } from './records.ts'
import type { World } from '../server/calls.ts'
import { parseParams, readBody, sendText } from '../server/http.ts'
import type { CheckoutOutcome, Order } from './orders.ts'
import { carriers, checkoutPage, orderStatePage } from './checkoutPages.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'money'
type Slice = Pick<World, Uses>

/**
 * The stand-in's payment window (docs/decisions/1510), on the web host as a Korean PG's is on
 * its own: `GET /checkout/{order_id}` shows the order and the card (or phone) fields, `POST`
 * records the PG's answer through `world.money.checkout` and sends the viewer back to the order's
 * return_url, as Toss Payments' successUrl / failUrl do. Test numbers decide the answer; an order
 * that is not waiting for payment is never charged again.
 */

const CHECKOUT_PATH = /^\/checkout\/([^/]+)$/

/** The test numbers and what the PG answers for each (digits only). */
export const testCards: Readonly<Record<string, CheckoutOutcome>> = {
  '4242424242424242': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
}
export const testPhones: Readonly<Record<string, CheckoutOutcome>> = {
  '01000000000': 'approved',
  '01000000002': 'declined',
}

/** What the viewer typed into the window: the PG's outcome, or what to fix (Korean, per field). */
export type Reading = { readonly outcome: CheckoutOutcome } | { readonly problems: Readonly<Record<string, string>> }

const digits = (text: string | undefined): string => (text ?? '').replace(/[\s-]/g, '')

/** Reads the form of a card (5) or phone (4) window; 결제 취소 is abandoned whatever the fields say. */
export const readCheckoutForm = (method: number | null, form: Readonly<Record<string, string>>): Reading => {
  if (form.decision === 'cancel') return { outcome: 'abandoned' }
  if (method === PaymentMethod.webMobilePhone) {
    const problems: Record<string, string> = {}
    const phone = digits(form.phone)
    if (!carriers.includes(form.carrier as (typeof carriers)[number])) problems.carrier = '통신사를 선택해 주세요.'
    if (!/^01\d{8,9}$/.test(phone)) problems.phone = '휴대폰 번호를 숫자로 입력해 주세요. 예: 010-0000-0000'
    else if (!testPhones[phone]) problems.phone = '테스트 결제에서는 아래 안내의 휴대폰 번호만 쓸 수 있습니다.'
    if (!/^\d{6}$/.test(digits(form.code))) problems.code = '인증번호 6자리를 입력해 주세요.'
    return Object.keys(problems).length > 0 ? { problems } : { outcome: testPhones[phone]! }
  }
  const card = digits(form.card_number)
  if (!/^\d{16}$/.test(card)) return { problems: { card_number: '카드 번호 16자리를 입력해 주세요.' } }
  const outcome = testCards[card]
  return outcome ? { outcome } : { problems: { card_number: '테스트 결제에서는 아래 안내의 카드 번호만 쓸 수 있습니다.' } }
}

/** The PG's codes on the way back (Toss Payments' failUrl names its codes the same way). */
const codeOf: Readonly<Record<Exclude<CheckoutOutcome, 'approved'>, string>> = {
  declined: 'DECLINED',
  insufficient: 'INSUFFICIENT',
  abandoned: 'ABANDONED',
}

const withQuery = (address: string, fields: Readonly<Record<string, string>>): string => {
  const url = new URL(address)
  for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v)
  return url.href
}

/** Where an approved order sends the viewer: the return address with the payment key to confirm. */
const approvedAddress = (order: Order, paymentKey: string): string | undefined =>
  order.returnUrl ? withQuery(order.returnUrl, { order_id: order.id, payment_key: paymentKey, amount: String(order.amountWon) }) : undefined

export interface CheckoutRoutes {
  /** Answers the request when it is the checkout's; false otherwise. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>
}

export const createCheckout = (world: Slice, fontStylesheet: () => string | undefined = () => undefined): CheckoutRoutes => {
  const html = (res: ServerResponse, status: number, page: string) => {
    const font = fontStylesheet()
    sendText(res, status, font ? page.replace('<style>', `<link rel="stylesheet" href="${font}"><style>`) : page, 'text/html; charset=utf-8')
  }
  const redirect = (res: ServerResponse, to: string) => {
    res.writeHead(303, { Location: to, 'Cache-Control': 'no-store' })
    res.end()
  }

  /** An order the window cannot take: paid, declined, approved and waiting, or unknown. */
  const stateOf = async (order: Order | undefined) => {
    if (!order) return orderStatePage({ kind: 'unknown', back: world.hosts().web })
    const back = order.returnUrl ?? world.hosts().web
    if (order.status === 'paid') return orderStatePage({ kind: 'paid', back: withQuery(back, { order_id: order.id }) })
    if (order.status === 'declined')
      return orderStatePage({ kind: 'declined', reason: order.declineReason ?? '', back: withQuery(back, { order_id: order.id }) })
    if (order.status !== 'pending' || order.paymentMethod === null) return orderStatePage({ kind: 'unknown', back })
    const approved = await world.money.approval(order.id)
    return approved ? orderStatePage({ kind: 'approved', back: approvedAddress(order, approved) ?? back }) : undefined
  }

  const serve = async (req: IncomingMessage, res: ServerResponse, orderId: string) => {
    const order = await world.money.order(orderId)
    // 결제하기 pressed again after the approval (a double press, the back button): the first approval's way back.
    const approved = req.method === 'POST' && order?.status === 'pending' ? await world.money.approval(order.id) : undefined
    const again = approved && approvedAddress(order!, approved)
    if (again) return redirect(res, again)
    const settled = await stateOf(order)
    // A look at a settled order is an ordinary page (the back button); a payment it refuses is a conflict.
    if (settled || !order) return html(res, !order ? 404 : req.method === 'POST' ? 409 : 200, settled!)
    const item = itemOf(world, order.itemId)
    const shown = { orderId: order.id, itemName: item?.name ?? order.itemId, amountWon: order.amountWon, method: order.paymentMethod! }
    if (req.method !== 'POST') return html(res, 200, checkoutPage(shown))
    const form = parseParams(await readBody(req), req.headers['content-type'])
    const reading = readCheckoutForm(order.paymentMethod, form)
    if ('problems' in reading) return html(res, 422, checkoutPage(shown, form, reading.problems))
    const answer = await world.money.checkout(order.id, reading.outcome)
    // Another press got there first: the page says how the order stands now.
    if (!answer) return html(res, 409, (await stateOf(await world.money.order(order.id))) ?? checkoutPage(shown))
    const { outcome } = reading
    const reason = answer.order.declineReason ?? ''
    const fields: Record<string, string> =
      outcome === 'approved'
        ? { order_id: order.id, payment_key: answer.paymentKey, amount: String(order.amountWon) }
        : { order_id: order.id, code: codeOf[outcome], message: reason }
    const home = world.hosts().web
    if (!order.returnUrl)
      return html(res, 200, orderStatePage(outcome === 'approved' ? { kind: 'approved', back: home } : { kind: 'declined', reason, back: home }))
    return redirect(res, withQuery(order.returnUrl, fields))
  }

  return {
    async serve(req, res, url) {
      const match = CHECKOUT_PATH.exec(url.pathname)
      if (!match) return false
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
        res.setHeader('Allow', 'GET, POST')
        sendText(res, 405, 'Method Not Allowed')
        return true
      }
      let orderId: string
      try {
        orderId = decodeURIComponent(match[1] ?? '')
      } catch {
        orderId = ''
      }
      await serve(req, res, orderId)
      return true
    },
  }
}
