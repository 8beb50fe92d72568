import { expect } from 'vitest'
import type { Hosts } from '../../core/contract/index.ts'
import { PaymentMethod, ResultCode } from '../../core/contract/index.ts'
import type { Ledger } from '../../cli/hosts/money/ledger.ts'
import type { CheckoutOutcome } from '../../cli/hosts/money/orders.ts'
import { type BrowseSession, keyedSession } from './browseHelpers.ts'
import { signUpSession } from './hostsHelpers.ts'

/** Helpers of the money tests: a member of its own, and the pay flows as the app runs them (docs/contract.md "Money calls"). */

/** An admin request to the stand-in (POST /__admin/<path> with JSON); `secret` undefined sends none. */
export const admin = async (hosts: Hosts, secret: string | undefined, path: string, body: unknown) => {
  const res = await fetch(`${hosts.web}/__admin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret === undefined ? {} : { 'X-Admin-Secret': secret }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { retval: number; output: any } }
}

/** Grants 빵탄 to the member of `email` through the admin endpoint. */
export const grantBbtan = async (hosts: Hosts, secret: string, email: string, bbtan: number) => {
  const granted = await admin(hosts, secret, 'grant', { account: email, bbtan, what: '시험 지급' })
  expect(granted.status, JSON.stringify(granted.body)).toBe(200)
  return granted.body.output
}

let made = 0
/** A new member with nothing bought, so tests do not share a balance. */
export const newMember = async (hosts: Hosts, label = 'money'): Promise<BrowseSession & { readonly email: string }> => {
  made += 1
  const email = `${label}${made}-${process.pid}@example.com`
  return { ...keyedSession(hosts, email, await signUpSession(hosts, { email, device_id: `money-${made}` })), email }
}

/** A fresh idempotency key, as a client makes one per intent. */
export const newKey = (): string => `key-${crypto.randomUUID()}`

/** Buys with 빵탄: purchase (-116 or -115), then purchaseConfirm for the price when it was -116. */
export const buyWithBbtan = async (member: BrowseSession, itemId: string, price: number, key = newKey()) => {
  const asked = await member.call('purchase', { item_id: itemId, use_currency: 1, idempotency_key: key })
  if (asked.body.retval !== ResultCode.currencyDeductionConfirmation) return { key, asked: asked.body, confirmed: undefined }
  const confirmed = await member.call('purchaseConfirm', { idempotency_key: key, amount: price })
  return { key, asked: asked.body, confirmed: confirmed.body }
}

/**
 * Pays by web card through the stand-in checkout: purchase or currencyCharge (a pending order),
 * the checkout's answer (`ledger.checkout`, the page's part), then purchaseConfirm with its payment key.
 */
export const payByCard = async (member: BrowseSession, ledger: Ledger, itemId: string, outcome: CheckoutOutcome = 'approved', key = newKey()) => {
  const call = itemId.startsWith('bbtan-') ? 'currencyCharge' : 'purchase'
  const started = await member.call(call, { item_id: itemId, payment_method: PaymentMethod.webCard, idempotency_key: key })
  expect(started.body.retval, JSON.stringify(started.body)).toBe(ResultCode.success)
  expect(started.body.output.status).toBe('pending')
  const paid = await ledger.checkout(started.body.output.purchase_id, outcome)
  expect(paid).toBeDefined()
  const confirmed = await member.call('purchaseConfirm', { idempotency_key: key, amount: started.body.output.amount_won, payment_key: paid!.paymentKey })
  return { key, orderId: String(started.body.output.purchase_id), paymentKey: paid!.paymentKey, confirmed: confirmed.body }
}
