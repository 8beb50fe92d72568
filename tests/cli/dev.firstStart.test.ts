import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { type Server, createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIREBASE_TOOLS_DIR_ENV } from '../../cli/hosts/auth/authEmulator.ts'
import { freePort } from '../support/freePort.ts'
import { finished, firstLine, spawnCli } from './cliRun.ts'

/**
 * A first start (no firebase-tools yet): `dev` prints the site's address while firebase-tools is
 * still installing, and the emulator's relay already answers that social sign-in is starting. The
 * registry here takes the request and never answers, so the install is still under way for as
 * long as the test looks; stopping `dev` ends it and leaves nothing half-installed.
 */
let registry: Server
let registryUrl = ''
const asked: string[] = []
const dirs: string[] = []

beforeAll(async () => {
  registry = createServer((req) => void asked.push(req.url ?? ''))
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve))
  registryUrl = `http://127.0.0.1:${(registry.address() as { port: number }).port}/`
})
afterAll(async () => {
  registry.closeAllConnections()
  await new Promise((resolve) => registry.close(resolve))
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('dev on a first start', () => {
  // Ctrl+C, as a person stops npm start, and SIGTERM, as a process manager or `kill` does.
  it.for(['SIGINT', 'SIGTERM'] as const)(
    'prints the address before the sign-in emulator is ready, whose relay says it is starting; %s stops it all',
    { timeout: 120_000 },
    async (signal) => {
      const tools = await mkdtemp(join(tmpdir(), 'first-start-'))
      dirs.push(tools)
      const toolsDir = join(tools, 'firebase')
      const child = spawnCli(['dev', '--port', String(await freePort()), '--port-base', '0', '--database', 'memory', '--json'], {
        [FIREBASE_TOOLS_DIR_ENV]: toolsDir,
        npm_config_registry: registryUrl,
        npm_config_fetch_retries: '0',
      })
      const done = finished(child)
      try {
        const ready = JSON.parse(await firstLine(child)) as { url: string; authEmulator: string }
        expect(ready.url).toMatch(/^http:\/\/localhost:\d+\/$/)
        expect((await fetch(ready.url)).status).toBe(200)
        // firebase-tools is not there: the install is still asking the registry.
        expect(existsSync(join(toolsDir, 'node_modules'))).toBe(false)
        const readiness = await fetch(`${ready.authEmulator}/`)
        expect(readiness.headers.get('access-control-allow-origin')).toBe('*')
        expect(await readiness.json()).toEqual({ authEmulator: { ready: false, state: 'starting' } })
        const signIn = await fetch(`${ready.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
          method: 'POST',
          body: '{}',
        })
        expect(signIn.status).toBe(503)
      } finally {
        child.kill(signal)
      }
      const { code, stderr } = await done
      expect(code, stderr).toBe(0)
      expect(stderr).toMatch(/^Installing firebase-tools@[\d.]+ /m)
      expect(stderr).not.toMatch(/ready: Google/)
      // Stopped mid-install: nothing half-installed stays, so the next start installs again.
      expect(readdirSync(tools)).toEqual([])
    },
  )
})
