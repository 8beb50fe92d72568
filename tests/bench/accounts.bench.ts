import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { hashPassword } from '../../cli/hosts/auth/passwords.ts'
import { startHosts } from '../../cli/hosts/index.ts'
import { openStore } from '../../cli/hosts/store/index.ts'
import type { StoreOptions } from '../../cli/hosts/store/index.ts'
import { type CallName, type Hosts, ResultCode } from '../../core/contract/index.ts'
import { type Fields, send, signed } from '../cli/hostsHelpers.ts'
import { startTestPostgres } from '../support/postgres.ts'

/**
 * The accounts' figures: sign-up and email login over HTTP (p50/p95, each one scrypt hash or
 * check and its rows), on PGlite and on a real PostgreSQL; and how long the stand-in takes to start
 * on a PGlite data directory holding 10,000 accounts, against an empty one. Prints; never fails.
 */

const RUNS = 40
const ACCOUNTS = 10_000

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const ms = (n: number) => `${n.toFixed(0)} ms`

const timed = async (hosts: Hosts, name: CallName, fields: Fields): Promise<number> => {
  const body = await signed(name, fields)
  const start = performance.now()
  const answer = await send(hosts, name, body)
  const took = performance.now() - start
  if (answer.body.retval !== ResultCode.success) throw new Error(`${name} answered ${answer.body.retval}`)
  return took
}

const signUpAndLogin = async (label: string, store: StoreOptions) => {
  const running = await startHosts({ portBase: 0, store: { ...store, reset: true }, print: () => undefined })
  try {
    const joins: number[] = []
    const logins: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const email = `bench${i}@example.com`
      // A device per account: a device may make only three.
      joins.push(
        await timed(running.hosts, 'signUp', {
          email,
          password: 'bench1234!',
          name: `벤치${i}`,
          agree_terms: 1,
          agree_privacy: 1,
          device_id: `bench-device-${i}`,
          auto_login: 1,
        }),
      )
      logins.push(await timed(running.hosts, 'emailLogin', { email, password: 'bench1234!', device_id: `bench-device-${i}`, auto_login: 0 }))
    }
    const line = (what: string, xs: number[]) => `${what} p50 ${ms(percentile(xs, 50))} p95 ${ms(percentile(xs, 95))}`
    console.log(`${label.padEnd(10)} ${line('signUp', joins)}   ${line('emailLogin', logins)}   (${RUNS} each)`)
  } finally {
    await running.close()
  }
}

/** A data directory with `count` accounts (one shared hash: filling it is not what is measured). */
const dataDirWith = async (count: number): Promise<string> => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'bench-accounts-')), 'data')
  const db = await openStore({ dataDir })
  if (count > 0) {
    await db.query(
      `INSERT INTO accounts (id, email, display_name, account_type, password_hash, created_at, last_login_at)
       SELECT 'bench-' || n, 'bench' || n || '@example.com', '벤치' || n, 1, $1, 0, 0 FROM generate_series(1, ${count}) AS n`,
      [await hashPassword('bench1234!')],
    )
  }
  await db.close()
  return dataDir
}

const startTime = async (count: number): Promise<number> => {
  const dataDir = await dataDirWith(count)
  const times: number[] = []
  try {
    for (let i = 0; i < 3; i++) {
      const start = performance.now()
      const running = await startHosts({ portBase: 0, store: { dataDir }, print: () => undefined })
      times.push(performance.now() - start)
      await running.close()
    }
  } finally {
    rmSync(join(dataDir, '..'), { recursive: true, force: true })
  }
  return percentile(times, 50)
}

export const run = async () => {
  await signUpAndLogin('PGlite', {})
  const postgres = await startTestPostgres()
  if (postgres.kind === 'ready') {
    try {
      await signUpAndLogin('PostgreSQL', { url: postgres.url })
    } finally {
      postgres.stop()
    }
  } else console.log(`PostgreSQL skipped: ${postgres.reason}`)
  const empty = await startTime(0)
  const full = await startTime(ACCOUNTS)
  console.log(`start on a PGlite data directory: empty ${ms(empty)}, ${ACCOUNTS.toLocaleString('en-US')} accounts ${ms(full)} (median of 3)`)
}
