import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { AccountType, ItemType, PaymentMethod, ResultCode } from '../../core/contract/index.ts'
import { createAccountTable } from '../../cli/hosts/auth/accounts.ts'
import { BONUS_DAYS, DAY_MS, PAID_DAYS, REFUND_DAYS } from '../../cli/hosts/money/currency.ts'
import { type SaleItem, saleItem, singleItem } from '../../cli/hosts/money/items.ts'
import { type Ledger, createLedger } from '../../cli/hosts/money/ledger.ts'
import type { CheckoutOutcome, Intent } from '../../cli/hosts/money/orders.ts'
import { type Db, openStore } from '../../cli/hosts/store/index.ts'
import { startTestPostgres } from '../support/postgres.ts'

/**
 * The ledger against a simple model (docs/decisions/1530): random sequences of charges through
 * the checkout, purchases with 빵탄, repeats of a key (same and other parameters), confirmations
 * twice, grants, refunds, cancellations, restarts of the store, the clock moving (bonus lapses
 * after 90 days, refunds close after 7) and purchases at once. After every step: the balance is
 * charges − spends − expiries − refunds as the model counts them, no lot below 0 or above what
 * came in, each order spent or charged at most once, the history's balance_after adds up, and the
 * passes are the model's. On PGlite (a data directory) and on PostgreSQL.
 */

const postgres = await startTestPostgres()
const scratch = mkdtempSync(join(tmpdir(), 'ledger-model-'))
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
  if (postgres.kind === 'ready') postgres.stop()
})

let clock = Date.UTC(2026, 2, 1)
const now = () => clock

/** What is sold in the runs: a stacking 7-day pass, two single titles (15 and another price), a renewing month. */
const week = saleItem('premium-week')!
const month = saleItem('premium-month')!
const singles = [singleItem({ movieUrl: 'qa-model-a', title: '모델 A' }), singleItem({ movieUrl: 'model-b', title: '모델 B' })]
const packs = ['bbtan-10', 'bbtan-50', 'bbtan-300'].map((id) => saleItem(id)!)
const items = new Map<string, SaleItem>([week, month, ...singles, ...packs].map((i) => [i.id, i]))
const forBbtan = [week, ...singles]

interface ModelLot {
  readonly charge: string | null
  readonly kind: 'paid' | 'bonus'
  readonly amount: number
  remaining: number
  readonly createdAt: number
  readonly expiresAt: number
  readonly refundableUntil: number | null
}
interface ModelKey {
  readonly intent: Intent
  status: 'open' | 'pending' | 'paid' | 'declined' | 'refunded'
}
interface ModelPass {
  readonly itemId: string
  readonly startsAt: number
  readonly endsAt: number
  renews: boolean
  readonly key: string
}
interface Model {
  readonly lots: ModelLot[]
  readonly keys: Map<string, ModelKey>
  readonly passes: ModelPass[]
  credited: number
  spent: number
  expired: number
  refunded: number
}
interface Real {
  db: Db
  ledger: Ledger
  readonly accountId: string
  readonly open: () => Promise<Db>
}

const live = (m: Model) => m.lots.filter((l) => l.remaining > 0 && l.expiresAt > clock)
const total = (m: Model, kind?: 'paid' | 'bonus') =>
  live(m)
    .filter((l) => !kind || l.kind === kind)
    .reduce((s, l) => s + l.remaining, 0)

/** Lots past their expiry lapse: what they held counts as expired. */
const lapse = (m: Model) => {
  for (const lot of m.lots.filter((l) => l.remaining > 0 && l.expiresAt <= clock)) {
    m.expired += lot.remaining
    lot.remaining = 0
  }
}

/** Bonus first, soonest to expire first; then paid, oldest first. */
const spendModel = (m: Model, amount: number) => {
  const order = [...live(m)].sort((a, b) => a.expiresAt - b.expiresAt || a.createdAt - b.createdAt)
  let left = amount
  for (const lot of [...order.filter((l) => l.kind === 'bonus'), ...order.filter((l) => l.kind === 'paid')]) {
    const take = Math.min(left, lot.remaining)
    lot.remaining -= take
    left -= take
  }
  m.spent += amount
}

const credit = (m: Model, charge: string | null, kind: 'paid' | 'bonus', amount: number, refundable: boolean) => {
  if (amount <= 0) return
  m.lots.push({
    charge,
    kind,
    amount,
    remaining: amount,
    createdAt: clock,
    expiresAt: clock + (kind === 'bonus' ? BONUS_DAYS : PAID_DAYS) * DAY_MS,
    refundableUntil: refundable ? clock + REFUND_DAYS * DAY_MS : null,
  })
  m.credited += amount
}

const inForce = (m: Model, item: SaleItem) =>
  (item.renews || item.type === ItemType.single) && m.passes.some((p) => p.itemId === item.id && p.startsAt <= clock && clock < p.endsAt)

const addPass = (m: Model, item: SaleItem, key: string) => {
  const running = m.passes.filter((p) => p.itemId === item.id && p.endsAt > clock).map((p) => p.endsAt)
  const startsAt = running.length > 0 ? Math.max(...running) : clock
  m.passes.push({ itemId: item.id, startsAt, endsAt: startsAt + item.periodDays! * DAY_MS, renews: item.renews, key })
}

const refundable = (m: Model, charge: string) => {
  const lots = m.lots.filter((l) => l.charge === charge)
  const paid = lots.find((l) => l.kind === 'paid')
  return !!paid && paid.refundableUntil !== null && clock < paid.refundableUntil && lots.every((l) => l.remaining === l.amount)
}

/** The invariants, after every step. */
const check = async (m: Model, r: Real) => {
  lapse(m)
  const balance = await r.ledger.balance(r.accountId)
  expect({ total: balance.total, paid: balance.paid, bonus: balance.bonus }).toEqual({ total: total(m), paid: total(m, 'paid'), bonus: total(m, 'bonus') })
  expect(balance.total).toBe(m.credited - m.spent - m.expired - m.refunded)
  const charges = [...new Set(m.lots.map((l) => l.charge).filter((c): c is string => c !== null))]
  expect(balance.refundable).toBe(
    charges.filter((c) => refundable(m, c)).reduce((s, c) => s + m.lots.find((l) => l.charge === c && l.kind === 'paid')!.amount, 0),
  )
  const lots = await r.db.query<{ amount: number; remaining: number }>(
    'SELECT l.amount, COALESCE(SUM(e.amount), 0)::int AS remaining FROM currency_lots l LEFT JOIN currency_entries e ON e.lot_id = l.id WHERE l.account_id = $1 GROUP BY l.id, l.amount',
    [r.accountId],
  )
  for (const lot of lots) expect(lot.remaining >= 0 && lot.remaining <= Number(lot.amount), JSON.stringify(lot)).toBe(true)
  // One spend, one charge, one refund per order at most.
  const twice = await r.db.query(
    'SELECT purchase_id, kind FROM currency_entries WHERE account_id = $1 AND purchase_id IS NOT NULL GROUP BY purchase_id, kind HAVING COUNT(DISTINCT movement) > 1',
    [r.accountId],
  )
  expect(twice).toEqual([])
  const { rows } = await r.ledger.history(r.accountId, '', 0, 1000)
  let running = 0
  const sums = { in: 0, spend: 0, expire: 0, refund: 0 }
  for (const row of [...rows].reverse()) {
    running += row.amount
    expect(row.balanceAfter).toBe(running)
    if (row.kind === 'spend' || row.kind === 'expire' || row.kind === 'refund') sums[row.kind] -= row.amount
    else sums.in += row.amount
  }
  expect(running).toBe(balance.total)
  // Newest first in time too: a lapse is written before anything that came after it.
  expect(rows.map((row) => row.at)).toEqual(rows.map((row) => row.at).sort((a, b) => b - a))
  expect(sums).toEqual({ in: m.credited, spend: m.spent, expire: m.expired, refund: m.refunded })
  const passes = (await r.ledger.passes(r.accountId)).map((p) => [p.itemId, p.startsAt, p.endsAt, p.renews])
  const expected = m.passes.map((p) => [p.itemId, p.startsAt, p.endsAt, p.renews])
  const order = (a: unknown[], b: unknown[]) => JSON.stringify(a).localeCompare(JSON.stringify(b))
  expect(passes.sort(order)).toEqual(expected.sort(order))
}

type Cmd = fc.AsyncCommand<Model, Real>
const step = (m: Model, r: Real) => {
  clock += 1
  return check(m, r).then(() => undefined)
}

let keys = 0
const newKey = () => `model-${process.pid}-${(keys += 1)}`

class Charge implements Cmd {
  constructor(
    readonly pack: SaleItem,
    readonly outcome: CheckoutOutcome,
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    clock += 1
    const key = newKey()
    const intent: Intent = {
      accountId: r.accountId,
      key,
      call: 'currencyCharge',
      item: this.pack,
      useCurrency: false,
      paymentMethod: PaymentMethod.webCard,
      returnUrl: null,
    }
    const started = await r.ledger.start(intent)
    expect(started).toMatchObject({ retval: 0, order: { status: 'pending' } })
    const paid = await r.ledger.checkout(started.order!.id, this.outcome)
    const confirmed = await r.ledger.confirm(r.accountId, key, this.pack.priceWon, paid!.paymentKey)
    expect(confirmed.order?.status).toBe(this.outcome === 'approved' ? 'paid' : 'declined')
    m.keys.set(key, { intent, status: confirmed.order!.status as ModelKey['status'] })
    if (this.outcome === 'approved') {
      credit(m, key, 'paid', this.pack.bbtan, true)
      credit(m, key, 'bonus', this.pack.bonus, false)
    }
    await step(m, r)
  }
  toString = () => `charge(${this.pack.id}, ${this.outcome})`
}

/** The answer a confirmation of an open 빵탄 order gets now, moving the model. */
const confirmOpen = (m: Model, key: string, state: ModelKey): number => {
  if (inForce(m, state.intent.item)) return ResultCode.parameterInvalid
  if (total(m) < state.intent.item.priceBbtan!) return ResultCode.insufficientCurrency
  spendModel(m, state.intent.item.priceBbtan!)
  addPass(m, state.intent.item, key)
  state.status = 'paid'
  return ResultCode.success
}

class Buy implements Cmd {
  constructor(
    readonly item: SaleItem,
    readonly confirm: boolean,
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    clock += 1
    const key = newKey()
    const intent: Intent = { accountId: r.accountId, key, call: 'purchase', item: this.item, useCurrency: true, paymentMethod: null, returnUrl: null }
    const started = await r.ledger.start(intent)
    if (inForce(m, this.item)) {
      expect(started.retval).toBe(ResultCode.parameterInvalid)
      return step(m, r)
    }
    expect(started.retval).toBe(total(m) < this.item.priceBbtan! ? ResultCode.insufficientCurrency : ResultCode.currencyDeductionConfirmation)
    const state: ModelKey = { intent, status: 'open' }
    m.keys.set(key, state)
    if (this.confirm) {
      // Another amount than the one agreed to: -11, nothing spent.
      expect((await r.ledger.confirm(r.accountId, key, this.item.priceBbtan! + 1, undefined)).retval).toBe(ResultCode.parameterInvalid)
      expect((await r.ledger.confirm(r.accountId, key, this.item.priceBbtan!, undefined)).retval).toBe(confirmOpen(m, key, state))
    }
    await step(m, r)
  }
  toString = () => `buy(${this.item.id}${this.confirm ? '' : ', no confirm'})`
}

class BuyMonthByCard implements Cmd {
  check = () => true
  async run(m: Model, r: Real) {
    clock += 1
    const key = newKey()
    const intent: Intent = {
      accountId: r.accountId,
      key,
      call: 'purchase',
      item: month,
      useCurrency: false,
      paymentMethod: PaymentMethod.webCard,
      returnUrl: null,
    }
    const started = await r.ledger.start(intent)
    if (inForce(m, month)) {
      expect(started.retval).toBe(ResultCode.parameterInvalid)
      return step(m, r)
    }
    const paid = await r.ledger.checkout(started.order!.id, 'approved')
    expect((await r.ledger.confirm(r.accountId, key, month.priceWon, paid!.paymentKey)).order?.status).toBe('paid')
    m.keys.set(key, { intent, status: 'paid' })
    addPass(m, month, key)
    await step(m, r)
  }
  toString = () => 'buyMonthByCard'
}

const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length])

/** The same key again: same parameters answer the first answer (or today's -115/-116 while open), others -11. */
class Repeat implements Cmd {
  constructor(
    readonly n: number,
    readonly same: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.keys.size > 0
  async run(m: Model, r: Real) {
    clock += 1
    const [key, state] = pick([...m.keys], this.n)!
    const { intent } = state
    const other: Intent =
      intent.call === 'currencyCharge'
        ? { ...intent, item: packs.find((p) => p.id !== intent.item.id)! }
        : { ...intent, useCurrency: !intent.useCurrency, paymentMethod: intent.useCurrency ? PaymentMethod.webCard : null }
    const answer = await r.ledger.start(this.same ? intent : other)
    if (!this.same) expect(answer.retval).toBe(ResultCode.parameterInvalid)
    else if (state.status === 'open')
      expect(answer.retval).toBe(total(m) < intent.item.priceBbtan! ? ResultCode.insufficientCurrency : ResultCode.currencyDeductionConfirmation)
    else expect(answer).toMatchObject({ retval: 0, order: { key, status: state.status } })
    await step(m, r)
  }
  toString = () => `repeat(${this.n}, ${this.same ? 'same' : 'other'})`
}

/** A confirmation again: a paid or declined order answers as first; an open one is confirmed now. */
class ConfirmAgain implements Cmd {
  constructor(readonly n: number) {}
  check = (m: Readonly<Model>) => m.keys.size > 0
  async run(m: Model, r: Real) {
    clock += 1
    const [key, state] = pick([...m.keys], this.n)!
    const { item, useCurrency } = state.intent
    if (!useCurrency) {
      // A card order again with no payment key: its first answer, changing nothing.
      expect(await r.ledger.confirm(r.accountId, key, item.priceWon, undefined)).toMatchObject({ retval: 0, order: { status: state.status } })
    } else if (state.status === 'paid') {
      expect(await r.ledger.confirm(r.accountId, key, item.priceBbtan!, undefined)).toMatchObject({ retval: 0, order: { status: 'paid' } })
    } else {
      expect((await r.ledger.confirm(r.accountId, key, item.priceBbtan!, undefined)).retval).toBe(confirmOpen(m, key, state))
    }
    await step(m, r)
  }
  toString = () => `confirmAgain(${this.n})`
}

class Grant implements Cmd {
  constructor(readonly bbtan: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    clock += 1
    await r.ledger.grant(r.accountId, { bbtan: this.bbtan, what: '모델 지급' })
    credit(m, null, 'paid', this.bbtan, false)
    await step(m, r)
  }
  toString = () => `grant(${this.bbtan})`
}

class Refund implements Cmd {
  constructor(readonly n: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    clock += 1
    const charges = [...m.keys].filter(([, s]) => s.intent.call === 'currencyCharge')
    const [key] = pick(charges, this.n) ?? ['none']
    const orderId =
      key === 'none'
        ? 'ord_none'
        : (await r.db.query<{ id: string }>('SELECT id FROM purchases WHERE account_id = $1 AND idempotency_key = $2', [r.accountId, key]))[0]!.id
    const may = key !== 'none' && refundable(m, key)
    expect(await r.ledger.refund(r.accountId, orderId)).toBe(may)
    if (may) {
      // The charge itself now answers 환불됨 to a repeat of its key.
      m.keys.get(key)!.status = 'refunded'
      for (const lot of m.lots.filter((l) => l.charge === key)) {
        m.refunded += lot.remaining
        lot.remaining = 0
      }
    }
    await step(m, r)
  }
  toString = () => `refund(${this.n})`
}

class Cancel implements Cmd {
  constructor(readonly n: number) {}
  check = (m: Readonly<Model>) => m.passes.length > 0
  async run(m: Model, r: Real) {
    clock += 1
    const pass = pick(m.passes, this.n)!
    const orderId = (await r.db.query<{ id: string }>('SELECT id FROM purchases WHERE account_id = $1 AND idempotency_key = $2', [r.accountId, pass.key]))[0]!
      .id
    const cancelled = await r.ledger.cancel(r.accountId, orderId)
    if (pass.renews) {
      expect(cancelled).toMatchObject({ renews: false, cancelledAt: clock })
      pass.renews = false
    } else expect(cancelled).toBeUndefined()
    await step(m, r)
  }
  toString = () => `cancel(${this.n})`
}

class Tick implements Cmd {
  constructor(readonly ms: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    clock += this.ms
    await step(m, r)
  }
  toString = () => `tick(${this.ms / DAY_MS}d)`
}

class Restart implements Cmd {
  check = () => true
  async run(m: Model, r: Real) {
    await r.db.close()
    r.db = await r.open()
    r.ledger = createLedger(r.db, now, (id) => items.get(id))
    await step(m, r)
  }
  toString = () => 'restart'
}

/** Several 7-day passes bought at once with distinct keys, each confirmed twice: no overdraw, each key paid once. */
class AtOnce implements Cmd {
  constructor(readonly count: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    clock += 1
    const keys = Array.from({ length: this.count }, newKey)
    const buy = async (key: string) => {
      await r.ledger.start({ accountId: r.accountId, key, call: 'purchase', item: week, useCurrency: true, paymentMethod: null, returnUrl: null })
      return Promise.all([r.ledger.confirm(r.accountId, key, week.priceBbtan!, undefined), r.ledger.confirm(r.accountId, key, week.priceBbtan!, undefined)])
    }
    const answers = await Promise.all(keys.map(buy))
    const paid = answers.filter(([a, b]) => a.retval === 0 && b.retval === 0)
    expect(paid.length).toBe(Math.min(this.count, Math.floor(total(m) / week.priceBbtan!)))
    for (const [a, b] of answers)
      if (a.retval !== 0 || b.retval !== 0) expect([a.retval, b.retval]).toEqual([ResultCode.insufficientCurrency, ResultCode.insufficientCurrency])
    keys.forEach((key, i) => {
      const ok = answers[i]![0].retval === 0
      m.keys.set(key, {
        intent: { accountId: r.accountId, key, call: 'purchase', item: week, useCurrency: true, paymentMethod: null, returnUrl: null },
        status: ok ? 'paid' : 'open',
      })
      if (ok) {
        spendModel(m, week.priceBbtan!)
        addPass(m, week, key)
      }
    })
    await step(m, r)
  }
  toString = () => `atOnce(${this.count})`
}

/** Several keys for one single title at once: it is paid once at most (the others -11, -115 or, refused at purchase, -3). */
class OneTitleAtOnce implements Cmd {
  constructor(
    readonly count: number,
    readonly item: SaleItem,
  ) {}
  check = () => true
  async run(m: Model, r: Real) {
    clock += 1
    const intents = Array.from(
      { length: this.count },
      (): Intent => ({ accountId: r.accountId, key: newKey(), call: 'purchase', item: this.item, useCurrency: true, paymentMethod: null, returnUrl: null }),
    )
    const answers = await Promise.all(
      intents.map(async (intent) => {
        await r.ledger.start(intent)
        return r.ledger.confirm(r.accountId, intent.key, this.item.priceBbtan!, undefined)
      }),
    )
    const paid = answers.filter((a) => a.retval === 0)
    expect(paid.length).toBe(!inForce(m, this.item) && total(m) >= this.item.priceBbtan! ? 1 : 0)
    for (const a of answers)
      if (a.retval !== 0) expect([ResultCode.parameterInvalid, ResultCode.insufficientCurrency, ResultCode.dataNotFound]).toContain(a.retval)
    for (const intent of intents) {
      const [row] = await r.db.query<{ status: 'open' | 'paid' }>('SELECT status FROM purchases WHERE account_id = $1 AND idempotency_key = $2', [
        r.accountId,
        intent.key,
      ])
      if (!row) continue
      m.keys.set(intent.key, { intent, status: row.status })
      if (row.status === 'paid') {
        spendModel(m, this.item.priceBbtan!)
        addPass(m, this.item, intent.key)
      }
    }
    await step(m, r)
  }
  toString = () => `oneTitleAtOnce(${this.count}, ${this.item.id})`
}

const commands = [
  fc.tuple(fc.constantFrom(...packs), fc.constantFrom<CheckoutOutcome>('approved', 'approved', 'declined', 'abandoned')).map(([p, o]) => new Charge(p, o)),
  fc.tuple(fc.constantFrom(...forBbtan), fc.constantFrom(true, true, false)).map(([item, confirm]) => new Buy(item, confirm)),
  fc.constant(new BuyMonthByCard()),
  fc.tuple(fc.nat(50), fc.boolean()).map(([n, same]) => new Repeat(n, same)),
  fc.nat(50).map((n) => new ConfirmAgain(n)),
  fc.integer({ min: 1, max: 120 }).map((n) => new Grant(n)),
  fc.nat(50).map((n) => new Refund(n)),
  fc.nat(50).map((n) => new Cancel(n)),
  // Around the 7-day refund window and the 90-day bonus.
  fc.constantFrom(60_000, DAY_MS, 6 * DAY_MS, 7 * DAY_MS, 30 * DAY_MS, 89 * DAY_MS, 91 * DAY_MS).map((ms) => new Tick(ms)),
  fc.integer({ min: 2, max: 6 }).map((n) => new AtOnce(n)),
  fc.tuple(fc.integer({ min: 2, max: 4 }), fc.constantFrom(...singles)).map(([n, item]) => new OneTitleAtOnce(n, item)),
  // A restart is the slowest step: one in four of these.
  fc.nat(3).map((n) => (n === 0 ? new Restart() : new Tick(60_000))),
]

const engines = [
  { name: 'PGlite in a data directory', place: { dataDir: join(scratch, 'data') }, run: true },
  {
    name: `PostgreSQL${postgres.kind === 'skip' ? ` (skipped: ${postgres.reason})` : ''}`,
    place: { url: postgres.kind === 'ready' ? postgres.url : '' },
    run: postgres.kind === 'ready',
  },
]

describe.each(engines)('the ledger on $name', ({ place, run }) => {
  it.runIf(run)('keeps the balance, the history and the passes as the model says, whatever the sequence', { timeout: 120_000 }, async () => {
    const open = () => openStore({ ...place, now })
    let db = await openStore({ ...place, now, reset: true })
    try {
      let made = 0
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 24, size: 'medium' }), async (cmds) => {
          made += 1
          const account = await createAccountTable(db, now).create({
            email: `model${made}-${process.pid}@example.com`,
            displayName: '모델',
            accountType: AccountType.email,
          })
          const real: Real = { db, ledger: createLedger(db, now, (id) => items.get(id)), accountId: account.id, open }
          const model: Model = { lots: [], keys: new Map(), passes: [], credited: 0, spent: 0, expired: 0, refunded: 0 }
          try {
            await fc.asyncModelRun(() => ({ model, real }), cmds)
          } finally {
            db = real.db
          }
        }),
        { numRuns: 10 },
      )
    } finally {
      await db.close()
    }
  })
})
