import { Schema } from 'effect'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accountSchemas } from '../../core/api/schemas.account.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { DORMANT_AFTER_MS, TEMP_PASSWORD_MS, TEMP_PASSWORD_TRIES, dormantSeed } from '../../cli/hosts/auth/accountCare.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { asGuest, emailLogin, emailSession, lastTempPassword } from './accountHelpers.ts'
import { guestSession, memberSession } from './browseHelpers.ts'
import { serviceLogin } from './hostsHelpers.ts'
import { schemaKit } from '../../core/api/schemaKit.ts'

const { AccountInfoOutput } = accountSchemas(schemaKit)

/** The account calls over real HTTP (docs/contract.md "Account calls", docs/decisions/1440). */
let running: RunningHosts
let clock = Date.parse('2026-03-01T00:00:00Z')
const printed: string[] = []
beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 5, now: () => clock, print: (line) => void printed.push(line) })
}, 60_000)
afterAll(() => running.close())
beforeEach(() => {
  clock += 1_000
})

let made = 0
/** A new email account of its own (signUp on a device of its own), so tests do not share state. */
const newAccount = async (password = 'first1234!'): Promise<{ email: string; password: string }> => {
  made += 1
  const email = `account${made}@example.com`
  const answer = await asGuest(running.hosts, 'signUp', { email, password, name: `회원${made}`, agree_terms: 1, agree_privacy: 1, device_id: `maker-${made}` })
  expect(answer.body.retval).toBe(ResultCode.success)
  return { email, password }
}

const info = async (session: { call: (name: 'accountInfo') => Promise<{ body: { output?: unknown } }> }) =>
  Schema.decodeUnknownSync(AccountInfoOutput)((await session.call('accountInfo')).body.output)

describe('passwordResetRequest and passwordReset', () => {
  it('prints a temporary password; with it a new password replaces the old one, and the temporary one is used up', async () => {
    const account = await newAccount()
    const asked = await asGuest(running.hosts, 'passwordResetRequest', { email: ` ${account.email.toUpperCase()} ` })
    expect(asked.body).toEqual({ retval: 0, output: { expires_in: TEMP_PASSWORD_MS / 1000 } })
    const code = lastTempPassword(printed, account.email)
    expect(code).toMatch(/^[A-Za-z0-9]{10}$/)
    const reset = { email: account.email, temp_password: code, new_password: 'second1234!' }
    expect((await asGuest(running.hosts, 'passwordReset', reset)).body.retval).toBe(ResultCode.success)
    expect((await emailLogin(running.hosts, account.email, 'second1234!')).body.retval).toBe(ResultCode.success)
    expect((await emailLogin(running.hosts, account.email, account.password)).body.retval).toBe(ResultCode.wrongPassword)
    expect((await asGuest(running.hosts, 'passwordReset', { ...reset, new_password: 'third1234!' })).body.retval).toBe(ResultCode.temporaryPasswordExpired)
  })

  it('ends every session and remember-me key of the account', async () => {
    const account = await newAccount()
    const phone = await emailSession(running.hosts, account.email, account.password, 'phone-reset')
    await asGuest(running.hosts, 'passwordResetRequest', { email: account.email })
    const reset = { email: account.email, temp_password: lastTempPassword(printed, account.email), new_password: 'second1234!' }
    expect((await asGuest(running.hosts, 'passwordReset', reset)).body.retval).toBe(ResultCode.success)
    expect((await phone.call('accountInfo')).body.retval).toBe(ResultCode.tokenInvalid)
    expect((await serviceLogin(running.hosts, phone.loginKey)).body.retval).toBe(ResultCode.loginError)
  })

  it("answers an email no account has as it answers a member's: nothing tells who is a member", async () => {
    const known = await newAccount()
    const asked = (email: string) => asGuest(running.hosts, 'passwordResetRequest', { email })
    expect((await asked('nobody@example.com')).body).toEqual((await asked(known.email)).body)
    const reset = (email: string) => asGuest(running.hosts, 'passwordReset', { email, temp_password: 'abcdefghij', new_password: 'second1234!' })
    expect((await reset('nobody@example.com')).body).toEqual((await reset(known.email)).body)
  })

  it('answers -104 for a wrong temporary password and -106 once it expired, was never asked for, or was missed too often', async () => {
    const account = await newAccount()
    const reset = (temp_password: string) => asGuest(running.hosts, 'passwordReset', { email: account.email, temp_password, new_password: 'second1234!' })
    expect((await reset('abcdefghij')).body.retval).toBe(ResultCode.temporaryPasswordExpired)
    await asGuest(running.hosts, 'passwordResetRequest', { email: account.email })
    const code = lastTempPassword(printed, account.email)
    for (let n = 1; n < TEMP_PASSWORD_TRIES; n += 1) expect((await reset('wrongwrong')).body.retval).toBe(ResultCode.wrongPassword)
    expect((await reset('wrongwrong')).body.retval).toBe(ResultCode.wrongPassword)
    expect((await reset(code)).body.retval).toBe(ResultCode.temporaryPasswordExpired)
    await asGuest(running.hosts, 'passwordResetRequest', { email: account.email })
    const later = lastTempPassword(printed, account.email)
    clock += TEMP_PASSWORD_MS
    expect((await reset(later)).body.retval).toBe(ResultCode.temporaryPasswordExpired)
    expect((await emailLogin(running.hosts, account.email, account.password)).body.retval).toBe(ResultCode.success)
  })

  it('answers -11 for a new password against the rules, and the temporary one still holds', async () => {
    const account = await newAccount()
    await asGuest(running.hosts, 'passwordResetRequest', { email: account.email })
    const code = lastTempPassword(printed, account.email)
    expect((await asGuest(running.hosts, 'passwordReset', { email: account.email, temp_password: code, new_password: 'short' })).body.retval).toBe(
      ResultCode.parameterInvalid,
    )
    expect((await asGuest(running.hosts, 'passwordReset', { email: account.email, temp_password: code, new_password: 'second1234!' })).body.retval).toBe(
      ResultCode.success,
    )
  })
})

describe('dormant accounts and reactivate', () => {
  it('the dormant seed answers -125 with the right password (-104 with a wrong one); reactivate wakes it and emailLogin succeeds', async () => {
    expect((await emailLogin(running.hosts, dormantSeed.email, 'wrong1234!')).body.retval).toBe(ResultCode.wrongPassword)
    expect((await emailLogin(running.hosts, dormantSeed.email, dormantSeed.password)).body.retval).toBe(ResultCode.dormantAccount)
    expect((await asGuest(running.hosts, 'reactivate', { email: dormantSeed.email, password: 'wrong1234!' })).body.retval).toBe(ResultCode.wrongPassword)
    expect((await asGuest(running.hosts, 'reactivate', { email: 'nobody@example.com', password: 'x' })).body.retval).toBe(ResultCode.wrongPassword)
    expect((await emailLogin(running.hosts, dormantSeed.email, dormantSeed.password)).body.retval).toBe(ResultCode.dormantAccount)
    expect((await asGuest(running.hosts, 'reactivate', { email: dormantSeed.email, password: dormantSeed.password })).body.retval).toBe(ResultCode.success)
    expect((await emailLogin(running.hosts, dormantSeed.email, dormantSeed.password)).body.retval).toBe(ResultCode.success)
  })

  it('an account not logged in for a year is dormant; a day less is not', async () => {
    const early = await newAccount()
    const late = await newAccount()
    clock += DORMANT_AFTER_MS - 24 * 3_600_000
    expect((await emailLogin(running.hosts, early.email, early.password)).body.retval).toBe(ResultCode.success)
    clock += 24 * 3_600_000
    expect((await emailLogin(running.hosts, late.email, late.password)).body.retval).toBe(ResultCode.dormantAccount)
    expect((await emailLogin(running.hosts, early.email, early.password)).body.retval).toBe(ResultCode.success)
  })
})

describe('accountInfo', () => {
  it('is refused to a guest (-109)', async () => {
    expect((await (await guestSession(running.hosts)).call('accountInfo')).body.retval).toBe(ResultCode.loginRequired)
  })

  it('lists the account, its devices (this one marked), the limit and what it holds', async () => {
    const account = await newAccount()
    const phone = await emailSession(running.hosts, account.email, account.password, 'phone-info')
    const laptop = await emailSession(running.hosts, account.email, account.password, 'laptop-info')
    expect((await laptop.call('savePosition', { movie_url: 'qa-free', position: 30, duration: 600 })).body.retval).toBe(ResultCode.success)
    expect((await laptop.call('saveVideo', { movie_url: 'qa-free' })).body.retval).toBe(ResultCode.success)
    const seen = await info(laptop)
    expect(seen).toMatchObject({ email: account.email, account_type: 1, has_password: 1, profile_picture: 0, social_links: [], session_limit: 5 })
    expect(seen.sessions.map((s) => [s.device_id, s.current])).toEqual([
      ['phone-info', 0],
      ['laptop-info', 1],
    ])
    expect(seen.holdings).toEqual({ currency: 0, items: 0, watched: 1, saved_videos: 1, saved_clips: 0 })
    expect((await info(phone)).sessions.map((s) => s.current)).toEqual([1, 0])
  })
})

describe('profileUpdate', () => {
  it('changes the name and picture; the next login answers them', async () => {
    const account = await newAccount()
    const phone = await emailSession(running.hosts, account.email, account.password, 'phone-profile')
    const changed = await phone.call('profileUpdate', { name: ' 새이름 ', profile_picture: 3 })
    const before = await info(phone)
    expect(changed.body).toEqual({ retval: 0, output: { nickname: '새이름', profile_img: before.profile_pictures[3] } })
    expect(before).toMatchObject({ name: '새이름', profile_picture: 3, profile_img: before.profile_pictures[3] })
    const login = await emailLogin(running.hosts, account.email, account.password)
    expect(login.body.output.profile_img).toBe(before.profile_pictures[3])
    // Only the name: the picture stays.
    expect((await phone.call('profileUpdate', { name: '또다른' })).body.output.profile_img).toBe(before.profile_pictures[3])
  })

  it('answers -11 for a name against the rules or a picture out of range, and changes nothing', async () => {
    const account = await newAccount()
    const phone = await emailSession(running.hosts, account.email, account.password, 'phone-profile-bad')
    expect((await phone.call('profileUpdate', { name: '가'.repeat(21) })).body.retval).toBe(ResultCode.parameterInvalid)
    expect((await phone.call('profileUpdate', { profile_picture: 99 })).body.retval).toBe(ResultCode.parameterInvalid)
    expect((await phone.call('profileUpdate', { profile_picture: 1.5 })).body.retval).toBe(ResultCode.parameterInvalid)
    expect(await info(phone)).toMatchObject({ name: `회원${made}`, profile_picture: 0 })
  })
})

describe('passwordChange', () => {
  it('answers -104 for a wrong current password and -11 for a new one against the rules; the old password still logs in', async () => {
    const account = await newAccount()
    const phone = await emailSession(running.hosts, account.email, account.password, 'phone-change-bad')
    expect((await phone.call('passwordChange', { password: 'wrong1234!', new_password: 'second1234!' })).body.retval).toBe(ResultCode.wrongPassword)
    expect((await phone.call('passwordChange', { password: account.password, new_password: 'short' })).body.retval).toBe(ResultCode.parameterInvalid)
    expect((await emailLogin(running.hosts, account.email, account.password)).body.retval).toBe(ResultCode.success)
  })

  it("sets the new password and ends the other sessions and devices' keys, not this one", async () => {
    const account = await newAccount()
    const phone = await emailSession(running.hosts, account.email, account.password, 'phone-change')
    const laptop = await emailSession(running.hosts, account.email, account.password, 'laptop-change')
    const changed = await phone.call('passwordChange', { password: account.password, new_password: 'second1234!' })
    expect(changed.body.retval).toBe(ResultCode.success)
    expect(changed.body.output.ended_sessions).toBe(1)
    // The laptop is told why at its next call (docs/decisions/1810).
    expect((await laptop.call('accountInfo')).body.retval).toBe(ResultCode.signedOutElsewhere)
    // Its kept key says why too, once, rather than a bare refusal (docs/decisions/1813).
    expect((await serviceLogin(running.hosts, laptop.loginKey)).body.retval).toBe(ResultCode.signedOutElsewhere)
    expect((await phone.call('accountInfo')).body.retval).toBe(ResultCode.success)
    expect((await serviceLogin(running.hosts, phone.loginKey)).body.retval).toBe(ResultCode.success)
    expect((await emailLogin(running.hosts, account.email, 'second1234!')).body.retval).toBe(ResultCode.success)
    expect((await emailLogin(running.hosts, account.email, account.password)).body.retval).toBe(ResultCode.wrongPassword)
  })
})

describe('endOtherSessions', () => {
  it("ends every other session and revokes the other devices' keys; this one goes on", async () => {
    const account = await newAccount()
    const phone = await emailSession(running.hosts, account.email, account.password, 'phone-end')
    const laptop = await emailSession(running.hosts, account.email, account.password, 'laptop-end')
    const tablet = await emailSession(running.hosts, account.email, account.password, 'tablet-end')
    expect((await laptop.call('endOtherSessions')).body).toEqual({ retval: 0, output: { ended_sessions: 2 } })
    for (const other of [phone, tablet]) {
      expect((await other.call('accountInfo')).body.retval, other.deviceId).toBe(ResultCode.signedOutElsewhere)
      expect((await serviceLogin(running.hosts, other.loginKey)).body.retval, other.deviceId).toBe(ResultCode.signedOutElsewhere)
    }
    expect((await info(laptop)).sessions.map((s) => [s.device_id, s.current])).toEqual([['laptop-end', 1]])
    expect((await serviceLogin(running.hosts, laptop.loginKey)).body.retval).toBe(ResultCode.success)
  })

  it('is refused to a guest (-109)', async () => {
    expect((await (await guestSession(running.hosts)).call('endOtherSessions')).body.retval).toBe(ResultCode.loginRequired)
  })
})

describe('unregister', () => {
  it('anonymises the account: sessions and keys end, the old login answers -104 as an unknown email does, and the email may sign up again with nothing of the old account', async () => {
    const account = await newAccount()
    const phone = await emailSession(running.hosts, account.email, account.password, 'phone-leave')
    const laptop = await emailSession(running.hosts, account.email, account.password, 'laptop-leave')
    expect((await laptop.call('saveVideo', { movie_url: 'qa-free' })).body.retval).toBe(ResultCode.success)
    expect((await laptop.call('tasteSet', { tag_urls: 'action,romance,comedy' })).body.retval).toBe(ResultCode.success)
    const left = await phone.call('unregister')
    expect(left.body).toEqual({ retval: 0, output: {} })
    expect(left.cookies.some((c) => /^login_key=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true)
    for (const session of [phone, laptop]) expect((await session.call('accountInfo')).body.retval).toBe(ResultCode.tokenInvalid)
    // The account is gone: its keys open nothing and name no reason.
    expect((await serviceLogin(running.hosts, laptop.loginKey)).body.retval).toBe(ResultCode.loginError)
    expect((await emailLogin(running.hosts, account.email, account.password)).body.retval).toBe(ResultCode.wrongPassword)
    expect((await asGuest(running.hosts, 'passwordResetRequest', { email: account.email })).body.output).toEqual({ expires_in: TEMP_PASSWORD_MS / 1000 })
    const again = await asGuest(running.hosts, 'signUp', {
      email: account.email,
      password: 'again1234!',
      name: '다시',
      agree_terms: 1,
      agree_privacy: 1,
      device_id: 'again-leave',
    })
    expect(again.body.retval).toBe(ResultCode.success)
    const fresh = await emailSession(running.hosts, account.email, 'again1234!', 'again-leave')
    expect((await info(fresh)).holdings).toEqual({ currency: 0, items: 0, watched: 0, saved_videos: 0, saved_clips: 0 })
    expect((await fresh.call('tasteGet')).body.output.tag_urls ?? []).toEqual([])
  })

  it('is refused to a guest (-109); a seed member still signs in after another account left', async () => {
    expect((await (await guestSession(running.hosts)).call('unregister')).body.retval).toBe(ResultCode.loginRequired)
    expect((await memberSession(running.hosts, 'seed-haneul')).s).toBeTruthy()
  })
})
