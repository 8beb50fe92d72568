import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningHosts } from '../../cli/hosts/index.ts'
import type { StepResult } from '../../cli/flows/script.ts'
import { startStandIn } from '../support/standIn.ts'
import { finished, firstLine, runInProcess, spawnCli } from './cliRun.ts'

/** `script` against the real stand-in: steps, expectations, faults through the admin endpoint. */
let standIn: RunningHosts
let hosts: string
const dir = mkdtempSync(join(tmpdir(), 'script-'))
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}
beforeAll(async () => {
  standIn = await startStandIn()
  hosts = JSON.stringify(standIn.hosts)
})
afterAll(() => standIn.close())
beforeEach(() => standIn.faults.clear())

/** A `--json` run's report; a run that printed none fails with what it printed on stderr. */
const reportOf = (run: { out: string[]; err: string[] }) => {
  if (run.out.length === 0) throw new Error(`script printed no report; stderr: ${run.err.join('\n')}`)
  return JSON.parse(run.out.join('\n')) as { ok: boolean; steps: StepResult[] }
}

const runScript = async (path: string, ...args: string[]) => {
  const run = await runInProcess(['script', path, '--hosts', hosts, '--admin-secret', standIn.adminSecret, '--json', ...args])
  return { ...run, report: reportOf(run) }
}

/** Hosts nobody listens on: a stand-in's ports, closed again. */
const unreachableHosts = async (): Promise<string> => {
  const gone = await startStandIn()
  await gone.close()
  return JSON.stringify(gone.hosts)
}

describe('script as a child process', () => {
  it('exits 1 when every call fails and no expect allows it', async () => {
    const path = file('unreachable.yaml', '- call: menu\n- call: recentNoticeInfo\n')
    const { code, stdout, stderr } = await finished(spawnCli(['script', path, '--hosts', await unreachableHosts(), '--timeout', '2000']))
    expect(stdout).toMatch(/^FAIL\s+1 {2}call menu/m)
    expect(stdout).toMatch(/^FAIL\s+2 {2}call recentNoticeInfo/m)
    expect(stdout).toMatch(/2 of 2 steps failed/)
    expect(stderr).toMatch(/step 1, step 2 failed/)
    expect(code).toBe(1)
  })

  it('exits 1 when a replay could not boot', async () => {
    const path = file('noboot.yaml', '- replay: boot\n')
    const { code, stdout } = await finished(spawnCli(['script', path, '--hosts', await unreachableHosts(), '--timeout', '2000', '--json']))
    const report = JSON.parse(stdout) as { ok: boolean; steps: StepResult[] }
    expect(report.steps[0]).toMatchObject({ step: 'replay', ok: false })
    expect(code).toBe(1)
  })

  it("passes serve's printed admin secret in its fault steps, from --admin-secret or the environment, and fails them without it", async () => {
    const serve = spawnCli(['serve', '--port-base', '0', '--database', 'memory', '--json'])
    const stopped = finished(serve)
    try {
      const ready = JSON.parse(await firstLine(serve)) as { hosts: Record<string, string>; adminSecret: string }
      const served = JSON.stringify(ready.hosts)
      const path = file('faults.yaml', '- fault: menu=status:503\n- replay: menu\n- expect: { ok: false }\n- clearFault: all\n')
      const byFlag = await runInProcess(['script', path, '--hosts', served, '--admin-secret', ready.adminSecret, '--json'])
      expect(reportOf(byFlag).steps.map((s: StepResult) => s.ok)).toEqual([true, true, true, true])
      expect(byFlag.code).toBe(0)
      const byEnv = await finished(spawnCli(['script', path, '--hosts', served], { STAND_IN_ADMIN_SECRET: ready.adminSecret }))
      expect(byEnv.stdout).toMatch(/all 4 steps held/)
      expect(byEnv.code).toBe(0)
      const without = await runInProcess(['script', path, '--hosts', served, '--json'])
      expect(without.code).toBe(1)
      expect(reportOf(without).steps[0]).toMatchObject({ step: 'fault', ok: false, detail: expect.stringMatching(/admin secret/) })
      const wrong = await runInProcess(['script', path, '--hosts', served, '--admin-secret', 'guess', '--json'])
      expect(reportOf(wrong).steps[0]).toMatchObject({ ok: false, detail: expect.stringMatching(/HTTP 401/) })
    } finally {
      serve.kill('SIGTERM')
      await stopped
    }
  })
})

describe('script', () => {
  it('runs the documented example: boot with a menu fault, calls, a member kept signed in, logout', async () => {
    const { code, report } = await runScript('docs/scripts/boot-with-menu-fault.yaml')
    expect(report.steps.filter((s) => !s.ok)).toEqual([])
    expect(code).toBe(0)
    expect(report.steps.map((s) => s.step)).toEqual([
      'clearFault',
      'fault',
      'replay',
      'expect',
      'clearFault',
      'call',
      'expect',
      'call',
      'expect',
      'emailLogin',
      'replay',
      'expect',
      'logout',
      'expect',
    ])
    expect(standIn.faults.rules()).toEqual([])
  })

  it('runs the documented member example: every refusal it meets is expected', async () => {
    const { code, report } = await runScript('docs/scripts/watch-member.yaml')
    expect(report.steps.filter((s) => !s.ok)).toEqual([])
    expect(code).toBe(0)
  })

  it('runs the documented profiles example: a kids profile (7) whose home, list and search carry nothing above 7', async () => {
    const { code, report } = await runScript('docs/scripts/profiles.yaml')
    expect(report.steps.filter((s) => !s.ok)).toEqual([])
    expect(code).toBe(0)
  })

  it('runs the documented join example twice: each run signs up a new member ({run}), logs in by email and boots as that member', async () => {
    for (const _ of [1, 2]) {
      const { code, report } = await runScript('docs/scripts/join-member.yaml')
      expect(report.steps.filter((s) => !s.ok)).toEqual([])
      expect(code).toBe(0)
    }
    const joined = standIn.calls
      .list()
      .filter((c) => c.call === 'signUp')
      .map((c) => ('retval' in c.outcome ? c.outcome.retval : c.outcome.fault))
    expect(joined).toEqual([0, -201, 0, -201])
  })

  it('runs the documented renewal example: a menu refused for its token is renewed, a second refusal is only logged', async () => {
    const { code, report } = await runScript('docs/scripts/session-renewal.yaml')
    expect(report.steps.filter((s) => !s.ok)).toEqual([])
    expect(code).toBe(0)
    const replays = report.steps
      .filter((s) => s.step === 'replay')
      .map((s) => (s.result as { timeline: { kind: string }[] }).timeline.filter((e) => e.kind === 'renewal').length)
    expect(replays).toEqual([1, 1, 1])
  })

  it('fails (exit 1) when an expectation does not hold, saying what differed, and runs every step', async () => {
    const path = file(
      'fail.yaml',
      ['- fault: menu=status:503', '- replay: boot', '- expect: { state: { menu.status: loaded } }', '- clearFault: all'].join('\n'),
    )
    const { code, report, err } = await runScript(path)
    expect(code).toBe(1)
    expect(report.ok).toBe(false)
    expect(report.steps[2]).toMatchObject({ ok: false, detail: 'menu.status: expected "loaded", got "failed"' })
    expect(report.steps[3]).toMatchObject({ step: 'clearFault', ok: true })
    expect(err.join('\n')).toMatch(/step 3 failed/)
    expect(standIn.faults.rules()).toEqual([])
  })

  it('reads JSON too, and checks retval and error of a call in the page session', async () => {
    const steps = [
      { replay: 'login' },
      { call: 'menu', params: { filter: 1 } },
      { expect: { ok: true, retval: 0 } },
      { fault: ['recentNoticeInfo=status:503'] },
      { call: 'recentNoticeInfo' },
      { expect: { ok: false, error: 'HttpStatusError' } },
      { emailLogin: { email: 'haneul@example.com', password: 'wrong' } },
      { expect: { ok: false, error: 'LoginResultError', state: { session: { is_login: false } } } },
      { emailLogin: { email: 'haneul@example.com', password: 'haneul1234!', keep: true } },
      { expect: { ok: true, state: { session: { is_login: true, adult_flag: 'N' } } } },
    ]
    const { code, report } = await runScript(file('flow.json', JSON.stringify({ steps })))
    expect(report.steps.filter((s) => !s.ok)).toEqual([])
    expect(code).toBe(0)
    expect(report.steps[1]?.result).toMatchObject({ retval: 0, output: { section_list: expect.any(Array) } })
  })

  it('prints one readable line per step without --json', async () => {
    const { code, out } = await runInProcess([
      'script',
      file('short.yaml', '- replay: notice\n- expect: { state: { notices.status: loaded } }\n'),
      '--hosts',
      hosts,
    ])
    expect(code).toBe(0)
    expect(out[0]).toMatch(/^ok\s+1 {2}replay notice \(\d+ ms\)/)
    expect(out.at(-1)).toBe('all 2 steps held')
  })

  it.each([
    ['nothing.yaml', 'steps: []', /non-empty list of steps/],
    ['two.yaml', '- { replay: boot, wait: 1 }', /exactly one of/],
    ['target.yaml', '- replay: dance', /replay one of login, menu, notice, boot/],
    ['broken.yaml', '- [unclosed', /not valid JSON or YAML/],
  ])('%s is a usage error (exit 2)', async (name, text, message) => {
    const { code, err } = await runInProcess(['script', file(name, text), '--hosts', hosts])
    expect(code).toBe(2)
    expect(err[0]).toMatch(message)
  })

  it('fails a call that did not answer unless an expect on its outcome follows; a state-only expect does not accept it', async () => {
    const steps = [
      { replay: 'login' },
      { call: 'menu', params: { a: 'wrong' } },
      { expect: { state: { session: { is_login: false } } } },
      { call: 'menu', params: { a: 'wrong' } },
      { expect: { retval: -11 } },
      { call: 'menu', params: { a: 'wrong' } },
      { expect: { ok: true } },
    ]
    const { code, report } = await runScript(file('accepted.json', JSON.stringify({ steps })))
    expect(code).toBe(1)
    expect(report.steps.map((s) => s.ok)).toEqual([true, false, true, true, true, false, false])
    expect(report.steps[3]?.detail).toMatch(/-11.*\(as step 5 expects\)/)
  })

  it('is a usage error to name a file that does not exist', async () => {
    const { code, err } = await runInProcess(['script', join(dir, 'missing.yaml')])
    expect(code).toBe(2)
    expect(err[0]).toMatch(/cannot read/)
  })
})
