import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RunningHosts } from '../../cli/hosts/index.ts'
import type { StepResult } from '../../cli/flows/script.ts'
import { startStandIn } from '../support/standIn.ts'
import { runInProcess } from './cliRun.ts'

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

const runScript = async (path: string, ...args: string[]) => {
  const run = await runInProcess(['script', path, '--hosts', hosts, '--json', ...args])
  return { ...run, report: JSON.parse(run.out.join('\n') || '{}') as { ok: boolean; steps: StepResult[] } }
}

describe('script', () => {
  it('runs the documented example: boot with a menu fault, calls, a member, logout', async () => {
    const { code, report } = await runScript('docs/scripts/boot-with-menu-fault.yaml')
    expect(report.steps.filter((s) => !s.ok)).toEqual([])
    expect(code).toBe(0)
    expect(report.steps.map((s) => s.step)).toEqual([
      'clearFault', 'fault', 'replay', 'expect', 'clearFault', 'call', 'expect', 'call', 'expect', 'cookie', 'replay', 'expect', 'logout', 'expect',
    ])
    expect(standIn.faults.rules()).toEqual([])
  })

  it('runs the documented renewal example: a menu refused for its token is renewed, a second refusal is only logged', async () => {
    const { code, report } = await runScript('docs/scripts/session-renewal.yaml')
    expect(report.steps.filter((s) => !s.ok)).toEqual([])
    expect(code).toBe(0)
    const replays = report.steps.filter((s) => s.step === 'replay').map((s) => (s.result as { timeline: { kind: string }[] }).timeline.filter((e) => e.kind === 'renewal').length)
    expect(replays).toEqual([1, 1, 1])
  })

  it('fails (exit 1) when an expectation does not hold, saying what differed, and runs every step', async () => {
    const path = file('fail.yaml', ['- fault: menu=status:503', '- replay: boot', '- expect: { state: { menu.status: loaded } }', '- clearFault: all'].join('\n'))
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
    const { code, out } = await runInProcess(['script', file('short.yaml', '- replay: notice\n- expect: { state: { notices.status: loaded } }\n'), '--hosts', hosts])
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

  it('is a usage error to name a file that does not exist', async () => {
    const { code, err } = await runInProcess(['script', join(dir, 'missing.yaml')])
    expect(code).toBe(2)
    expect(err[0]).toMatch(/cannot read/)
  })
})
