import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { keptCopyFile, openDataDir, openMigrated } from '../../cli/hosts/store/migratedCopy.ts'
import { migrationNames } from '../../cli/hosts/store/migrations.ts'

/**
 * The kept migrated copy every new database starts from (cli/hosts/store/migratedCopy.ts), in a
 * temporary directory of this file's own, so the other files' copy is never touched.
 */
const outer = process.env['TMPDIR']
let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'migrated-copy-'))
  process.env['TMPDIR'] = dir
})
afterAll(async () => {
  if (outer === undefined) delete process.env['TMPDIR']
  else process.env['TMPDIR'] = outer
  await rm(dir, { recursive: true, force: true })
})

const applied = async (db: Awaited<ReturnType<typeof openMigrated>>) =>
  (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name)

test('a new database is migrated, and the copy it came from is kept for the next', async () => {
  expect(keptCopyFile().startsWith(dir)).toBe(true)
  const db = await openMigrated()
  expect(await applied(db)).toEqual(migrationNames())
  await db.close()
  expect(statSync(keptCopyFile()).size).toBeGreaterThan(1_000_000)
})

test('a damaged kept copy is made again, and the database still opens migrated', async () => {
  writeFileSync(keptCopyFile(), 'not a tar file')
  const db = await openMigrated()
  expect(await applied(db)).toEqual(migrationNames())
  await db.close()
  expect(readFileSync(keptCopyFile()).length).toBeGreaterThan(1_000_000)
})

test('an empty data directory starts from the copy; one that has a database keeps it', async () => {
  const dataDir = join(dir, 'data')
  const first = await openDataDir(dataDir)
  expect(await applied(first)).toEqual(migrationNames())
  await first.exec("INSERT INTO schema_migrations (name, applied_at) VALUES ('kept-row', 1)")
  await first.close()
  const again = await openDataDir(dataDir)
  expect(await applied(again)).toContain('kept-row')
  await again.close()
})
