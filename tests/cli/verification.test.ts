import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../../cli/hosts/locks/limits.logic.ts'
import { ADULT_VERIFICATION_MS, seedAccounts } from '../../cli/hosts/auth/accounts.ts'
import { isAdultAt } from '../../cli/hosts/browse/adult.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { lastCode, testClock, verify } from './adultHelpers.ts'
import { passwordSession } from './browseHelpers.ts'
import { send, signed } from './hostsHelpers.ts'

/**
 * Staying verified (docs/decisions/1450): adultVerify verifies the account for a year, so every
 * session of the member, now and after new logins, is verified until the year is over; /cert's
 * answers tell someone under 19 from a wrong code.
 */
const clock = testClock(Date.UTC(2026, 0, 15, 3, 0, 0))
const printed: string[] = []
let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 1_000, print: (line) => void printed.push(line), now: clock.now })
}, 60_000)
afterAll(() => running.close())

const haneul = seedAccounts.find((a) => a.id === 'haneul')!
const adultUrl = 'qa-adult'
const form = { name: '최하늘', birth_date: '1995-03-01', phone: '01012345678' }

/** emailLogin's answer for haneul: the login answer's adult_flag is the account's. */
const loginFlag = async (): Promise<string> =>
  (await send(running.hosts, 'emailLogin', await signed('emailLogin', { email: haneul.email, password: haneul.password, device_id: '', auto_login: 0 }))).body
    .output.adult_flag

describe('adult verification of the account', () => {
  it('holds in other sessions and new logins for a year, and lapses when the year is over', async () => {
    const first = await passwordSession(running.hosts, haneul.email, haneul.password, false)
    const other = await passwordSession(running.hosts, haneul.email, haneul.password, false)
    expect(await loginFlag()).toBe('N')
    expect((await other.call('contentDetail', { movie_url: adultUrl })).body.retval).toBe(ResultCode.adultVerificationRequired)
    await verify(first, lastCode(printed))
    // A session opened before the verification reads it at its next call; a new login answers Y.
    expect((await other.call('contentDetail', { movie_url: adultUrl })).body.retval).toBe(ResultCode.success)
    expect(await loginFlag()).toBe('Y')

    clock.advance(ADULT_VERIFICATION_MS - 1)
    const late = await passwordSession(running.hosts, haneul.email, haneul.password, true)
    expect((await late.call('contentDetail', { movie_url: adultUrl })).body.retval).toBe(ResultCode.success)
    clock.advance(1)
    expect((await late.call('contentDetail', { movie_url: adultUrl })).body.retval).toBe(ResultCode.adultVerificationRequired)
    expect(await loginFlag()).toBe('N')
    // Verifying again starts a new year.
    await verify(late, lastCode(printed))
    expect(await loginFlag()).toBe('Y')
  })
})

describe('/cert answers', () => {
  // A few codes an hour per account (docs/decisions/1831): each case asks in an hour of its own, in a new session.
  beforeEach(() => clock.advance(DEFAULT_LIMITS.adultCodes.quietMs))

  it('answers -1450 exactly when the birth date is someone under 19, never the wrong-code answer', async () => {
    const birth = fc.date({ min: new Date(Date.UTC(1930, 0, 1)), max: new Date(clock.now()), noInvalidDate: true })
    await fc.assert(
      fc.asyncProperty(birth, async (date) => {
        clock.advance(DEFAULT_LIMITS.adultCodes.quietMs)
        const member = await passwordSession(running.hosts, haneul.email, haneul.password, false)
        const today = clock.now()
        const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
        const answer = await member.call('adultCertRequest', { ...form, birth_date: day.toISOString().slice(0, 10).replaceAll('-', '') })
        expect(answer.body.retval, day.toISOString()).toBe(isAdultAt(day, today) ? ResultCode.success : ResultCode.adultUnderAge)
      }),
      { numRuns: 60 },
    )
  })

  it('the 19th birthday is the first day: the day before is under age', async () => {
    const member = await passwordSession(running.hosts, haneul.email, haneul.password, false)
    const today = new Date(clock.now())
    const born = (days: number) => new Date(Date.UTC(today.getUTCFullYear() - 19, today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10)
    expect((await member.call('adultCertRequest', { ...form, birth_date: born(0) })).body.retval).toBe(ResultCode.success)
    expect((await member.call('adultCertRequest', { ...form, birth_date: born(1) })).body.retval).toBe(ResultCode.adultUnderAge)
  })

  it('a wrong code and an expired code answer -1451, unlike an under-age birth date', async () => {
    const member = await passwordSession(running.hosts, haneul.email, haneul.password, false)
    expect((await member.call('adultCertRequest', form)).body.retval).toBe(ResultCode.success)
    const code = lastCode(printed)()
    const wrong = code === '123456' ? '654321' : '123456'
    expect((await member.call('adultVerify', { ...form, cert_code: wrong })).body.retval).toBe(ResultCode.adultCertCodeInvalid)
    clock.advance(180_000)
    expect((await member.call('adultVerify', { ...form, cert_code: code })).body.retval).toBe(ResultCode.adultCertCodeInvalid)
  })
})
