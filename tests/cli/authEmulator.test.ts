import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startAuthEmulator } from '../../cli/hosts/auth/authEmulator.ts'

/**
 * The Auth emulator's runner where firebase-tools cannot be installed (offline: the registry
 * refuses the connection): one line says it is installing, one that social sign-in is off, and
 * nothing half-installed stays behind, so the next start tries again.
 */
const roots: string[] = []
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))))

describe('startAuthEmulator offline', () => {
  it('says so in one line and starts nothing', async () => {
    const root = await mkdtemp(join(tmpdir(), 'auth-emulator-'))
    roots.push(root)
    const lines: string[] = []
    const env = { ...process.env, npm_config_registry: 'http://127.0.0.1:9/', npm_config_fetch_retries: '0', npm_config_offline: 'false' }
    const emulator = await startAuthEmulator({ root, port: 0, log: (line) => lines.push(line), env })
    expect(emulator).toBeUndefined()
    expect(lines).toEqual([expect.stringMatching(/^Installing firebase-tools@[\d.]+ /), expect.stringMatching(/could not be installed.*social sign-in is off/)])
    expect(existsSync(join(root, '.data', 'tools', 'firebase'))).toBe(false)
    expect(readdirSync(join(root, '.data', 'tools'))).toEqual([])
  }, 120_000)
})
