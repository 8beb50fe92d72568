import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StepResult } from '../../cli/flows/script.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { runInProcess } from './cliRun.ts'

/**
 * The play step and docs/scripts' grant refusals as QA runs them (docs/decisions/1802): the title
 * plays through playInfo, master, a media playlist, init, a segment and the key; each refusal ends
 * in 403 or a typed error as its script expects, and a refused play exits 1.
 */
let running: RunningHosts
const scratch = mkdtempSync(join(tmpdir(), 'grant-scripts-'))
beforeAll(async () => {
  running = await startHosts({ portBase: 0, print: () => undefined })
})
afterAll(async () => {
  await running.close()
  rmSync(scratch, { recursive: true, force: true })
})

const script = async (path: string) => {
  const { code, out } = await runInProcess(['script', path, '--hosts', JSON.stringify(running.hosts), '--admin-secret', running.adminSecret, '--json'])
  const report = JSON.parse(out.join('\n') || '{}') as { ok: boolean; steps: StepResult[] }
  return { code, report, failed: report.steps?.filter((s) => !s.ok).map((s) => `${s.index} ${s.label}: ${s.detail}`) }
}

describe('the play step', () => {
  it('plays qa-paid as minji: every request 200 and the key opens the segment', { timeout: 30_000 }, async () => {
    const { code, report, failed } = await script('docs/scripts/play-title.yaml')
    expect(failed).toEqual([])
    expect(code).toBe(0)
    const play = report.steps.find((s) => s.step === 'play')
    expect((play?.result as { requests: { request: string; status: number }[] } | undefined)?.requests.map((r) => `${r.request} ${r.status}`)).toEqual([
      'master 200',
      'playlist 200',
      'init 200',
      'segment 200',
      'key 200',
    ])
  })

  it.each(['grant-expired', 'grant-other-title', 'grant-other-viewer', 'grant-guest-paid', 'media-without-grant'])(
    'docs/scripts/%s.yaml: each refusal as it expects',
    { timeout: 30_000 },
    async (name) => {
      const { code, failed } = await script(`docs/scripts/${name}.yaml`)
      expect(failed).toEqual([])
      expect(code).toBe(0)
    },
  )

  it('exits 1 when a play is refused and nothing expects it', { timeout: 30_000 }, async () => {
    const path = join(scratch, 'refused.yaml')
    writeFileSync(path, '- replay: boot\n- play: qa-paid\n- play: { movie_url: qa-free, grant: none }\n')
    const { code, report } = await script(path)
    expect(code).toBe(1)
    expect(report.steps[1]).toMatchObject({ step: 'play', ok: false, detail: expect.stringContaining('retval -109') })
    expect(report.steps[2]).toMatchObject({ step: 'play', ok: false, detail: expect.stringContaining('master refused: HTTP 403') })
  })
})
