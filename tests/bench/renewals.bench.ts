import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { AccountType, PaymentMethod } from '../../core/contract/index.ts'
import { createAccountTable } from '../../cli/hosts/auth/accounts.ts'
import { DAY_MS } from '../../cli/hosts/money/currency.ts'
import { saleItem } from '../../cli/hosts/money/items.ts'
import { createLedger } from '../../cli/hosts/money/ledger.ts'
import { type StoreOptions, openStore } from '../../cli/hosts/store/index.ts'
import { startTestPostgres } from '../support/postgres.ts'

/**
 * A renewal run over 10,000 due passes (docs/decisions/1550), on PGlite (a data directory) and on
 * a real PostgreSQL: first a run that crashes a third of the way (the stand-in stopping mid-run),
 * then two runs at once on a new start (two ledgers, as two processes would be on PostgreSQL).
 * Prints the time and the double charges, which must be 0; crashes (never on a timing) when a
 * pass is renewed twice or not at all.
 */

const PASSES = 10_000
const PER_ACCOUNT = 5
const month = saleItem('premium-month')!

const seed = async (store: StoreOptions, at: number) => {
  const db = await openStore({ ...store, reset: true })
  const accounts = createAccountTable(db, () => at)
  const ids: string[] = []
  for (let i = 0; i < PASSES / PER_ACCOUNT; i++)
    ids.push((await accounts.create({ email: `renew-${i}@example.com`, displayName: `갱신${i}`, accountType: AccountType.email })).id)
  // Every pass ended a minute ago, bought by card 30 days before.
  const bought = at - 30 * DAY_MS - 60_000
  await db.query(
    `INSERT INTO purchases (id, account_id, idempotency_key, intent, call, item_id, paid_with, payment_method, amount_won, status, created_at, paid_at)
     SELECT 'bench-' || g, ($1::text[])[1 + (g % $2)], 'bench-' || g, '[]', 'purchase', $3, 'money', $4, $5, 'paid', $6, $6 FROM generate_series(0, $7 - 1) g`,
    [ids, ids.length, month.id, PaymentMethod.webCard, month.priceWon, bought, PASSES],
  )
  await db.query(
    `INSERT INTO passes (purchase_id, account_id, item_id, item_type, item_group, starts_at, ends_at, renews)
     SELECT id, account_id, item_id, $1, $2, $3, $4, true FROM purchases WHERE id LIKE 'bench-%'`,
    [month.type, month.group, bought, at - 60_000],
  )
  await db.close()
}

const once = async (label: string, store: StoreOptions) => {
  const at = Date.UTC(2027, 5, 1)
  await seed(store, at)
  const start = performance.now()
  // The first start stops a third of the way in: whatever it committed stays, nothing half-done.
  const first = await openStore(store)
  let seen = 0
  const crashing = createLedger(
    first,
    () => at,
    (id) => {
      if (++seen > (2 * PASSES) / 3) throw new Error('the stand-in stopped')
      return saleItem(id)
    },
  )
  await crashing.runDue(200).catch(() => undefined)
  await first.close()
  // A new start: two runs at once (two ledgers on their own connections), each finishing the rest.
  const second = await openStore(store)
  const third = store.url ? await openStore(store) : second
  const runs = await Promise.all([second, third].map((db) => createLedger(db, () => at, saleItem).runDue(500)))
  const took = performance.now() - start
  const [counts] = await second.query<{ renewals: number; passes: number; doubles: number }>(
    `SELECT (SELECT COUNT(*)::int FROM purchases WHERE renewal_of LIKE 'bench-%' AND status = 'paid') AS renewals,
            (SELECT COUNT(*)::int FROM passes p JOIN purchases o ON o.id = p.purchase_id WHERE o.renewal_of LIKE 'bench-%') AS passes,
            (SELECT COUNT(*)::int FROM (SELECT renewal_of FROM purchases WHERE renewal_of IS NOT NULL AND status = 'paid' GROUP BY renewal_of HAVING COUNT(*) > 1) d) AS doubles`,
  )
  await second.close()
  if (third !== second) await third.close()
  const { renewals, passes, doubles } = counts!
  if (doubles !== 0 || renewals !== PASSES || passes !== PASSES)
    throw new Error(`${label}: ${renewals} renewals, ${passes} new passes, ${doubles} double charges`)
  // The seed members' own passes renew in the same runs: counted apart.
  const after = Math.min(
    PASSES,
    runs.reduce((s, r) => s + r.renewed, 0),
  )
  console.log(
    `${label.padEnd(10)} ${PASSES} due passes: ${renewals} renewed (${PASSES - after} before the stop, ${after} after it by two runs at once), double charges ${doubles}, ${(took / 1000).toFixed(1)} s (${(took / PASSES).toFixed(2)} ms a pass)`,
  )
}

export const run = async (): Promise<void> => {
  const dir = mkdtempSync(join(tmpdir(), 'renewals-bench-'))
  try {
    await once('PGlite', { dataDir: join(dir, 'pglite') })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const postgres = await startTestPostgres((line) => console.log(line))
  if (postgres.kind === 'skip') {
    console.log(`PostgreSQL skipped: ${postgres.reason}`)
    return
  }
  try {
    await once('PostgreSQL', { url: postgres.url })
  } finally {
    postgres.stop()
  }
}
