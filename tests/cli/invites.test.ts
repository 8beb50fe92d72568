import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalInviteCode } from '../../cli/hosts/auth/invites.ts'
import { ADMIN_SECRET_HEADER, type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { inviteCodeOf } from '../../core/app/inviteLink.ts'
import { type BrowseSession, guestSession, keyedSession, memberSession } from './browseHelpers.ts'
import { signUpSession } from './hostsHelpers.ts'

/**
 * Invites (docs/decisions/1451) over real HTTP: a code applied at sign-up (the call's field, else
 * the invitation link's cookie) or from /event/invitePopup's inviteApply; -118 while the event is
 * stopped, -120 for no member's code, -11919 for a device or an account that used one.
 */
let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 1_000, print: () => {} })
}, 60_000)
afterAll(() => running.close())

let nextDevice = 0
/** A browser that has not signed anyone up yet. */
const newDevice = () => `test-device-${(nextDevice += 1)}`
let nextEmail = 0
const email = () => `invited${(nextEmail += 1)}@example.com`

const info = async (session: BrowseSession) => (await session.call('inviteInfo')).body
const joined = async (fields: Record<string, string>, cookie: string) =>
  keyedSession(running.hosts, 'new member', await signUpSession(running.hosts, { email: email(), ...fields }, cookie))

/** The invite switch on the admin endpoint, as QA would flip it with curl. */
const stopInvites = async (stopped: boolean) => {
  const res = await fetch(`${running.hosts.web}/__admin/invites`, {
    method: 'POST',
    headers: { [ADMIN_SECRET_HEADER]: running.adminSecret, 'Content-Type': 'application/json' },
    body: JSON.stringify({ stopped }),
  })
  expect((await res.json()).output).toEqual({ stopped })
}

describe('at sign-up', () => {
  it("uses the signUp call's invite_code: the new member shows whose code, the inviter counts one more", async () => {
    const minji = await memberSession(running.hosts, 'seed-minji')
    const before = (await info(minji)).output.invited_count
    const member = await joined({ invite_code: 'minji7' }, `device_id=${newDevice()}`)
    expect((await info(member)).output).toMatchObject({ used_code: 'MINJI7', open: 1 })
    expect((await info(minji)).output).toMatchObject({ invite_code: 'MINJI7', invited_count: before + 1 })
  })

  it('uses the code the invitation link left in the invite_code cookie when the call names none', async () => {
    const member = await joined({}, `device_id=${newDevice()}; invite_code=SEOYEON3`)
    expect((await info(member)).output.used_code).toBe('SEOYEON3')
  })

  it('a second sign-up on the same device is not invited, and its inviteApply answers -11919', async () => {
    const device = newDevice()
    const first = await joined({}, `device_id=${device}; invite_code=MINJI7`)
    expect((await info(first)).output.used_code).toBe('MINJI7')
    const second = await joined({}, `device_id=${device}; invite_code=MINJI7`)
    expect((await info(second)).output.used_code).toBeNull()
    expect((await second.call('inviteApply', { invite_code: 'MINJI7' })).body.retval).toBe(ResultCode.inviteAlreadyUsedSameDevice)
  })

  it("still makes the account when the code is no one's", async () => {
    const member = await joined({ invite_code: 'NOSUCH99' }, `device_id=${newDevice()}`)
    expect((await info(member)).output).toMatchObject({ used_code: null, invited_count: 0 })
  })
})

describe('inviteApply and inviteInfo', () => {
  it('gives every member a code of their own, the same on every ask', async () => {
    const member = await joined({}, `device_id=${newDevice()}`)
    const code = (await info(member)).output.invite_code
    expect(code).toMatch(/^[A-Z2-9]{8}$/)
    expect((await info(member)).output.invite_code).toBe(code)
  })

  it('uses a code once per account: -11919 for a second, even from a new device', async () => {
    const member = await joined({}, `device_id=${newDevice()}`)
    expect((await member.call('inviteApply', { invite_code: ' seoyeon3 ' })).body).toEqual({ retval: 0, output: { used_code: 'SEOYEON3' } })
    expect((await member.call('inviteApply', { invite_code: 'MINJI7' })).body.retval).toBe(ResultCode.inviteAlreadyUsedSameDevice)
  })

  it("answers -120 to one's own code and to a guest's -109", async () => {
    const member = await joined({}, `device_id=${newDevice()}`)
    const own = (await info(member)).output.invite_code
    expect((await member.call('inviteApply', { invite_code: own })).body.retval).toBe(ResultCode.inviteNotFound)
    const guest = await guestSession(running.hosts)
    expect((await guest.call('inviteInfo')).body.retval).toBe(ResultCode.loginRequired)
    expect((await guest.call('inviteApply', { invite_code: 'MINJI7' })).body.retval).toBe(ResultCode.loginRequired)
  })

  it('answers -118 while the invite event is stopped, at sign-up too, and takes codes again once it runs', async () => {
    const member = await joined({}, `device_id=${newDevice()}`)
    await stopInvites(true)
    try {
      expect((await info(member)).output.open).toBe(0)
      expect((await member.call('inviteApply', { invite_code: 'MINJI7' })).body.retval).toBe(ResultCode.inviteUseStopped)
      const late = await joined({ invite_code: 'MINJI7' }, `device_id=${newDevice()}`)
      expect((await info(late)).output.used_code).toBeNull()
    } finally {
      await stopInvites(false)
    }
    expect((await member.call('inviteApply', { invite_code: 'MINJI7' })).body.retval).toBe(ResultCode.success)
  })

  it('answers -120 to any code no member has, and keeps nothing', async () => {
    const member = await joined({}, `device_id=${newDevice()}`)
    const known = new Set(['MINJI7', 'SEOYEON3'])
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 12 }).filter((code) => !known.has(normalInviteCode(code)) && code.trim() !== ''),
        async (code) => {
          expect((await member.call('inviteApply', { invite_code: code })).body.retval, JSON.stringify(code)).toBe(ResultCode.inviteNotFound)
        },
      ),
      { numRuns: 40 },
    )
    expect((await info(member)).output.used_code).toBeNull()
  })
})

describe('the invitation link', () => {
  it('carries a code in ?invite= on any page; anything else is no code', () => {
    expect(inviteCodeOf('/?invite=minji7')).toBe('MINJI7')
    expect(inviteCodeOf('/contents/t0001?x=1&invite=SEOYEON3#top')).toBe('SEOYEON3')
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const code = inviteCodeOf(`/?${new URLSearchParams({ invite: value })}`)
        expect(code === undefined || (/^[A-Z0-9]{4,16}$/.test(code) && code === value.trim().toUpperCase())).toBe(true)
      }),
    )
  })
})
