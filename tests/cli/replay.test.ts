import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CallName } from '../../core/contract/index.ts'
import type { RunningHosts } from '../../cli/hosts/index.ts'
import type { ReplayResult } from '../../cli/flows/replay.ts'
import type { TimelineEntry } from '../../cli/flows/timeline.ts'
import { startStandIn } from '../support/standIn.ts'
import { finished, runInProcess, spawnCli } from './cliRun.ts'

/** `replay` against the real stand-in, in process (and once as a real process). */
let standIn: RunningHosts
let hosts: string
beforeAll(async () => {
  standIn = await startStandIn()
  hosts = JSON.stringify(standIn.hosts)
})
afterAll(() => standIn.close())
beforeEach(() => standIn.faults.clear())

const replayJson = async (...args: string[]) => {
  const run = await runInProcess(['replay', ...args, '--hosts', hosts, '--json'])
  return { ...run, result: JSON.parse(run.out.join('\n')) as ReplayResult }
}

const when = (timeline: readonly TimelineEntry[], kind: 'request' | 'response', call: CallName) =>
  timeline.find((e) => e.kind === kind && e.call === call)?.at ?? Number.NaN

describe('replay boot', () => {
  it('--return-visit: the second load shows the kept menu and notices before any host call, then refreshes them', async () => {
    const { code, result } = await replayJson('boot', '--return-visit')
    expect(code).toBe(0)
    const t = result.timeline
    const copies = t.filter((e) => e.kind === 'copy').map((e) => (e.kind === 'copy' ? e.actor : ''))
    expect(copies).toEqual(['menu', 'notice'])
    const firstRequest = t.find((e) => e.kind === 'request')!.at
    expect(t.filter((e) => e.kind === 'copy').every((e) => e.at <= firstRequest)).toBe(true)
    // Boot still refreshes everything behind the copy.
    expect(when(t, 'response', 'menu')).toBeGreaterThan(firstRequest)
    expect(result).toMatchObject({ ok: true, initialised: true, menu: { status: 'loaded' } })
  })

  it('a first visit has no copy to show', async () => {
    const { result } = await replayJson('boot')
    expect(result.timeline.some((e) => e.kind === 'copy')).toBe(false)
  })

  it('prints a timeline in which login and notice overlap and the menu call follows the login', async () => {
    const { code, result } = await replayJson('boot')
    expect(code).toBe(0)
    expect(result).toMatchObject({ target: 'boot', ok: true, initialised: true, menu: { status: 'loaded' }, notices: { status: 'loaded' } })
    const t = result.timeline
    expect(when(t, 'request', 'recentNoticeInfo')).toBeLessThan(when(t, 'response', 'guestLogin'))
    expect(when(t, 'request', 'menu')).toBeGreaterThanOrEqual(when(t, 'response', 'guestLogin'))
    expect(t.filter((e) => e.kind === 'response').every((e) => e.kind === 'response' && e.ok && e.retval === 0 && e.durationMs >= 0)).toBe(true)
    expect(t).toContainEqual(expect.objectContaining({ kind: 'state', actor: 'boot', state: 'initialised' }))
    expect(t).toContainEqual(expect.objectContaining({ kind: 'state', actor: 'session', state: 'guest' }))
    expect(result.session).toMatchObject({
      status: 'guest',
      is_login: false,
      s: expect.any(String),
      c_code: expect.any(String),
      adult_flag: 'N',
      invite_code: null,
    })
  })

  it('still ends initialised (exit 0) with the menu call failing, and names the failure; --strict exits 1', async () => {
    standIn.faults.add('menu=status:503')
    const { code, result } = await replayJson('boot')
    expect(code).toBe(0)
    expect(result).toMatchObject({ ok: true, initialised: true, menu: { status: 'failed' } })
    expect(result.timeline).toContainEqual(expect.objectContaining({ kind: 'response', call: 'menu', ok: false, error: 'HttpStatusError' }))
    expect(result.logs).toContainEqual(expect.objectContaining({ level: 'warn', message: 'menu load failed' }))
    const strict = await runInProcess(['replay', 'boot', '--strict', '--hosts', hosts])
    expect(strict.code).toBe(1)
    expect(strict.err.join('\n')).toMatch(/calls failed: menu/)
  })

  it('shows a renewal: the menu refused for its token (-23), one guest login, the menu sent again and loaded', async () => {
    standIn.faults.add('menu=retval:-23,times=1')
    const { code, result } = await replayJson('boot')
    expect(code).toBe(0)
    expect(result).toMatchObject({ ok: true, menu: { status: 'loaded' }, session: { status: 'guest' } })
    const steps = result.timeline
      .filter((e) => e.kind !== 'state' || e.actor === 'session')
      .map((e) =>
        e.kind === 'state'
          ? `${e.actor} ${e.state}`
          : e.kind === 'response'
            ? `← ${e.call} ${e.retval}`
            : e.kind === 'request'
              ? `→ ${e.call}`
              : `${e.actor} ${e.kind}`,
      )
    const refused = steps.indexOf('← menu -23')
    // After the refusal, in this order: the renewal, one guest login, the guest again, the menu answered.
    const after = steps.slice(refused)
    const order = ['session renewal', '← guestLogin 0', 'session guest', '← menu 0'].map((step) => after.indexOf(step))
    expect(order.every((i, n) => i > 0 && (n === 0 || i > order[n - 1]!))).toBe(true)
    expect(after.filter((step) => step === '→ guestLogin')).toHaveLength(1)
    expect(result.timeline.filter((e) => e.kind === 'renewal')).toHaveLength(1)
    const text = (await runInProcess(['replay', 'boot', '--hosts', hosts])).out.join('\n')
    expect(text).not.toMatch(/renewal/)
    standIn.faults.add('menu=retval:-24,times=1')
    expect((await runInProcess(['replay', 'boot', '--hosts', hosts])).out.join('\n')).toMatch(
      /session\s+renewal: a call was refused for its token; logging in again/,
    )
  })

  it('logs a seed member in automatically with --auto-login and the login_key cookie', async () => {
    const { code, result } = await replayJson('boot', '--auto-login', '1', '--cookie', 'login_key=seed-minji')
    expect(code).toBe(0)
    expect(result.session).toMatchObject({
      status: 'member',
      is_login: true,
      auto_login: 1,
      adult_flag: 'Y',
      skytv_item_only: 0,
      red_item: 0,
      invite_code: 'MINJI7',
    })
    const t = result.timeline
    expect(when(t, 'request', 'ticketRequest')).toBeGreaterThanOrEqual(when(t, 'response', 'serviceLogin'))
    expect(when(t, 'request', 'menu')).toBeGreaterThanOrEqual(when(t, 'response', 'ticketRequest'))
    expect(when(t, 'request', 'recentNoticeInfo')).toBeLessThan(when(t, 'response', 'serviceLogin'))
  })

  it('prints a readable summary without --json', async () => {
    const { code, out } = await runInProcess(['replay', 'boot', '--hosts', hosts])
    expect(code).toBe(0)
    const text = out.join('\n')
    expect(text).toMatch(/^replay boot: ok in [\d.]+ ms, initialised/)
    expect(text).toMatch(/→ guestLogin/)
    expect(text).toMatch(/← menu\s+retval 0/)
    expect(text).toMatch(/session: guest, is_login=false/)
  })
})

describe('replay login, menu, notice', () => {
  it('replay login fails (exit 1) when the automatic login falls back to a guest', async () => {
    const { code, result, err } = await replayJson('login', '--auto-login', '1')
    expect(code).toBe(1)
    expect(result).toMatchObject({ ok: false, session: { status: 'guest' } })
    expect(result.timeline).toContainEqual(expect.objectContaining({ kind: 'response', call: 'serviceLogin', ok: false, retval: -109 }))
    expect(err.join('\n')).toMatch(/automatic login did not log in/)
  })

  it('replay login answers -113 (multi-session limit) as a login and goes on to the ticket', async () => {
    standIn.faults.add('serviceLogin=retval:-113,times=1')
    const { code, result } = await replayJson('login', '--auto-login', '1', '--cookie', 'login_key=seed-junho')
    expect(code).toBe(0)
    expect(result.timeline).toContainEqual(expect.objectContaining({ kind: 'response', call: 'serviceLogin', ok: true, retval: -113 }))
    expect(result.timeline).toContainEqual(expect.objectContaining({ kind: 'response', call: 'ticketRequest', ok: true, retval: 0 }))
    expect(result.session).toMatchObject({ status: 'member', is_login: true, red_item: 1 })
  })

  it('replay menu logs in and loads the menu only; replay notice loads notices only', async () => {
    const menu = await replayJson('menu')
    expect(menu.code).toBe(0)
    expect(menu.result.timeline.filter((e) => e.kind === 'request').map((e) => e.kind === 'request' && e.call)).toEqual(['guestLogin', 'menu'])
    expect(menu.result.menu.sections).toBeGreaterThan(0)
    const notice = await replayJson('notice')
    expect(notice.code).toBe(0)
    expect(notice.result.timeline.filter((e) => e.kind === 'request').map((e) => e.kind === 'request' && e.call)).toEqual(['recentNoticeInfo'])
    standIn.faults.add('recentNoticeInfo=malformed')
    expect((await replayJson('notice')).code).toBe(1)
  })

  it('exits 1 when the hosts cannot be reached', async () => {
    const gone = JSON.stringify({ ...standIn.hosts, auth: 'http://127.0.0.1:9', api: 'http://127.0.0.1:9' })
    const { code, err } = await runInProcess(['replay', 'boot', '--hosts', gone, '--timeout', '2000'])
    expect(code).toBe(1)
    expect(err.join('\n')).toMatch(/no session token/)
  })
})

describe('replay under load', () => {
  it('runs many sessions at once and prints latency percentiles per step', async () => {
    const { code, out } = await runInProcess(['replay', 'boot', '--concurrency', '4', '--repeat', '12', '--hosts', hosts, '--json'])
    expect(code).toBe(0)
    const report = JSON.parse(out.join('\n'))
    expect(report).toMatchObject({ target: 'boot', runs: 12, concurrency: 4, failed: 0 })
    for (const step of ['guestLogin', 'recentNoticeInfo', 'menu', 'total']) {
      expect(report.steps[step]).toMatchObject({ count: 12, failed: 0 })
      expect(report.steps[step].p50).toBeLessThanOrEqual(report.steps[step].p90)
      expect(report.steps[step].p99).toBeLessThanOrEqual(report.steps[step].max)
    }
    // Each session had its own jar: 12 guest sessions at the stand-in.
    expect((await standIn.sessions()).filter((s) => s.kind === 'guest').length).toBeGreaterThanOrEqual(12)
  })

  it('exits 1 when any session failed', async () => {
    standIn.faults.add('guestLogin=drop,times=2')
    const { code, err } = await runInProcess(['replay', 'login', '--concurrency', '2', '--repeat', '4', '--hosts', hosts])
    expect(code).toBe(1)
    expect(err.join('\n')).toMatch(/2 of 4 sessions failed/)
  })
})

describe('replay usage', () => {
  it.each([
    [['replay'], /which flow/],
    [['replay', 'dance'], /unknown flow 'dance'/],
    [['replay', 'boot', '--concurrency', '2'], /--concurrency needs --repeat/],
    [['replay', 'boot', '--repeat', '0'], /--repeat expects a whole number/],
  ])('%j is a usage error (exit 2)', async (argv, message) => {
    const { code, err } = await runInProcess(argv)
    expect(code).toBe(2)
    expect(err[0]).toMatch(message)
  })

  it('runs as a real process through bin.ts', async () => {
    const child = spawnCli(['replay', 'boot', '--hosts', hosts, '--json'])
    const { code, stdout } = await finished(child)
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, initialised: true })
  })
})
