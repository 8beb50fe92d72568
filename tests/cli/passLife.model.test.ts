import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SnapshotFrom, assign, createActor, setup } from 'xstate'
import { AccountType, PaymentMethod } from '../../core/contract/index.ts'
import { createAccountTable } from '../../cli/hosts/auth/accounts.ts'
import { createWatchStore } from '../../cli/hosts/watch/watchStore.ts'
import { DAY_MS } from '../../cli/hosts/money/currency.ts'
import { saleItem } from '../../cli/hosts/money/items.ts'
import { type Ledger, createLedger } from '../../cli/hosts/money/ledger.ts'
import { GRACE_DAYS } from '../../cli/hosts/money/rules.ts'
import { type Db, openStore } from '../../cli/hosts/store/index.ts'
import { everyTransition, walkPaths } from '../support/model.ts'

/**
 * A renewing pass's life as a model (docs/decisions/1550, 1551), every transition walked by
 * @xstate/graph on a simulated clock against the real ledger (PGlite): bought → renewing →
 * renewed, or declined (grace: 결제하기 declined again or paid, or the grace runs out), or
 * cancelled, or a price rise (동의 renews at the new price, no answer ends it) → ended; refunded
 * (within 7 days, nothing played; else refused). After every step, besides the model's state: no
 * pass renewed twice, as many charges as the model counts, no refund above what was paid, 빵탄
 * never below 0.
 */

type Price = 'none' | 'pending' | 'agreed'
interface Life {
  /** Charges of this pass's chain so far (the purchase and its renewals). */
  charges: number
  /** The last charge is within its 7 days. */
  fresh: boolean
  /** Something was played since the last charge. */
  played: boolean
  price: Price
}

type LifeEvent =
  | { type: 'time.week' }
  | { type: 'time.end' }
  | { type: 'time.endDeclined' }
  | { type: 'time.graceEnd' }
  | { type: 'play' }
  | { type: 'cancel' }
  | { type: 'refund' }
  | { type: 'pay' }
  | { type: 'payDeclined' }
  | { type: 'price.rise' }
  | { type: 'price.agree' }

const MAX_CHARGES = 2
const canRefund = ({ context }: { context: Life }) => context.fresh && !context.played

const life = setup({
  types: { context: {} as Life, events: {} as LifeEvent },
  actions: {
    /** Asked, refused: nothing changes (a refund that the terms do not allow, a declined 결제하기). */
    refused: () => {},
    /** A new period paid: within its 7 days, nothing played yet, the price now paid. */
    renewed: assign(({ context }) => ({ charges: context.charges + 1, fresh: true, played: false, price: 'none' as Price })),
  },
  guards: {
    canRefund,
    fresh: ({ context }) => context.fresh,
    /** Playing matters only while a refund could still be asked (within 7 days). */
    notPlayed: ({ context }) => !context.played && context.fresh,
    mayRenew: ({ context }) => context.charges < MAX_CHARGES && context.price !== 'pending',
    risePending: ({ context }) => context.price === 'pending',
    noRise: ({ context }) => context.price === 'none' && context.charges === 1,
    underCap: ({ context }) => context.charges < MAX_CHARGES,
  },
}).createMachine({
  id: 'passLife',
  initial: 'renewing',
  context: { charges: 1, fresh: true, played: false, price: 'none' },
  states: {
    renewing: {
      on: {
        'time.week': { guard: 'fresh', actions: assign({ fresh: false }) },
        'time.end': [
          { guard: 'risePending', target: 'ended' },
          { guard: 'mayRenew', target: 'renewing', reenter: true, actions: 'renewed' },
        ],
        'time.endDeclined': [
          { guard: 'risePending', target: 'ended' },
          { guard: 'mayRenew', target: 'grace', actions: assign({ fresh: false }) },
        ],
        play: { guard: 'notPlayed', actions: assign({ played: true }) },
        cancel: 'cancelled',
        refund: { guard: 'canRefund', target: 'refunded' },
        'price.rise': { guard: 'noRise', actions: assign({ price: 'pending' as Price }) },
        'price.agree': { guard: 'risePending', actions: assign({ price: 'agreed' as Price }) },
      },
    },
    grace: {
      on: {
        pay: { guard: 'underCap', target: 'renewing', actions: 'renewed' },
        payDeclined: { actions: 'refused' },
        'time.graceEnd': 'ended',
        refund: { actions: 'refused' },
      },
    },
    cancelled: {
      on: {
        'time.week': { guard: 'fresh', actions: assign({ fresh: false }) },
        'time.end': { target: 'ended', actions: assign({ fresh: false }) },
        play: { guard: 'notPlayed', actions: assign({ played: true }) },
        refund: { guard: 'canRefund', target: 'refunded' },
      },
    },
    ended: { on: { refund: { actions: 'refused' } } },
    refunded: { on: { refund: { actions: 'refused' }, 'time.end': {} } },
  },
})

const allEvents: readonly LifeEvent[] = (
  ['time.week', 'time.end', 'time.endDeclined', 'time.graceEnd', 'play', 'cancel', 'refund', 'pay', 'payDeclined', 'price.rise', 'price.agree'] as const
).map((type) => ({ type }))

const paths = everyTransition(life, {
  events: () => allEvents,
  serializeState: (s) => `${JSON.stringify(s.value)} ${JSON.stringify(s.context)}`,
})

const initial: SnapshotFrom<typeof life> = createActor(life).getSnapshot()

const month = saleItem('premium-month')!
let db: Db
let ledger: Ledger
let clock = Date.UTC(2027, 0, 1)
let n = 0

interface Sut {
  readonly accountId: string
  /** The chain's newest pass. */
  passId: string
  endsAt: number
}

beforeAll(async () => {
  db = await openStore({})
  ledger = createLedger(
    db,
    () => clock,
    (id) => saleItem(id),
  )
})
afterAll(async () => {
  await db?.close()
})

const newest = async (sut: Sut) => {
  const passes = await ledger.passes(sut.accountId)
  return passes[0]!
}

/** Runs the ledger's due work at the clock's time, with the account's method approving or declining. */
const runAt = async (sut: Sut, at: number, declining: boolean) => {
  clock = at
  await ledger.setDecline(sut.accountId, declining ? 'declined' : null)
  await ledger.runDue()
}

const watch = () => createWatchStore(db)

const exec = async (sut: Sut, event: LifeEvent) => {
  switch (event.type) {
    case 'time.week':
      clock += 8 * DAY_MS
      return
    case 'time.end':
    case 'time.endDeclined': {
      // The reminder comes first: 7 days before, the member is told (a renewal, or the rise to answer).
      clock = Math.max(clock, sut.endsAt - 6 * DAY_MS)
      const notices = await ledger.notices(sut.accountId)
      const pass = await newest(sut)
      if (pass.renews && pass.endsAt > clock) expect(notices.map((x) => x.kind)).toEqual(expect.arrayContaining([expect.stringMatching(/renewal|price/)]))
      await runAt(sut, sut.endsAt + 60_000, event.type === 'time.endDeclined')
      break
    }
    case 'time.graceEnd':
      await runAt(sut, sut.endsAt + GRACE_DAYS * DAY_MS + 60_000, true)
      break
    case 'play':
      await watch().savePosition(`member:${sut.accountId}`, { movieUrl: 'any-title', position: 30, duration: 600, savedAt: clock })
      return
    case 'cancel':
      expect(await ledger.cancel(sut.accountId, sut.passId)).toBeDefined()
      return
    case 'refund': {
      const quote = await ledger.refundQuote(sut.accountId, (await newest(sut)).purchaseId)
      if (!quote.ok) {
        expect(quote.reason).toMatch(/[가-힣]/)
        return
      }
      expect(quote.quote.amountWon).toBeGreaterThan(0)
      const made = await ledger.refundConfirm(sut.accountId, quote.quote.purchaseId, quote.quote.amountWon, quote.quote.amountBbtan)
      expect(made.ok && !made.changed).toBe(true)
      return
    }
    case 'pay':
    case 'payDeclined':
      await ledger.setDecline(sut.accountId, event.type === 'payDeclined' ? 'insufficient' : null)
      expect(await ledger.payGrace(sut.accountId, sut.passId)).toMatchObject({ paid: event.type === 'pay' })
      break
    case 'price.rise':
      // A rise from now on; the next path's pass is bought later, at the list price again.
      await ledger.schedulePrice(month.id, month.priceWon + 2000 + n, clock)
      return
    case 'price.agree':
      expect(await ledger.answerPrice(sut.accountId, sut.passId, 'agree')).toBe(true)
      return
  }
  const pass = await newest(sut)
  sut.passId = pass.purchaseId
  sut.endsAt = pass.endsAt
}

/** The ledger's invariants for the account, whatever the state. */
const invariants = async (sut: Sut, charges: number) => {
  const paid = await db.query<{ renewal_of: string | null; status: string; amount_won: number; refund_won: number | null }>(
    "SELECT renewal_of, status, amount_won, refund_won FROM purchases WHERE account_id = $1 AND status IN ('paid', 'refunded') AND paid_with = 'money'",
    [sut.accountId],
  )
  expect(paid.length, 'charges').toBe(charges)
  const renewals = paid.map((p) => p.renewal_of).filter((x) => x !== null)
  expect(new Set(renewals).size, 'no pass renewed twice').toBe(renewals.length)
  for (const p of paid) expect(p.refund_won ?? 0, 'a refund never more than was paid').toBeLessThanOrEqual(p.amount_won)
  const balance = await ledger.balance(sut.accountId)
  expect(balance.total).toBeGreaterThanOrEqual(0)
  for (const lot of balance.lots) expect(lot.remaining).toBeGreaterThanOrEqual(0)
}

const check = async (sut: Sut, state: { value: unknown; context: Life }) => {
  await invariants(sut, state.context.charges)
  const pass = await newest(sut)
  const inForce = (await ledger.passes(sut.accountId, clock)).map((p) => p.purchaseId)
  const order = await ledger.order(pass.purchaseId)
  switch (state.value) {
    case 'renewing':
      expect(pass.renews).toBe(true)
      expect(inForce).toContain(pass.purchaseId)
      expect(pass.graceUntil).toBeNull()
      break
    case 'grace':
      expect(pass.renews).toBe(true)
      expect(pass.graceUntil).toBe(pass.endsAt + GRACE_DAYS * DAY_MS)
      expect(inForce, 'a grace still plays').toContain(pass.purchaseId)
      expect((await ledger.notices(sut.accountId)).map((x) => x.kind)).toContain('grace')
      break
    case 'cancelled':
      expect(pass.renews).toBe(false)
      expect(inForce, 'the paid period stays').toContain(pass.purchaseId)
      break
    case 'ended':
      expect(pass.renews).toBe(false)
      expect(inForce).toEqual([])
      break
    case 'refunded':
      expect(order?.status).toBe('refunded')
      expect(inForce).toEqual([])
      break
  }
}

describe('a renewing pass on a simulated clock', () => {
  it(`walks every transition of its life (${paths.length} paths) against the ledger's invariants`, { timeout: 600_000 }, async () => {
    const accounts = createAccountTable(db, () => clock)
    const steps = await walkPaths(paths, {
      async start() {
        n += 1
        // Each path a new member, later than the last one's whole life: a price rise ends with its path.
        clock += 400 * DAY_MS
        await ledger.schedulePrice(month.id, month.priceWon, clock)
        // The last path's passes stop renewing, so its member does not renew on through every later run.
        await db.query('UPDATE passes SET renews = false')
        const { id: accountId } = await accounts.create({ email: `life-${n}@example.com`, displayName: `생애${n}`, accountType: AccountType.email })
        const key = `life-${n}-buy`
        const started = await ledger.start({
          accountId,
          key,
          call: 'purchase',
          item: month,
          useCurrency: false,
          paymentMethod: PaymentMethod.webCard,
          returnUrl: null,
        })
        const approval = await ledger.checkout(started.order!.id, 'approved')
        await ledger.confirm(accountId, key, month.priceWon, approval!.paymentKey)
        const pass = (await ledger.passes(accountId))[0]!
        return { accountId, passId: pass.purchaseId, endsAt: pass.endsAt }
      },
      // An event the model ignores in its state is not done to the ledger either.
      exec: async (sut, event, before) => {
        if ((before ?? initial).can(event)) await exec(sut, event)
      },
      check: (sut, state) => check(sut, state as never),
    })
    expect(steps).toBeGreaterThan(paths.length)
  })
})
