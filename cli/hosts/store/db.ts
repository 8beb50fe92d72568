import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'

/** What the store's queries run on: one statement with $1-style parameters, or several without. */
export interface Sql {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>
  exec(text: string): Promise<void>
}

/** The stand-in's database: every query and transaction waits its turn in one queue. */
export interface Db extends Sql {
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** PGlite's whole data directory, to start other in-memory databases from. */
  dump?(): Promise<Blob>
}

/** Where the data lives: a PostgreSQL URL, a PGlite data directory, or (neither) PGlite in memory. */
export interface DbPlace {
  readonly url?: string
  readonly dataDir?: string
  /** A PGlite data directory's dump to start an in-memory database from (skips initdb). */
  readonly from?: Blob
}

/** One at a time, in order: PGlite is a single connection, and the same rule keeps PostgreSQL's behaviour the same. */
const queue = () => {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = tail.then(task, task)
    tail = next.catch(() => undefined)
    return next
  }
}

const fromPglite = (pg: Pick<PGlite, 'query' | 'exec'>): Sql => ({
  query: async <Row>(text: string, params: readonly unknown[] = []) => (await pg.query<Row>(text, [...params])).rows,
  exec: async (text) => void (await pg.exec(text)),
})

const fromPostgres = (sql: postgres.Sql | postgres.TransactionSql): Sql => ({
  query: async <Row>(text: string, params: readonly unknown[] = []) =>
    (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as Row[],
  exec: async (text) => void (await sql.unsafe(text)),
})

const queued = (direct: Sql, begin: <T>(work: (tx: Sql) => Promise<T>) => Promise<T>, end: () => Promise<void>): Db => {
  const turn = queue()
  return {
    query: (text, params) => turn(() => direct.query(text, params)),
    exec: (text) => turn(() => direct.exec(text)),
    transaction: (work) => turn(() => begin(work)),
    close: () => turn(end),
  }
}

/** Is process `pid` running? (Signal 0 checks without sending anything.) */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims a PGlite data directory for this process: PGlite does not stop a second process from
 * opening the same directory, and two would corrupt it. A lock left by a killed process is taken over.
 */
const claim = (dataDir: string): (() => void) => {
  const lock = `${dataDir}.lock`
  const holder = Number(readFileSync(lock, { encoding: 'utf8', flag: 'a+' }).trim())
  if (holder && alive(holder)) {
    throw new Error(`the database ${dataDir} is in use by another stand-in (process ${holder}); stop it or pass another --database`)
  }
  writeFileSync(lock, String(process.pid))
  return () => rmSync(lock, { force: true })
}

export const openDb = async (place: DbPlace): Promise<Db> => {
  if (place.url) {
    // One connection: the queue hands it out anyway.
    const sql = postgres(place.url, { max: 1, onnotice: () => undefined })
    return queued(
      fromPostgres(sql),
      (work) => sql.begin((tx) => work(fromPostgres(tx))) as Promise<never>,
      () => sql.end(),
    )
  }
  if (place.dataDir) mkdirSync(place.dataDir, { recursive: true })
  const release = place.dataDir ? claim(place.dataDir) : () => undefined
  let pg: PGlite
  try {
    pg = await PGlite.create({ ...(place.dataDir ? { dataDir: place.dataDir } : {}), ...(place.from ? { loadDataDir: place.from } : {}) })
  } catch (error) {
    release()
    throw error
  }
  const db = queued(
    fromPglite(pg),
    (work) => pg.transaction((tx) => work(fromPglite(tx))),
    async () => {
      await pg.close()
      release()
    },
  )
  return { ...db, dump: () => pg.dumpDataDir('none') }
}

/** A column list (`a, b`) qualified by a table's alias (`x.a, x.b`), for queries that join. */
export const qualified = (table: string, columns: string): string =>
  columns
    .split(', ')
    .map((c) => `${table}.${c}`)
    .join(', ')
