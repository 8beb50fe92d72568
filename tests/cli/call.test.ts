import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resultCodeTable } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { finished, runInProcess, spawnCli } from './cliRun.ts'

/** `call <name>`: the real CLI (spawned through tsx) and in-process runs, against the stand-in. */

let standIn: RunningHosts
let hostsJson: string

beforeAll(async () => {
  standIn = await startHosts({ portBase: 0 })
  hostsJson = JSON.stringify(standIn.hosts)
})
afterAll(async () => {
  await standIn.close()
})
beforeEach(() => {
  standIn.faults.clear()
  standIn.calls.clear()
})

const call = (...args: string[]) => runInProcess(['call', ...args, '--hosts', hostsJson])
const parsed = (out: readonly string[]) => JSON.parse(out.join('\n')) as Record<string, any>

describe('call, spawned as QA runs it', () => {
  it('call guestLogin --json prints the session token and client code, exit 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'call-hosts-'))
    const file = join(dir, 'hosts.json')
    writeFileSync(file, hostsJson)
    const { code, stdout } = await finished(spawnCli(['call', 'guestLogin', '--hosts', file, '--json']))
    expect(code).toBe(0)
    const answer = JSON.parse(stdout) as Record<string, any>
    expect(answer).toMatchObject({ call: 'guestLogin', status: 200, retval: 0 })
    expect(answer.output.s).toMatch(/\S{8,}/)
    expect(answer.output.c_code).toMatch(/\S{8,}/)
    expect(answer.durationMs).toEqual(expect.any(Number))
  })

  it('call menu --param a=wrong exits non-zero naming -11 and its Korean message', async () => {
    const { code, stderr } = await finished(spawnCli(['call', 'menu', '--hosts', hostsJson, '--param', 'a=wrong']))
    expect(code).toBe(1)
    expect(stderr).toContain('-11')
    expect(stderr).toContain(resultCodeTable.parameterInvalid.message)
  })

  it('a bad flag exits 2 with a one-line error and the usage', async () => {
    const { code, stderr } = await finished(spawnCli(['call', 'menu', '--bogus']))
    expect(code).toBe(2)
    expect(stderr.split('\n')[0]).toMatch(/^error: .*--bogus/)
    expect(stderr).toContain('usage:')
  })
})

describe('call, in process', () => {
  it('an unknown call name, a missing name, a bad --param or --timeout exit 2', async () => {
    for (const args of [['nope'], [], ['menu', '--param', 'novalue'], ['menu', '--timeout', 'soon'], ['menu', '--hosts', '{"auth":1}']]) {
      const { code, err } = await runInProcess(['call', ...args])
      expect(code, args.join(' ')).toBe(2)
      expect(err[0]).toMatch(/^error: /)
    }
  })

  it('a call that needs a session does a guest login first, unless --param gives s and c_code', async () => {
    const first = await call('menu', '--json')
    expect(first.code).toBe(0)
    expect(standIn.calls.count('guestLogin')).toBe(1)
    const guest = parsed((await call('guestLogin', '--json')).out).output
    standIn.calls.clear()
    const given = await call('menu', '--param', `s=${guest.s}`, '--param', `c_code=${guest.c_code}`, '--param', 'filter=1', '--json')
    expect(given.code).toBe(0)
    expect(parsed(given.out).output.section_list.length).toBeGreaterThan(0)
    expect(standIn.calls.count('guestLogin')).toBe(0)
  })

  it('--cookie presets the jar: the remember-me cookie makes serviceLogin a member login', async () => {
    const { code, out } = await call('serviceLogin', '--cookie', 'login_key=seed-minji', '--cookie', 'auto_login=1', '--json')
    expect(code).toBe(0)
    expect(parsed(out)).toMatchObject({ retval: 0, output: { adult_flag: 'Y' } })
  })

  it('without the cookie serviceLogin fails with -109 and its message, exit 1', async () => {
    const { code, err, out } = await call('serviceLogin', '--param', 'auto_login=1', '--json')
    expect(code).toBe(1)
    expect(err.join('\n')).toContain(resultCodeTable.loginRequired.message)
    expect(parsed(out)).toMatchObject({ call: 'serviceLogin', error: { tag: 'LoginResultError', code: -109 } })
  })

  it('signUp takes its fields as --param (signed with the service code): a new member, then -201 for the same email', async () => {
    const fields = ['email=cli-join@example.com', 'password=join1234!', 'name=새회원', 'agree_terms=1', 'agree_privacy=1'].flatMap((p) => ['--param', p])
    const joined = await call('signUp', ...fields, '--json')
    expect(joined.code).toBe(0)
    expect(parsed(joined.out)).toMatchObject({ call: 'signUp', retval: 0, output: { account_type: 1, adult_flag: 'N' } })
    const again = await call('signUp', ...fields, '--json')
    expect(again.code).toBe(1)
    expect(again.err.join('\n')).toContain(resultCodeTable.emailAlreadyRegistered.message)
  })

  it('an HTTP status fault exits 1 naming the status', async () => {
    standIn.faults.add('recentNoticeInfo=status:503')
    const { code, err } = await call('recentNoticeInfo')
    expect(code).toBe(1)
    expect(err.join('\n')).toMatch(/HttpStatusError HTTP 503/)
  })

  it('--timeout gives up on a held call with a TransportError timeout', async () => {
    standIn.faults.add('buildInfo=latency:600000')
    const { code, err } = await call('buildInfo', '--timeout', '1')
    expect(code).toBe(1)
    expect(err.join('\n')).toMatch(/TransportError timeout/)
  })

  it('prints a readable answer without --json', async () => {
    const { code, out } = await call('recentNoticeInfo')
    expect(code).toBe(0)
    expect(out[0]).toMatch(/^recentNoticeInfo: HTTP 200, retval 0 \(\d+ ms\)/)
  })
})
