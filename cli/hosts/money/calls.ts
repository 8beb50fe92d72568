import type { moneyCalls } from '../../../core/contract/moneyCalls.ts'
import { ItemType, ResultCode, formatHostTime } from '../../../core/contract/index.ts'
import type { Balance } from './currency.ts'
import { type SaleItem, saleItems, singleTitleOf } from './items.ts'
import { type Order, type OrderAnswer, type PassRow, WEB_METHODS } from './orders.ts'
import { refusalOf } from '../titles/visibility.ts'
import type { Viewer } from '../titles/title.ts'
import { member } from '../auth/accountCalls.ts'
import { promiseHandlers } from './promises.ts'
import { itemName, itemOf, purchaseRecord, titleName, titleUrl } from './records.ts'
import { viewerOf } from '../browse/viewer.ts'
import type { AreaHandlers, CallAnswer, CallRequest, World } from '../server/callTypes.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'money' | 'now'
type Slice = Pick<World, Uses>

/**
 * The money calls (docs/contract.md "Money calls", docs/decisions/1500) over the ledger
 * (cli/hosts/money). Each checks what the viewer sends, then lets the ledger decide in one
 * transaction.
 */

const fail = (retval: number): CallAnswer => ({ retval })
const done = (output: unknown): CallAnswer => ({ retval: ResultCode.success, output })

const itemWire = (item: SaleItem) => ({
  item_id: item.id,
  item_group: item.group,
  item_type: item.type,
  name: item.name,
  summary: item.summary,
  price_won: item.priceWon,
  price_bbtan: item.priceBbtan,
  period_days: item.periodDays,
  renews: item.renews ? 1 : 0,
  bbtan: item.bbtan,
  bonus_bbtan: item.bonus,
  payment_methods: [...item.methods],
  movie_url: item.movieUrl,
})

const passWire = (world: Slice, pass: PassRow, viewer: Viewer) => ({
  purchase_id: pass.purchaseId,
  item_id: pass.itemId,
  item_type: pass.itemType,
  item_group: pass.itemGroup,
  name: itemName(world, pass.itemId, viewer) ?? pass.itemId,
  movie_url: titleUrl(world, pass.movieUrl, viewer),
  title: titleName(world, pass.movieUrl, viewer),
  starts_at: formatHostTime(pass.startsAt),
  ends_at: formatHostTime(pass.endsAt),
  renews: pass.renews ? 1 : 0,
  paid_with: pass.paidWith,
})

export const balanceWire = (balance: Balance) => ({
  paid: balance.paid,
  bonus: balance.bonus,
  total: balance.total,
  refundable: balance.refundable,
  refundable_until: balance.refundableUntil === null ? null : formatHostTime(balance.refundableUntil),
  expiring: balance.lots.map((lot) => ({ kind: lot.kind, amount: lot.remaining, expires_at: formatHostTime(lot.expiresAt) })),
})

const checkoutUrl = (world: Slice, order: Order): string => `${world.hosts().web}/checkout/${order.id}`

const orderAnswer = (world: Slice, answer: OrderAnswer, viewer: Viewer): CallAnswer => {
  if (!answer.order) return fail(answer.retval)
  const { order } = answer
  return done({
    purchase_id: order.id,
    // A voided approval or a refund reads as the order's end: declined with its reason, or paid.
    status: order.status === 'open' ? 'pending' : order.status === 'voided' ? 'declined' : order.status === 'refunded' ? 'paid' : order.status,
    item_id: order.itemId,
    amount_won: order.amountWon,
    amount_bbtan: order.amountBbtan,
    payment_method: order.paymentMethod,
    checkout_url: order.status === 'pending' ? checkoutUrl(world, order) : null,
    decline_reason: order.declineReason,
    pass: answer.pass ? passWire(world, answer.pass, viewer) : null,
    balance: answer.balance ? balanceWire(answer.balance) : null,
  })
}

const whole = (text: string | undefined): number | undefined => (text !== undefined && /^\d{1,9}$/.test(text.trim()) ? Number(text) : undefined)

/** A page and count as the lists take them: page from 1, count 1–100 (default 20). */
export const paging = (request: CallRequest): { page: number; count: number } | undefined => {
  const page = request.params.page ? whole(request.params.page) : 1
  const count = request.params.count ? whole(request.params.count) : 20
  return page && count && count <= 100 ? { page, count } : undefined
}

/** An idempotency key as clients make them: 8–64 letters, digits, '-' or '_'. */
const keyOf = (request: CallRequest): string | undefined => {
  const key = request.params.idempotency_key ?? ''
  return /^[A-Za-z0-9_-]{8,64}$/.test(key) ? key : undefined
}

/** A return address for the checkout: an http(s) URL, as a PG's successUrl. */
const returnUrlOf = (text: string | undefined): string | null | undefined => {
  if (text === undefined || text === '') return null
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

const itemList = member<Uses>(async (who, request, world) => {
  const group = request.params.item_group ? whole(request.params.item_group) : undefined
  const type = request.params.item_type ? whole(request.params.item_type) : undefined
  if ((request.params.item_group && group === undefined) || (request.params.item_type && type === undefined)) return fail(ResultCode.parameterInvalid)
  const movieUrl = request.params.movie_url
  const viewer = viewerOf(request)
  // An adult title's single item (its name is the title's) only for a verified member.
  const adult = movieUrl ? world.catalogue.find(movieUrl)?.title : undefined
  if (adult && refusalOf(viewer, adult) !== undefined) return fail(refusalOf(viewer, adult)!)
  let items = saleItems.filter((item) => (group === undefined || item.group === group) && (type === undefined || item.type === type))
  if (movieUrl) {
    const single = itemOf(world, `single:${movieUrl}`)
    if (!single && type === ItemType.single) return fail(ResultCode.dataNotFound)
    if (single && (type === undefined || type === ItemType.single) && (group === undefined || group === single.group)) items = [single, ...items]
  }
  const passes = await world.money.passes(who.accountId, world.now())
  return done({ items: items.map(itemWire), passes: passes.map((p) => passWire(world, p, viewer)) })
})

/** purchase and currencyCharge: the checks both make, then the ledger. */
const startOrder = (call: 'purchase' | 'currencyCharge') =>
  member<Uses>(async (who, request, world) => {
    const key = keyOf(request)
    const item = itemOf(world, request.params.item_id ?? '')
    if (!key) return fail(ResultCode.parameterInvalid)
    if (!item) return fail(ResultCode.dataNotFound)
    const titled = item.movieUrl ? world.catalogue.find(item.movieUrl)?.title : undefined
    const refused = titled ? refusalOf(viewerOf(request), titled) : undefined
    if (refused !== undefined) return fail(refused)
    const consumable = item.type === ItemType.consumable
    if (consumable !== (call === 'currencyCharge')) return fail(ResultCode.parameterInvalid)
    const useCurrency = call === 'purchase' && request.params.use_currency === '1'
    const method = request.params.payment_method ? whole(request.params.payment_method) : undefined
    if (useCurrency ? item.priceBbtan === null : method === undefined || !WEB_METHODS.includes(method) || !item.methods.includes(method as never)) {
      return fail(ResultCode.parameterInvalid)
    }
    const returnUrl = returnUrlOf(request.params.return_url)
    if (returnUrl === undefined) return fail(ResultCode.parameterInvalid)
    // A subscription or single title already in force is refused by the ledger, under the account's lock.
    const answer = await world.money.start({ accountId: who.accountId, key, call, item, useCurrency, paymentMethod: useCurrency ? null : method!, returnUrl })
    return orderAnswer(world, answer, viewerOf(request))
  })

const purchaseConfirm = member<Uses>(async (who, request, world) => {
  const key = keyOf(request)
  const amount = whole(request.params.amount)
  if (!key || amount === undefined) return fail(ResultCode.parameterInvalid)
  return orderAnswer(world, await world.money.confirm(who.accountId, key, amount, request.params.payment_key || undefined), viewerOf(request))
})

const currencyBalance = member<Uses>(async (who, _request, world) => done(balanceWire(await world.money.balance(who.accountId))))

const ENTRY_KINDS = ['charge', 'bonus', 'spend', 'expire', 'refund', 'grant']

const currencyHistory = member<Uses>(async (who, request, world) => {
  const kind = request.params.kind ?? ''
  const asked = paging(request)
  if (!asked || (kind !== '' && !ENTRY_KINDS.includes(kind))) return fail(ResultCode.parameterInvalid)
  const { rows, total } = await world.money.history(who.accountId, kind, (asked.page - 1) * asked.count, asked.count)
  const viewer = viewerOf(request)
  return done({
    list: rows.map((r) => ({
      entry_id: `${r.movement}:${r.kind}`,
      kind: r.kind,
      amount: r.amount,
      paid: r.paid,
      bonus: r.bonus,
      what: singleTitleOf(r.what) === undefined ? r.what : (itemName(world, r.what, viewer) ?? r.what),
      at: formatHostTime(r.at),
      expires_at: r.expiresAt === null ? null : formatHostTime(r.expiresAt),
      balance_after: r.balanceAfter,
    })),
    page: asked.page,
    count: asked.count,
    total,
  })
})

const purchaseHistory = member<Uses>(async (who, request, world) => {
  const asked = paging(request)
  if (!asked) return fail(ResultCode.parameterInvalid)
  const { rows, total } = await world.money.orders(who.accountId, (asked.page - 1) * asked.count, asked.count)
  const viewer = viewerOf(request)
  return done({ list: rows.map((r) => purchaseRecord(world, r.order, r.pass, viewer)), page: asked.page, count: asked.count, total })
})

const subscriptionCancel = member<Uses>(async (who, request, world) => {
  const pass = await world.money.cancel(who.accountId, request.params.purchase_id ?? '')
  if (!pass) return fail(ResultCode.dataNotFound)
  const order = (await world.money.order(pass.purchaseId))!
  return done({ purchase: purchaseRecord(world, order, pass, viewerOf(request)) })
})

export const moneyHandlers: AreaHandlers<typeof moneyCalls> = {
  itemList,
  purchase: startOrder('purchase'),
  purchaseConfirm,
  currencyBalance,
  currencyCharge: startOrder('currencyCharge'),
  currencyHistory,
  purchaseHistory,
  subscriptionCancel,
  ...promiseHandlers,
}
