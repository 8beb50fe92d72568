import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { signUpProblem } from '../../web/routes/register/signUpProblem.ts'
import { send, signed } from './hostsHelpers.ts'

/**
 * The sign-up form and the auth host judge a new account alike (both read
 * core/contract/accountRules.ts): over HTTP, the host refuses (-11, or -10 for an empty field) exactly
 * what the form would not send, and makes every account the form would.
 */
let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0, print: () => {} })
}, 60_000)
afterAll(() => running.close())

let made = 0
let joined = 0
const password = fc.oneof(
  { arbitrary: fc.constantFrom('join1234!', 'Zz9-zz9-zz', '비번은join1234!'), weight: 3 },
  fc.stringMatching(/^[A-Za-z0-9!@#$%^&* ]{0,20}$/),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('join 1234!', 'joinjoin!', '12345678!'),
)
const name = fc.oneof(fc.string({ maxLength: 24 }), fc.constantFrom('새회원', ' ', '가'.repeat(21)))
const email = fc.oneof({ arbitrary: fc.emailAddress(), weight: 3 }, fc.string({ maxLength: 16 }), fc.constantFrom('a@b', 'a b@example.com', '@example.com'))

describe('sign-up rules: the form and the host', () => {
  it('the host refuses exactly what the form would not send, and makes every account it would', async () => {
    await fc.assert(
      fc.asyncProperty(email, password, name, async (e, p, n) => {
        made += 1
        // A fresh address per run (so no -201), kept valid or invalid as generated.
        const address = e.includes('@') ? `n${made}${e}` : e
        const form = new FormData()
        for (const [k, v] of Object.entries({ email: address, password: p, password_confirm: p, name: n, agree_terms: 'on', agree_privacy: 'on' }))
          form.set(k, v)
        const fields = { email: address, password: p, name: n, agree_terms: 1, agree_privacy: 1, device_id: `device-${made}`, auto_login: 0 }
        const answer = await send(running.hosts, 'signUp', await signed('signUp', fields))
        const formSends = signUpProblem(form) === null
        // An empty required field is -10 before any rule is read; a broken rule -11.
        const refused: number[] = [ResultCode.requiredParameterMissing, ResultCode.parameterInvalid]
        if (formSends) joined += 1
        if (formSends) expect(answer.body.retval, JSON.stringify(fields)).toBe(ResultCode.success)
        else expect(refused, JSON.stringify(fields)).toContain(answer.body.retval)
      }),
      { numRuns: 60 },
    )
    // The runs made accounts too, not only refusals.
    expect(joined).toBeGreaterThan(0)
  }, 120_000)
})
