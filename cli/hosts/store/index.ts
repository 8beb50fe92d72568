import { readFileSync, readdirSync } from 'node:fs'
import { seedAccountRows } from '../auth/accounts.ts'
import { seedDormantAccount } from '../auth/accountCare.ts'
import { seedMoney } from '../money/seed.ts'
import { type Db, type DbPlace, openDb } from './db.ts'

export type { Db, Sql } from './db.ts'
export { qualified } from './db.ts'

/**
 * The stand-in's database (docs/decisions/1400): PGlite under a data directory or in memory, or
 * PostgreSQL by URL, with the migrations of ./migrations applied in order and the seed accounts
 * in place.
 */
export interface StoreOptions extends Omit<DbPlace, 'from'> {
  /** Empty every table and seed again (serve --reset). */
  readonly reset?: boolean
  /** The stand-in's clock: the seed members' adult verification counts from it. */
  readonly now?: () => number
}

const MIGRATIONS = new URL('./migrations/', import.meta.url)

/** Every table a reset empties, children first. */
const STATE_TABLES = [
  'price_answers',
  'price_changes',
  'refunds',
  'renewal_declines',
  'checkout_payments',
  'currency_entries',
  'currency_lots',
  'passes',
  'purchases',
  'invites',
  'adult_certs',
  'tickets',
  'streams',
  'sessions',
  'login_keys',
  'social_links',
  'password_resets',
  'profile_tastes',
  'profiles',
  'tastes',
  'positions',
  'saved_videos',
  'saved_clips',
  'accounts',
  'search_keywords',
  'attempt_limits',
  'guest_addresses',
]

/** Applies, in name order, each migration not yet applied, each in its own transaction. */
const migrate = async (db: Db): Promise<void> => {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)')
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name))
  const names = readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()
  for (const name of names.filter((n) => !applied.has(n))) {
    const text = readFileSync(new URL(name, MIGRATIONS), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(text)
      await tx.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [name, Date.now()])
    })
  }
}

const reset = (db: Db): Promise<void> => db.exec(`TRUNCATE ${STATE_TABLES.join(', ')}`)

/** A migrated, seeded in-memory database's dump: later in-memory stores start from it, skipping initdb (tests start many). */
let memoryTemplate: Promise<Blob> | undefined

const prepared = async (db: Db, options: StoreOptions): Promise<Db> => {
  try {
    await migrate(db)
    if (options.reset) await reset(db)
    await seedAccountRows(db, (options.now ?? Date.now)())
    await seedDormantAccount(db, (options.now ?? Date.now)())
    await seedMoney(db, (options.now ?? Date.now)())
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}

export const openStore = async (options: StoreOptions = {}): Promise<Db> => {
  if (options.url || options.dataDir) return prepared(await openDb(options), options)
  memoryTemplate ??= openDb({}).then(async (db) => {
    const blob = await (await prepared(db, {})).dump!()
    await db.close()
    return blob
  })
  return prepared(await openDb({ from: await memoryTemplate }), options)
}
