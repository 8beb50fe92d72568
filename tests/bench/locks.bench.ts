import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { DEFAULT_LIMITS, type LimitRules } from '../../cli/hosts/locks/limits.logic.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { buildSite } from '../web/support/build.ts'
import { send, signed } from '../cli/hostsHelpers.ts'

/**
 * Locks on every door (docs/decisions/1831, 1834): a legitimate login's p50/p95 on hosts with the
 * limits and on hosts without them, interleaved in one run; the stand-in's memory across 10,000
 * unique edge addresses; its memory and database across 100,000 guest logins
 * (BENCH_LOCKS_GUESTS for fewer). Prints; never fails.
 */
const LOGINS = Number(process.env['BENCH_LOCKS_LOGINS'] ?? 80)
const ADDRESSES = Number(process.env['BENCH_LOCKS_ADDRESSES'] ?? 10_000)
const GUESTS = Number(process.env['BENCH_LOCKS_GUESTS'] ?? 100_000)
const CONCURRENCY = 16

const percentile = (xs: readonly number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const rss = () => {
  ;(globalThis as { gc?: () => void }).gc?.()
  return process.memoryUsage().rss
}
const dirBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? dirBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0)

/** Every rule with no wait ever: the hosts as they were before the limits. */
const noLimits = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((k) => [k, { free: Number.MAX_SAFE_INTEGER, quietMs: 1, waits: [0] }]),
) as unknown as LimitRules

const pool = async (n: number, work: (i: number) => Promise<void>) => {
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) await work(next++)
    }),
  )
}

const logins = async () => {
  const withLimits = await startHosts({ portBase: 0, print: () => {} })
  const without = await startHosts({ portBase: 0, print: () => {}, limits: noLimits })
  try {
    const times: Record<'with' | 'without', number[]> = { with: [], without: [] }
    const fields = await signed('emailLogin', { email: 'minji@example.com', password: 'minji1234!', device_id: 'bench', auto_login: 0 })
    for (let i = 0; i < LOGINS; i += 1) {
      // Interleaved, so both meet the same moments of a busy machine.
      for (const [label, hosts] of (i % 2
        ? [
            ['with', withLimits],
            ['without', without],
          ]
        : [
            ['without', without],
            ['with', withLimits],
          ]) as ['with' | 'without', RunningHosts][]) {
        const start = performance.now()
        const answer = await send(hosts.hosts, 'emailLogin', fields)
        times[label].push(performance.now() - start)
        if (answer.body.retval !== ResultCode.success && answer.body.retval !== ResultCode.multiSessionLimitExceeded)
          throw new Error(`login answered ${answer.body.retval}`)
      }
    }
    const line = (label: 'with' | 'without') => `p50 ${percentile(times[label], 50).toFixed(1)} ms, p95 ${percentile(times[label], 95).toFixed(1)} ms`
    console.log(`a legitimate email login (${LOGINS} each, interleaved): without the limits ${line('without')}; with them ${line('with')}`)
    console.log(`  p50 change: ${((percentile(times.with, 50) / percentile(times.without, 50) - 1) * 100).toFixed(1)} %`)
  } finally {
    await withLimits.close()
    await without.close()
  }
}

const edge = async () => {
  const tmp = process.env['BENCH_SITE_DIR'] ? undefined : mkdtempSync(join(tmpdir(), 'bench-locks-site-'))
  const siteDir = process.env['BENCH_SITE_DIR'] ?? (await buildSite(join(tmp!, 'site'), 'production')).dir
  const hosts = await startHosts({ portBase: 0, siteDir, print: () => {} })
  try {
    const get = async (path: string) => void (await (await fetch(`${hosts.hosts.web}${path}`, { headers: { accept: 'text/html' } })).arrayBuffer())
    for (const path of ['/', '/contents', '/contents?section=5', '/search/사랑']) await get(path)
    await pool(200, (i) => get(`/contents?warm=${i}`))
    const before = rss()
    const marks: string[] = []
    await pool(ADDRESSES, async (i) => {
      const paths = ['/contents', '/', '/search/사랑', '/contents/t0001']
      await get(`${paths[i % paths.length]}?utm_source=bench&n=${i}`)
      if ((i + 1) % 2_500 === 0) marks.push(`${i + 1}: ${mb(rss())}`)
    })
    const after = rss()
    console.log(
      `the stand-in across ${ADDRESSES.toLocaleString('en')} unique edge addresses: ${mb(before)} before, ${mb(after)} after (${(((after - before) / before) * 100).toFixed(1)} %); ${marks.join(', ')}`,
    )
  } finally {
    await hosts.close()
    if (tmp) rmSync(tmp, { recursive: true, force: true })
  }
}

const guests = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-locks-db-'))
  const hosts = await startHosts({ portBase: 0, print: () => {}, store: { dataDir } })
  try {
    const marks: string[] = []
    const mark = async (n: number) => {
      const counts = await hosts.storeCounts()
      marks.push(`${n.toLocaleString('en')}: ${mb(rss())} memory, ${counts.guestSessions} guest sessions, database ${mb(dirBytes(dataDir))}`)
    }
    await mark(0)
    const started = performance.now()
    await pool(GUESTS, async (i) => {
      await send(hosts.hosts, 'guestLogin')
      if ((i + 1) % 25_000 === 0) await mark(i + 1)
    })
    if (GUESTS % 25_000) await mark(GUESTS)
    console.log(`${GUESTS.toLocaleString('en')} guest logins from one address in ${((performance.now() - started) / 1000).toFixed(0)} s:`)
    for (const line of marks) console.log(`  ${line}`)
  } finally {
    await hosts.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export const run = async (): Promise<void> => {
  await logins()
  await edge()
  await guests()
}
