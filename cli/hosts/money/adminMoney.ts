import { DAY_MS } from './currency.ts'
import { renewalDeclineReasons } from './rules.ts'
import type { StandInClock } from '../server/clock.ts'
import { BadRequest } from '../server/http.ts'
import { itemOf } from './records.ts'
import type { World } from '../server/callTypes.ts'

/**
 * The admin's money switches for QA (docs/decisions/1552): move the clock on (renewals, graces,
 * refund windows and voided approvals run at once), make an account's saved method decline its
 * renewals, and schedule a price change. Reached through admin.ts (the secret and origin rules).
 */

type MoneyWorld = Pick<World, 'money' | 'accounts' | 'catalogue'>
type Named = (world: MoneyWorld, name: unknown) => Promise<string>

const MAX_ADVANCE_DAYS = 3650

const clockState = (clock: StandInClock) => ({ now: new Date(clock.now()).toISOString(), offset_ms: clock.offsetMs() })

/** `{"advance_days": 31}`, `{"advance_sec": 301}` or `{"advance_ms": 600000}`: the clock moves on, then what became due runs. */
export const moveClock = async (world: MoneyWorld, clock: StandInClock, asked: Record<string, unknown>) => {
  const units = { advance_days: DAY_MS, advance_sec: 1000, advance_ms: 1 } as const
  const given = Object.entries(units).filter(([field]) => asked[field] !== undefined)
  const [field, unit] = given[0] ?? []
  const amount = field ? asked[field] : undefined
  const by = typeof amount === 'number' && unit ? amount * unit : Number.NaN
  if (given.length !== 1 || !Number.isInteger(by) || by < 0 || by > MAX_ADVANCE_DAYS * DAY_MS) {
    throw new BadRequest(`send one of {"advance_days": N}, {"advance_sec": N} or {"advance_ms": N} (up to ${MAX_ADVANCE_DAYS} days): the clock only moves on`)
  }
  clock.advance(by)
  return { ...clockState(clock), ran: await world.money.runDue() }
}

export const readClock = (clock: StandInClock) => clockState(clock)

/** `{"account":"minji","outcome":"declined"|"insufficient"|null}`: the account's saved method declines its renewals, or approves again. */
export const switchDecline = async (world: MoneyWorld, named: Named, asked: Record<string, unknown>) => {
  const accountId = await named(world, asked.account)
  const outcome = asked.outcome ?? null
  if (outcome !== null && (typeof outcome !== 'string' || !(outcome in renewalDeclineReasons)))
    throw new BadRequest(`outcome must be one of ${Object.keys(renewalDeclineReasons).join(', ')}, or null to approve again`)
  await world.money.setDecline(accountId, outcome as string | null)
  return { account: accountId, outcome }
}

/** `{"item_id":"premium-month","price_won":11900,"effective_in_days":30}`: renewals from then cost the new price (a rise needs each member's 동의). */
export const schedulePriceChange = async (world: MoneyWorld, clock: StandInClock, asked: Record<string, unknown>) => {
  const item = typeof asked.item_id === 'string' ? itemOf(world, asked.item_id) : undefined
  if (!item?.renews) throw new BadRequest('item_id must name a renewing pass (premium-month, playy-month, skytv-month, cable-month)')
  const price = asked.price_won
  if (typeof price !== 'number' || !Number.isInteger(price) || price < 100 || price > 1_000_000)
    throw new BadRequest('price_won must be a whole number of 원 from 100 to 1000000')
  const inDays = asked.effective_in_days ?? 30
  if (typeof inDays !== 'number' || !Number.isInteger(inDays) || inDays < 0 || inDays > 365)
    throw new BadRequest('effective_in_days must be a whole number from 0 to 365 (default 30)')
  const change = await world.money.schedulePrice(item.id, price, clock.now() + inDays * DAY_MS)
  return { id: change.id, item_id: change.itemId, price_won: change.priceWon, effective_at: new Date(change.effectiveAt).toISOString() }
}
