import { seedAccountRows } from '../auth/accounts.ts'
import { seedDormantAccount } from '../auth/accountCare.ts'
import { seedMoney } from '../money/seed.ts'
import { type Db, type DbPlace, openDb } from './db.ts'
import { openDataDir, openMigrated } from './migratedCopy.ts'
import { migrate } from './migrations.ts'

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

const reset = (db: Db): Promise<void> => db.exec(`TRUNCATE ${STATE_TABLES.join(', ')}`)

/**
 * A migrated, seeded database's dump, made once per process: every in-memory store starts from it
 * (the tests start hundreds), skipping initdb, the migrations and most of the seeding.
 */
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
  if (options.url) return prepared(await openDb(options), options)
  if (options.dataDir) return prepared(await openDataDir(options.dataDir), options)
  if (memoryTemplate) return prepared(await openDb({ from: await memoryTemplate }), options)
  // The process's first store is the template's own database, dumped before anyone writes to it
  // and then prepared with the caller's options, as a copy of it would be: one load fewer for a
  // `serve`, which opens one store.
  const first = openMigrated().then(async (opened) => {
    const db = await prepared(opened, {})
    return { db, dump: await db.dump!() }
  })
  memoryTemplate = first.then(({ dump }) => dump)
  return prepared((await first).db, options)
}
