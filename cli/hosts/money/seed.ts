import { PaymentMethod } from '../../../core/contract/index.ts'
import type { Db, Sql } from '../store/db.ts'
import { BONUS_DAYS, DAY_MS, PAID_DAYS } from './currency.ts'
import { saleItem } from './items.ts'

/**
 * What the seed members bought before the stand-in started (README "Seed accounts"): minji and
 * junho a premium month by card, seoyeon a skytv month; minji 빵탄 50 (+3 bonus) from a pack,
 * junho 10 granted. haneul holds nothing. Written once per store (`serve --reset` writes them again).
 */
interface SeedPass {
  readonly account: string
  readonly itemId: string
  readonly daysAgo: number
}
interface SeedCharge {
  readonly account: string
  readonly itemId: string
  readonly daysAgo: number
  readonly grant?: boolean
}

const seedPasses: readonly SeedPass[] = [
  { account: 'minji', itemId: 'premium-month', daysAgo: 10 },
  { account: 'junho', itemId: 'premium-month', daysAgo: 3 },
  { account: 'seoyeon', itemId: 'skytv-month', daysAgo: 5 },
]
const seedCharges: readonly SeedCharge[] = [
  { account: 'minji', itemId: 'bbtan-50', daysAgo: 20 },
  { account: 'junho', itemId: 'bbtan-10', daysAgo: 2, grant: true },
]

export const seedMoney = async (db: Db, at: number): Promise<void> => {
  const present = new Set((await db.query<{ id: string }>("SELECT id FROM purchases WHERE id LIKE 'seed-%'")).map((r) => r.id))
  const accounts = new Set((await db.query<{ id: string }>('SELECT id FROM accounts')).map((r) => r.id))
  const order = (sql: Sql, id: string, account: string, itemId: string, when: number, grant: boolean, amountWon: number) =>
    sql.query(
      `INSERT INTO purchases (id, account_id, idempotency_key, intent, call, item_id, paid_with, payment_method, amount_won, status, created_at, paid_at)
       VALUES ($1, $2, $1, '[]', $3, $4, $5, $6, $7, 'paid', $8, $8)`,
      [
        id,
        account,
        itemId.startsWith('bbtan') ? 'currencyCharge' : 'purchase',
        itemId,
        grant ? 'grant' : 'money',
        grant ? PaymentMethod.adminGrant : PaymentMethod.webCard,
        grant ? 0 : amountWon,
        when,
      ],
    )
  for (const p of seedPasses) {
    const id = `seed-${p.account}-${p.itemId}`
    const item = saleItem(p.itemId)!
    if (present.has(id) || !accounts.has(p.account)) continue
    const when = at - p.daysAgo * DAY_MS
    await db.transaction(async (tx) => {
      await order(tx, id, p.account, p.itemId, when, false, item.priceWon)
      await tx.query(
        'INSERT INTO passes (purchase_id, account_id, item_id, item_type, item_group, starts_at, ends_at, renews) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [id, p.account, p.itemId, item.type, item.group, when, when + (item.periodDays ?? 0) * DAY_MS, item.renews],
      )
    })
  }
  for (const c of seedCharges) {
    const id = `seed-${c.account}-${c.itemId}`
    const item = saleItem(c.itemId)!
    if (present.has(id) || !accounts.has(c.account)) continue
    const when = at - c.daysAgo * DAY_MS
    await db.transaction(async (tx) => {
      await order(tx, id, c.account, c.itemId, when, c.grant === true, item.priceWon)
      const lot = (kind: 'paid' | 'bonus', amount: number, entryKind: string, what: string) =>
        tx.query(
          `WITH l AS (INSERT INTO currency_lots (id, account_id, kind, amount, purchase_id, created_at, expires_at)
                    VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id)
         INSERT INTO currency_entries (account_id, lot_id, kind, amount, movement, purchase_id, what, at) SELECT $2, id, $8, $4, $5, $5, $9, $6 FROM l`,
          [`${id}-${kind}`, c.account, kind, amount, id, when, when + (kind === 'bonus' ? BONUS_DAYS : PAID_DAYS) * DAY_MS, entryKind, what],
        )
      await lot('paid', item.bbtan, c.grant ? 'grant' : 'charge', `${item.name} ${c.grant ? '지급' : '충전'}`)
      if (item.bonus > 0) await lot('bonus', item.bonus, 'bonus', `${item.name} 보너스`)
    })
  }
}
