import { readFileSync, readdirSync } from 'node:fs'
import type { Db } from './db.ts'

const MIGRATIONS = new URL('./migrations/', import.meta.url)

/** The migrations' file names, in the order they apply. */
export const migrationNames = (): string[] =>
  readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()

/** One migration's SQL. */
export const migrationText = (name: string): string => readFileSync(new URL(name, MIGRATIONS), 'utf8')

/** Applies, in name order, each migration not yet applied, each in its own transaction. */
export const migrate = async (db: Db): Promise<void> => {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)')
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name))
  for (const name of migrationNames().filter((n) => !applied.has(n))) {
    const text = migrationText(name)
    await db.transaction(async (tx) => {
      await tx.exec(text)
      await tx.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [name, Date.now()])
    })
  }
}
