import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type Db, openDb } from './db.ts'
import { migrate, migrationNames, migrationText } from './migrations.ts'

/**
 * A migrated, empty PGlite database, kept as its dump so a new database starts from it instead of
 * running initdb and the migrations again: about 5 s of CPU that every test file, every `serve`
 * child process and every new data directory paid before. It lives in the system's temporary
 * directory under a name made of PGlite's version and the migrations' text, so a changed migration
 * makes a new one; it is written whole under a temporary name and then renamed, so a process never
 * reads another's half-written copy.
 */

/** PGlite's version (its package.json, found above its WebAssembly, which is exported): a dump is only read by the version that wrote it. */
const pgliteVersion = (): string => {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'))
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir)
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version
}

/** Where the copy for this PGlite and these migrations is kept. */
export const keptCopyFile = (): string => {
  const hash = createHash('sha256').update(pgliteVersion())
  for (const name of migrationNames()) hash.update(name).update(migrationText(name))
  return join(tmpdir(), `stand-in-store-${hash.digest('hex').slice(0, 16)}.tar`)
}

/** Makes the copy (initdb and every migration) and keeps it; a copy that cannot be written is still used. */
const makeCopy = async (file: string): Promise<Blob> => {
  const db = await openDb({})
  try {
    await migrate(db)
    const blob = await db.dump!()
    const part = `${file}.${process.pid}.part`
    await writeFile(part, Buffer.from(await blob.arrayBuffer()))
      .then(() => rename(part, file))
      .catch(() => rm(part, { force: true }))
    return blob
  } finally {
    await db.close()
  }
}

const keptCopy = async (): Promise<{ readonly blob: Blob; readonly kept: boolean }> => {
  const file = keptCopyFile()
  const kept = await readFile(file).catch(() => undefined)
  return kept ? { blob: new Blob([kept]), kept: true } : { blob: await makeCopy(file), kept: false }
}

/**
 * A new database from the copy, in memory or in `dataDir` (empty or missing). A kept copy PGlite
 * cannot read (a damaged file) is removed and made again, and the directory emptied of what the
 * failed start left there.
 */
export const openMigrated = async (dataDir?: string): Promise<Db> => {
  const place = dataDir ? { dataDir } : {}
  const { blob, kept } = await keptCopy()
  try {
    return await openDb({ ...place, from: blob })
  } catch (error) {
    if (!kept) throw error
    await rm(keptCopyFile(), { force: true })
    if (dataDir) await emptied(dataDir)
    return openDb({ ...place, from: (await keptCopy()).blob })
  }
}

const emptied = async (dir: string): Promise<void> => {
  for (const name of readdirSync(dir)) await rm(join(dir, name), { recursive: true, force: true })
}

/** A data directory's database: one already there is opened as it is; an empty or missing one starts from the copy. */
export const openDataDir = (dataDir: string): Promise<Db> => {
  const fresh = !existsSync(dataDir) || readdirSync(dataDir).length === 0
  return fresh ? openMigrated(dataDir) : openDb({ dataDir })
}
