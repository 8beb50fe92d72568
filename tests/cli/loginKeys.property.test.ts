import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROTATION_GRACE_MS } from '../../cli/hosts/auth/loginKeys.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { type Answer, guestLogin, send, serviceLogin, signed } from './hostsHelpers.ts'

/**
 * Remember-me keys against the real stand-in over HTTP (docs/decisions/1420), model-style: random
 * sequences of email logins, automatic logins (with the browser's key, an older key set by hand,
 * two tabs at once), logouts and the clock moving on. Every automatic login must answer as the
 * model says: a key opens a session only while it is the chain's newest, or within the grace
 * after it was rotated, and never after a logout of its chain. The seed QA key is never rotated.
 */
let clock = Date.UTC(2025, 5, 1, 9)
let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 1_000_000, now: () => clock, print: () => {} })
}, 60_000)
afterAll(() => running.close())

const SEED = 'seed-haneul'
/** The seed key lives in the stand-in across runs: once a run logs it out, it stays revoked. */
let seedRevoked = false

interface KeyState {
  readonly chain: string
  rotatedAt?: number
  revoked?: boolean
}
interface Model {
  /** The browser's login_key cookie. */
  jar: string | undefined
  readonly keys: Map<string, KeyState>
}
interface Real {
  readonly hosts: RunningHosts['hosts']
}

const keyOf = (answer: Answer): string | undefined =>
  answer.cookies
    .find((c) => c.startsWith('login_key='))
    ?.split(';')[0]
    ?.slice('login_key='.length)

/** What the model says a key does now: open and rotate, open only, or nothing. */
const expectation = (m: Model, key: string): 'rotates' | 'opens' | 'refused' => {
  if (key === SEED) return seedRevoked ? 'refused' : 'opens'
  const state = m.keys.get(key)
  if (!state || state.revoked) return 'refused'
  if (state.rotatedAt === undefined) return 'rotates'
  return clock - state.rotatedAt <= ROTATION_GRACE_MS ? 'opens' : 'refused'
}

/** Checks one automatic login's answer against the model and moves the model on. */
const settle = (m: Model, key: string, answer: Answer, expected: 'rotates' | 'opens' | 'refused'): void => {
  const label = `${expected} ${key.slice(0, 8)}`
  if (expected === 'refused') {
    expect(answer.body.retval, label).toBe(ResultCode.loginError)
    return
  }
  expect(answer.body.retval, label).toBe(ResultCode.success)
  const next = keyOf(answer)
  if (expected === 'opens') {
    expect(next, label).toBeUndefined()
    return
  }
  expect(next, label).toMatch(/^[\w-]{40,}$/)
  const state = m.keys.get(key)!
  state.rotatedAt = clock
  m.keys.set(next!, { chain: state.chain })
  m.jar = next
}

class EmailLogin implements fc.AsyncCommand<Model, Real> {
  check = () => true
  async run(m: Model, r: Real) {
    const fields = { email: 'haneul@example.com', password: 'haneul1234!', device_id: 'model-device', auto_login: 1 }
    const answer = await send(r.hosts, 'emailLogin', await signed('emailLogin', fields))
    expect(answer.body.retval).toBe(ResultCode.success)
    const key = keyOf(answer)!
    expect(m.keys.has(key)).toBe(false)
    m.keys.set(key, { chain: key })
    m.jar = key
  }
  toString = () => 'emailLogin'
}

class AutoLogin implements fc.AsyncCommand<Model, Real> {
  /** pick: which key the browser sends: its own, or (QA, by hand) an older one or the seed key. */
  constructor(readonly pick: number) {}
  check = () => true
  async run(m: Model, r: Real) {
    const known = [...(m.jar ? [m.jar] : []), ...m.keys.keys(), SEED]
    const key = known[this.pick % known.length]!
    const expected = expectation(m, key)
    settle(m, key, await serviceLogin(r.hosts, key), expected)
  }
  toString = () => `autoLogin(${this.pick})`
}

class TwoTabs implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.jar !== undefined
  async run(m: Model, r: Real) {
    const key = m.jar!
    const expected = expectation(m, key)
    const answers = await Promise.all([serviceLogin(r.hosts, key), serviceLogin(r.hosts, key)])
    if (expected !== 'rotates') return answers.forEach((a) => settle(m, key, a, expected))
    // Both tabs open the member's session; exactly one of them carries the successor key.
    const [rotated, other] = keyOf(answers[0]!) ? answers : [answers[1]!, answers[0]!]
    settle(m, key, rotated!, 'rotates')
    settle(m, key, other!, 'opens')
  }
  toString = () => 'twoTabs'
}

class Logout implements fc.AsyncCommand<Model, Real> {
  check = (m: Readonly<Model>) => m.jar !== undefined
  async run(m: Model, r: Real) {
    const key = m.jar!
    const session = await guestLogin(r.hosts)
    const answer = await send(r.hosts, 'logout', await signed('logout', { s: session.s }, session.c_code), { cookie: `login_key=${key}` })
    expect(answer.body.retval).toBe(ResultCode.success)
    expect(answer.cookies.find((c) => c.startsWith('login_key='))).toMatch(/Expires=Thu, 01 Jan 1970/)
    if (key === SEED) seedRevoked = true
    const chain = m.keys.get(key)?.chain
    for (const state of m.keys.values()) if (state.chain === chain) state.revoked = true
    m.jar = undefined
    // The key just logged out opens nothing, at once.
    expect((await serviceLogin(r.hosts, key)).body.retval).toBe(ResultCode.loginError)
  }
  toString = () => 'logout'
}

class UseSeedKey implements fc.AsyncCommand<Model, Real> {
  check = () => true
  async run(m: Model) {
    m.jar = SEED
  }
  toString = () => 'cookie login_key=seed-haneul'
}

class Tick implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true
  async run() {
    clock += this.ms
  }
  toString = () => `tick(${this.ms})`
}

const commands = [
  fc.constant(new EmailLogin()),
  fc.nat(20).map((n) => new AutoLogin(n)),
  fc.constant(new TwoTabs()),
  fc.constant(new Logout()),
  fc.constant(new UseSeedKey()),
  // Around the grace: just inside, just past, well past.
  fc
    .oneof(fc.integer({ min: 0, max: ROTATION_GRACE_MS + 2_000 }), fc.constant(ROTATION_GRACE_MS), fc.constant(ROTATION_GRACE_MS + 1), fc.constant(3_600_000))
    .map((ms) => new Tick(ms)),
]

describe('remember-me keys', () => {
  it('open a session only as the newest key of a chain not logged out, or within the grace after a rotation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
        await fc.asyncModelRun(() => ({ model: { jar: undefined, keys: new Map() }, real: { hosts: running.hosts } }), cmds)
      }),
      { numRuns: 40 },
    )
  }, 120_000)
})
