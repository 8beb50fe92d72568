import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { startHosts } from '../../cli/hosts/index.ts'
import { ResultCode, hostNames } from '../../core/contract/index.ts'
import { finished, firstLine, runInProcess, spawnCli, startInProcess } from './cliRun.ts'

describe('serve as a child process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('prints one ready line with --json, serves, and exits 0 on %s', async (signal) => {
    const child = spawnCli(['serve', '--port-base', '0', '--database', 'memory', '--json'])
    const done = finished(child)
    const ready = JSON.parse(await firstLine(child))
    expect(ready.ready).toBe(true)
    expect(Object.keys(ready.hosts).sort()).toEqual([...hostNames].sort())
    // Hex, so it never starts with '-' and passes as `--admin-secret <printed>`.
    expect(ready.adminSecret).toMatch(/^[0-9a-f]{32}$/)
    const guest = await fetch(`${ready.hosts.auth}/v3/mwLogin/guestLogin`, { method: 'POST' }).then((r) => r.json())
    expect(guest.retval).toBe(ResultCode.success)
    child.kill(signal)
    const { code, stdout } = await done
    expect(code).toBe(0)
    expect(stdout.trimEnd().split('\n')).toHaveLength(1)
  })

  it('exits 2 with a one-line error and the usage on a bad flag', async () => {
    const { code, stdout, stderr } = await finished(spawnCli(['serve', '--port-base', 'abc']))
    expect(code).toBe(2)
    expect(stdout).toBe('')
    const [first, second] = stderr.split('\n')
    expect(first).toBe("error: --port-base expects a whole number from 0 to 65525, got 'abc'")
    expect(second).toMatch(/^usage: npm run cli -- serve /)
  })
})

describe('--token-ttl on the commands that start hosts', () => {
  it("makes preview's session tokens expire after that many seconds (-23), so QA can watch a tab renew", async () => {
    const site = mkdtempSync(join(tmpdir(), 'preview-site-'))
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>t</title>')
    const child = spawnCli(['preview', '--site-dir', site, '--port-base', '0', '--token-ttl', '1', '--database', 'memory', '--json'])
    const done = finished(child)
    try {
      const { hosts } = JSON.parse(await firstLine(child))
      const guest = await fetch(`${hosts.auth}/v3/mwLogin/guestLogin`, { method: 'POST' }).then((r) => r.json())
      // The session is checked before the signature: a live token gets -10 (no a), an expired one -23.
      const menuWith = (s: string) =>
        fetch(`${hosts.api}/v3/contents/menu`, { method: 'POST', body: new URLSearchParams({ s, api_v: '4' }) }).then((r) => r.json())
      expect((await menuWith(guest.output.s)).retval).toBe(ResultCode.requiredParameterMissing)
      await vi.waitFor(async () => expect((await menuWith(guest.output.s)).retval).toBe(ResultCode.tokenExpired), { timeout: 10_000, interval: 200 })
    } finally {
      child.kill('SIGTERM')
      await done
    }
  })

  it.each(['dev', 'preview'])('%s exits 2 on a token life that is not a whole number of seconds', async (command) => {
    const { code, err } = await runInProcess([command, '--token-ttl', '0'])
    expect(code).toBe(2)
    expect(err[0]).toMatch(/^error: --token-ttl expects a whole number from 1 to 31536000/)
    expect(err[1]).toMatch(new RegExp(`^usage: npm run cli -- ${command} .*--token-ttl SEC`))
  })
})

describe('serve in process', () => {
  it('prints the hosts and seed accounts for people, and stops on the stop signal', async () => {
    const { out, done, stop } = startInProcess(['serve', '--port-base', '0', '--database', 'memory', '--fault', 'menu=status:503'])
    // Opening the database (PGlite in memory) comes first.
    await vi.waitFor(() => expect(out).toContain('Press Ctrl+C to stop.'), { timeout: 30_000 })
    stop()
    expect(await done).toBe(0)
    const text = out.join('\n')
    expect(text).toMatch(/auth\s+http:\/\/localhost:\d+/)
    expect(text).toMatch(/search\s+http:\/\/localhost:\d+\/api/)
    expect(text).toContain('seed-minji')
    expect(text).toContain('김민지')
    expect(text).toContain('menu=status:503')
    expect(text).toMatch(/admin\s+http:\/\/localhost:\d+\/__admin {2}\(header X-Admin-Secret: [0-9a-f]{32}\)/)
    expect(out.at(-1)).toBe('Stopped.')
  })

  it.each([
    [['serve', '--fault', 'menu=boom'], /^error: --fault: fault rule "menu=boom": unknown kind "boom"/],
    [['serve', '--latency=-5'], /^error: --latency expects a whole number from 0 to 600000/],
    [['serve', '--site-dir', '/no/such/dir'], /^error: --site-dir: no directory at/],
    [['serve', 'extra'], /^error: unexpected argument 'extra'/],
    [['serve', '--nope'], /^error: Unknown option '--nope'\.$/],
    [['serve', '--admin-secret', '-x1'], /^error: --admin-secret needs a value; one that starts with '-' is written --admin-secret=-…$/],
  ])('exits 2 for %j', async (argv, message) => {
    const { code, err, out } = await runInProcess(argv)
    expect(code).toBe(2)
    expect(out).toEqual([])
    expect(err[0]).toMatch(message)
    expect(err[1]).toMatch(/^usage: npm run cli -- serve/)
  })

  it('exits 1 when a port is taken', async () => {
    const taken = await startHosts({ portBase: 0 })
    const port = new URL(taken.hosts.web).port
    const second = await runInProcess(['serve', '--port-base', port, '--database', 'memory']).finally(() => taken.close())
    expect(second.code).toBe(1)
    expect(second.err[0]).toBe(`error: the web host cannot listen on port ${port}: EADDRINUSE`)
  })
})

describe('the command runner', () => {
  it('lists the commands on --help and exits 0', async () => {
    const { code, out } = await runInProcess(['--help'])
    expect(code).toBe(0)
    expect(out.join('\n')).toMatch(/serve\s+Run the local stand-in hosts/)
    expect(out.join('\n')).toMatch(/sign\s+Print the request signature/)
  })

  it('prints a command’s usage on --help', async () => {
    const { code, out } = await runInProcess(['serve', '--help'])
    expect(code).toBe(0)
    expect(out[0]).toMatch(/^usage: npm run cli -- serve /)
    expect(out.join('\n')).toContain('--fault RULE')
  })

  it('exits 2 for no command or an unknown one', async () => {
    expect((await runInProcess([])).code).toBe(2)
    const unknown = await runInProcess(['dance'])
    expect(unknown.code).toBe(2)
    expect(unknown.err[0]).toBe("error: unknown command 'dance'")
  })
})
