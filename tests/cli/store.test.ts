import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { type Hosts, ResultCode } from '../../core/contract/index.ts'
import { startHosts } from '../../cli/hosts/index.ts'
import { startTestPostgres } from '../support/postgres.ts'
import { finished, firstLine, runInProcess, spawnCli } from './cliRun.ts'
import { type Fields, memberLogin, send, signed } from './hostsHelpers.ts'
import type { CallName } from '../../core/contract/index.ts'

/**
 * The stand-in's database (docs/decisions/1400): what a call acknowledged with retval 0 is still
 * there after the stand-in is killed and started again on the same data, and --reset starts from
 * the seed. The same tests run against a real PostgreSQL (tests/support/postgres.ts: a throwaway
 * server, or STORE_TEST_DATABASE_URL), so "the same SQL on both" is tested.
 */

const postgres = await startTestPostgres()
const postgresUrl = postgres.kind === 'ready' ? postgres.url : undefined
const scratch = mkdtempSync(join(tmpdir(), 'stand-in-store-'))
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
  if (postgres.kind === 'ready') postgres.stop()
})

/** A session's key and a way to call with it on whichever hosts run now. */
interface Key {
  readonly s: string
  readonly c_code: string
}
const call = async (hosts: Hosts, key: Key, name: CallName, fields: Fields = {}) =>
  (await send(hosts, name, await signed(name, { s: key.s, ...fields }, key.c_code))).body

/** `serve` as a child process on `database`; `printed` gathers what it logs after the ready line. */
const serve = async (database: string, ...flags: string[]) => {
  const child = spawnCli(['serve', '--port-base', '0', '--database', database, ...flags, '--json'])
  const done = finished(child)
  const ready = JSON.parse(await firstLine(child)) as { hosts: Hosts }
  let printed = ''
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  return { hosts: ready.hosts, child, done, printed: () => printed }
}

const engines = [
  { name: 'PGlite in a data directory', where: () => join(scratch, 'data'), run: true },
  // The title says why it is skipped when it is.
  { name: `PostgreSQL${postgres.kind === 'skip' ? ` (skipped: ${postgres.reason})` : ''}`, where: () => postgresUrl ?? '', run: !!postgresUrl },
]

describe.each(engines)('the stand-in on $name', ({ where, run }) => {
  it.runIf(run)('remembers every acknowledged write across a SIGKILL, and --reset starts from the seed', { timeout: 120_000 }, async () => {
    const first = await serve(where(), '--reset')
    const haneul = await memberLogin(first.hosts, 'seed-haneul')
    const ok = async (name: CallName, fields: Fields = {}) => expect((await call(first.hosts, haneul, name, fields)).retval, name).toBe(ResultCode.success)
    await ok('savePosition', { movie_url: 'qa-free', position: 600, duration: 5400 })
    await ok('saveVideo', { movie_url: 'qa-short' })
    await ok('saveScene', { movie_url: 'qa-free', start: 1, end: 20, title: '남길 장면' })
    await ok('saveSection', { movie_url: 'qa-free', start: 30, end: 40, title: '남길 구간' })
    await ok('tasteSet', { tag_urls: 'romance,thriller,healing' })
    const form = { name: '최하늘', birth_date: '1995-03-01', phone: '01012345678' }
    await ok('adultCertRequest', form)
    await vi.waitFor(() => expect(first.printed()).toMatch(/성인 인증 코드 \d{6}/))
    await ok('adultVerify', { ...form, cert_code: /성인 인증 코드 (\d{6})/.exec(first.printed())![1] })
    await ok('search', { keyword: '사랑' })
    const top = (await call(first.hosts, haneul, 'popularKeywords')).output.keywords
    // The seed gives 사랑 10; the search counted once more.
    expect(top[0]).toEqual({ rank: 1, keyword: '사랑', count: 11 })
    first.child.kill('SIGKILL')
    expect((await first.done).signal).toBe('SIGKILL')

    const second = await serve(where())
    try {
      const read = (name: CallName, fields: Fields = {}) => call(second.hosts, haneul, name, fields)
      expect((await read('myList', { tab: 1 })).output.list.map((i: { movie_url: string; position: number }) => [i.movie_url, i.position])).toEqual([
        ['qa-free', 600],
      ])
      expect((await read('playInfo', { movie_url: 'qa-free' })).output.resume_position).toBe(600)
      expect((await read('myList', { tab: 3 })).output.list.map((i: { movie_url: string }) => i.movie_url)).toEqual(['qa-short'])
      expect((await read('myList', { tab: 4 })).output.list.map((i: { title: string }) => i.title)).toEqual(['남길 구간'])
      expect((await read('myList', { tab: 5 })).output.list.map((i: { title: string }) => i.title)).toEqual(['남길 장면'])
      expect((await read('tasteGet')).output).toEqual({ tag_urls: ['romance', 'thriller', 'healing'] })
      expect((await read('popularKeywords')).output.keywords).toEqual(top)
      // The session is still live and adult-verified, and so is a new login: the verification is the account's (docs/decisions/1450).
      expect((await read('contentDetail', { movie_url: 'qa-adult' })).retval).toBe(ResultCode.success)
      const again = await memberLogin(second.hosts, 'seed-haneul')
      expect((await call(second.hosts, again, 'tasteGet')).output).toEqual({ tag_urls: ['romance', 'thriller', 'healing'] })
      expect((await call(second.hosts, again, 'contentDetail', { movie_url: 'qa-adult' })).retval).toBe(ResultCode.success)
    } finally {
      second.child.kill('SIGKILL')
      await second.done
    }

    const third = await serve(where(), '--reset')
    try {
      expect((await call(third.hosts, haneul, 'myList', { tab: 1 })).retval).toBe(ResultCode.tokenInvalid)
      const fresh = await memberLogin(third.hosts, 'seed-haneul')
      expect((await call(third.hosts, fresh, 'myList', { tab: 1 })).output.list).toEqual([])
      expect((await call(third.hosts, fresh, 'tasteGet')).output).toEqual({ tag_urls: [] })
    } finally {
      third.child.kill('SIGTERM')
      expect((await third.done).code).toBe(0)
    }
  })

  it.runIf(run)('keeps every one of many writes sent at once (one queue in front of the database)', { timeout: 60_000 }, async () => {
    const running = await startHosts({ portBase: 0, store: postgresUrl && where() === postgresUrl ? { url: postgresUrl, reset: true } : {} })
    try {
      const minji = await memberLogin(running.hosts, 'seed-minji')
      const titles = running.catalogue.titles.filter((t) => !t.adult).slice(0, 40)
      const answers = await Promise.all(
        titles.flatMap((t) => [
          call(running.hosts, minji, 'saveVideo', { movie_url: t.movieUrl }),
          call(running.hosts, minji, 'savePosition', { movie_url: t.movieUrl, position: 1, duration: t.durationSec }),
        ]),
      )
      expect(answers.map((a) => a.retval)).toEqual(answers.map(() => ResultCode.success))
      expect((await call(running.hosts, minji, 'myList', { tab: 3 })).output.total).toBe(titles.length)
      expect((await call(running.hosts, minji, 'myList', { tab: 1 })).output.total).toBe(titles.length)
    } finally {
      await running.close()
    }
  })
})

describe('a PGlite data directory', () => {
  it('serves one stand-in at a time: a second is refused while the first runs, and starts once it stopped', { timeout: 60_000 }, async () => {
    const dataDir = join(scratch, 'shared')
    const first = await startHosts({ portBase: 0, store: { dataDir } })
    let closed = false
    try {
      const second = await runInProcess(['serve', '--port-base', '0', '--database', dataDir])
      expect(second.code).toBe(1)
      expect(second.err[0]).toBe(`error: the database ${dataDir} is in use by another stand-in (process ${process.pid}); stop it or pass another --database`)
      await first.close()
      closed = true
      const after = await startHosts({ portBase: 0, store: { dataDir } })
      await after.close()
    } finally {
      if (!closed) await first.close()
    }
  })
})
