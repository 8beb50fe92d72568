import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { StepResult } from '../../cli/flows/script.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { runInProcess } from './cliRun.ts'

/**
 * docs/scripts/money.yaml as QA runs it, against a stand-in on a PGlite data directory; then the
 * stand-in stops and starts again on the same data, and docs/scripts/money-check.yaml (its checks,
 * the same `--run`) finds everything acknowledged: the balance, the history, the purchase.
 */
const scratch = mkdtempSync(join(tmpdir(), 'money-script-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const start = () => startHosts({ portBase: 0, store: { dataDir: join(scratch, 'data') }, print: () => undefined })

const script = async (running: RunningHosts, path: string, run: string) => {
  const { code, out, err } = await runInProcess([
    'script',
    path,
    '--hosts',
    JSON.stringify(running.hosts),
    '--admin-secret',
    running.adminSecret,
    '--run',
    run,
    '--json',
  ])
  const report = JSON.parse(out.join('\n') || '{}') as { ok: boolean; steps: StepResult[] }
  const failed = report.steps?.filter((s) => !s.ok).map((s) => `${s.index} ${s.label}: ${s.detail}`)
  return { code, report, failed, err }
}

describe('docs/scripts/money.yaml', () => {
  it('charges, buys a single title with 빵탄 once though confirmed twice, and the history survives a restart', { timeout: 60_000 }, async () => {
    const run = `t${process.pid}`
    const first = await start()
    try {
      const bought = await script(first, 'docs/scripts/money.yaml', run)
      expect(bought.failed).toEqual([])
      expect(bought.code).toBe(0)
      expect(bought.report.steps.find((s) => s.step === 'grant')).toMatchObject({ ok: true, result: { balance: { total: 100 } } })
    } finally {
      await first.close()
    }
    const second = await start()
    try {
      const checked = await script(second, 'docs/scripts/money-check.yaml', run)
      expect(checked.failed).toEqual([])
      expect(checked.code).toBe(0)
      // Another run's member has nothing: the checks are about this member's purchases.
      const other = await script(second, 'docs/scripts/money-check.yaml', `${run}-other`)
      expect(other.code).toBe(1)
    } finally {
      await second.close()
    }
  })

  it('refuses a grant step without the admin secret, and an output that differs', { timeout: 60_000 }, async () => {
    const running = await startHosts({ portBase: 0, print: () => undefined })
    try {
      const path = join(scratch, 'grant.yaml')
      writeFileSync(
        path,
        "- grant: { account: haneul, bbtan: 5 }\n- cookie: { login_key: seed-minji, auto_login: '1' }\n- replay: boot\n- call: itemList\n- expect: { output: { items.0.item_id: nothing } }\n",
      )
      const without = await runInProcess(['script', path, '--hosts', JSON.stringify(running.hosts), '--json'])
      const report = JSON.parse(without.out.join('\n')) as { steps: StepResult[] }
      expect(report.steps[0]).toMatchObject({ step: 'grant', ok: false, detail: expect.stringMatching(/admin secret/) })
      expect(report.steps[4]).toMatchObject({ step: 'expect', ok: false, detail: 'output.items.0.item_id: expected "nothing", got "premium-month"' })
      expect(without.code).toBe(1)
    } finally {
      await running.close()
    }
  })
})

describe('docs/scripts/renewal.yaml', () => {
  it('moves the clock: minji is told 7 days before, then renewed once', { timeout: 60_000 }, async () => {
    const running = await startHosts({ portBase: 0, tokenTtlSec: 5_000_000, print: () => undefined })
    try {
      const renewed = await script(running, 'docs/scripts/renewal.yaml', `r${process.pid}`)
      expect(renewed.failed).toEqual([])
      expect(renewed.code).toBe(0)
      // Each move of the clock ran what was due: one renewal, once.
      expect(renewed.report.steps.filter((s) => s.step === 'clock').map((s) => (s.result as { ran: { renewed: number } }).ran.renewed)).toEqual([0, 1, 0])
    } finally {
      await running.close()
    }
  })
})
