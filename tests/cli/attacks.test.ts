import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningHosts } from '../../cli/hosts/index.ts'
import type { StepResult } from '../../cli/flows/script.ts'
import { startStandIn } from '../support/standIn.ts'
import { runInProcess } from './cliRun.ts'

/**
 * The attack scripts (docs/scripts/attacks/) as CI runs them: each against the stand-in, where
 * every one must be held (`script` exits 0); and one against hosts that let a page of another
 * origin in, where `script` must say it got through and exit 1.
 */
const site = mkdtempSync(join(tmpdir(), 'attacks-site-'))
mkdirSync(join(site, 'contents'))
const page = '<!doctype html><html><head><title>스트림</title><script>window.x = 1</script></head><body><div id="root"></div></body></html>'
writeFileSync(join(site, 'index.html'), page)
writeFileSync(join(site, 'contents', 'index.html'), page)
writeFileSync(join(site, 'build-info.json'), JSON.stringify({ build_id: 'attacks-1', built_at: '2026-01-01T00:00:00.000Z' }))

const scripts = join(process.cwd(), 'docs', 'scripts', 'attacks')
let standIn: RunningHosts
beforeAll(async () => {
  standIn = await startStandIn({ siteDir: site, print: () => {} })
})
afterAll(async () => {
  await standIn.close()
  rmSync(site, { recursive: true, force: true })
})

const run = async (hosts: RunningHosts, file: string) => {
  const result = await runInProcess(['script', join(scripts, file), '--hosts', JSON.stringify(hosts.hosts), '--admin-secret', hosts.adminSecret, '--json'])
  return { code: result.code, report: JSON.parse(result.out.join('\n') || '{}') as { ok: boolean; steps: StepResult[] } }
}

describe('the attack scripts against the stand-in', () => {
  for (const file of readdirSync(scripts)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    it(`${file}: every attack is held`, async () => {
      const { code, report } = await run(standIn, file)
      expect(report.steps.map((s) => `${s.label}: ${s.ok ? 'ok' : 'FAILED'} ${s.detail ?? ''}`)).toEqual(
        report.steps.map((s) => `${s.label}: ok ${s.detail ?? ''}`),
      )
      expect(code).toBe(0)
    }, 120_000)
  }

  it('says so and exits 1 when an attack gets through', async () => {
    const open = await startStandIn({ allowedOrigins: ['http://localhost:5431'], print: () => {} })
    try {
      const { code, report } = await run(open, 'cross-origin.yaml')
      expect(report.steps[0]).toMatchObject({ step: 'attack', ok: false })
      expect(report.steps[0]?.detail).toMatch(/^GOT THROUGH/)
      expect(code).toBe(1)
    } finally {
      await open.close()
    }
  }, 120_000)
})
