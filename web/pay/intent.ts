import { StorageKey } from '../../core/ports/storage.ts'
import { browserSessionStore } from '../adapters/sessionStore.ts'

/**
 * A purchase intent and its idempotency key (docs/decisions/1511): made once when the viewer
 * first presses 구매하기 for an item and method, kept in this tab's sessionStorage until its
 * outcome is known, so a refresh or a trip through the checkout asks again with the same key and
 * gets the first answer, never a second charge.
 */

/** How the viewer pays: 빵탄, or a web method (PaymentMethod 4 phone, 5 card). */
export type PayMethod = 'bbtan' | 4 | 5

export interface PayIntent {
  readonly key: string
  /** purchase, or currencyCharge for a 빵탄 pack. */
  readonly call: 'purchase' | 'currencyCharge'
  readonly itemId: string
  readonly itemName: string
  readonly method: PayMethod
  readonly movieUrl: string | null
  /** 원 by card or phone, 빵탄 with 빵탄. */
  readonly amount: number
  /** Where the viewer goes once it is paid (a same-origin path). */
  readonly back: string
  /** The order, once the host named it. */
  readonly purchaseId?: string
  /** Paid or declined: the key's answer is final, a new press makes a new intent. */
  readonly settled?: 'paid' | 'declined'
  /** A charge made because 빵탄 fell short: the purchase it was for, to go on with after. */
  readonly forItem?: { readonly itemId: string; readonly movieUrl: string | null }
}

/** A tab keeps its last few intents: enough for a purchase, its charge and a retry. */
const KEEP = 8

const storage = () => browserSessionStore()

export const loadIntents = (): PayIntent[] => {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(StorageKey.payIntents) ?? '[]')
    return Array.isArray(parsed) ? (parsed as PayIntent[]) : []
  } catch {
    return []
  }
}

const saveIntents = (intents: readonly PayIntent[]): void => {
  // Private mode with no storage: the key lives as long as the page; the host still never charges twice.
  storage().setItem(StorageKey.payIntents, JSON.stringify(intents.slice(-KEEP)))
}

/** Stores the intent (replacing the one with its key). */
export const keepIntent = (intent: PayIntent): PayIntent => {
  saveIntents([...loadIntents().filter((i) => i.key !== intent.key), intent])
  return intent
}

export type Choice = Omit<PayIntent, 'key' | 'purchaseId' | 'settled'>

const sameChoice = (a: Choice, b: Choice): boolean => a.call === b.call && a.itemId === b.itemId && a.method === b.method && a.movieUrl === b.movieUrl

/** The unsettled intent for this choice (its key again), else a new one with a new key. */
export const intentFor = (choice: Choice): PayIntent => {
  const open = loadIntents().find((i) => !i.settled && sameChoice(i, choice))
  return keepIntent(open ? { ...open, back: choice.back, ...(choice.forItem ? { forItem: choice.forItem } : {}) } : { ...choice, key: crypto.randomUUID() })
}

/** The tab's intent with this order (the checkout's order_id) or this key. */
export const findIntent = (by: { readonly orderId?: string; readonly key?: string }): PayIntent | undefined =>
  loadIntents().find((i) => (by.orderId && i.purchaseId === by.orderId) || (by.key && i.key === by.key))

/** The unsettled 빵탄 purchase of an item: what a charge made for it goes on with. */
export const waitingPurchase = (itemId: string, movieUrl: string | null): PayIntent | undefined =>
  loadIntents().find((i) => !i.settled && i.method === 'bbtan' && i.itemId === itemId && i.movieUrl === movieUrl)
