import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DeviceType, ResultCode } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { asGuest } from './accountHelpers.ts'
import { TOLD_FOR_MS } from '../../cli/hosts/auth/loginKeys.ts'
import { type Device, agents, autoLoginOn, signInOn } from './devicesHelpers.ts'
import { send, signed } from './hostsHelpers.ts'

/** Devices that are true (docs/decisions/1810): one session a device, the limit, signing a device out, over real HTTP. */
let running: RunningHosts
let clock = Date.parse('2026-03-01T00:00:00Z')
beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 2, now: () => clock, print: () => {} })
}, 60_000)
afterAll(() => running.close())
beforeEach(() => {
  clock += 1_000
})

let made = 0
const newAccount = async (): Promise<{ email: string; password: string }> => {
  made += 1
  const email = `device${made}@example.com`
  const password = 'device1234!'
  const answer = await asGuest(running.hosts, 'signUp', { email, password, name: `기기${made}`, agree_terms: 1, agree_privacy: 1, device_id: `maker-${made}` })
  expect(answer.body.retval).toBe(ResultCode.success)
  return { email, password }
}

const devicesOf = async (device: Device) => {
  const answer = await device.call('accountInfo')
  expect(answer.body.retval).toBe(ResultCode.success)
  return answer.body.output.sessions as { device_id: string; current: 0 | 1; device_type: number; device_name: string; last_seen: string }[]
}

describe('one session per device', () => {
  it('a page load of a kept sign-in joins the device session: one device listed, the first tab still works', async () => {
    const account = await newAccount()
    const first = await signInOn(running.hosts, account.email, account.password, 'pc-1')
    const reload = await autoLoginOn(running.hosts, first.loginKey, 'pc-1')
    if (typeof reload === 'number') throw new Error(`reload refused ${reload}`)
    expect(reload.s).toBe(first.s)
    expect((await first.call('accountInfo')).body.retval).toBe(ResultCode.success)
    const devices = await devicesOf(reload)
    expect(devices).toHaveLength(1)
    expect(devices[0]).toMatchObject({ device_id: 'pc-1', current: 1, device_type: DeviceType.web, device_name: 'Chrome · Linux' })
  })

  it("a device's login to another account replaces its own old session, not another device's", async () => {
    const one = await newAccount()
    const two = await newAccount()
    const other = await signInOn(running.hosts, one.email, one.password, 'pc-other')
    const here = await signInOn(running.hosts, one.email, one.password, 'pc-here')
    await signInOn(running.hosts, two.email, two.password, 'pc-here')
    expect((await here.call('accountInfo')).body.retval).toBe(ResultCode.tokenInvalid)
    expect((await devicesOf(other)).map((d) => d.device_id)).toEqual(['pc-other'])
  })

  it('names each device by its kind and browser, and tells which is this one', async () => {
    const account = await newAccount()
    const phone = await signInOn(running.hosts, account.email, account.password, 'phone-1', agents.safariIphone)
    const pc = await signInOn(running.hosts, account.email, account.password, 'pc-2', agents.firefoxWindows)
    expect(await devicesOf(pc)).toEqual([
      expect.objectContaining({ device_id: 'phone-1', current: 0, device_type: DeviceType.mobileWeb, device_name: 'Safari · iOS' }),
      expect.objectContaining({ device_id: 'pc-2', current: 1, device_type: DeviceType.web, device_name: 'Firefox · Windows' }),
    ])
    expect((await devicesOf(phone)).map((d) => d.current)).toEqual([1, 0])
  })
})

describe('the device limit', () => {
  it('signs out only the device signed in longest ago, and only past the limit; it says why and its key stays out', async () => {
    const account = await newAccount()
    const a = await signInOn(running.hosts, account.email, account.password, 'limit-a')
    const b = await signInOn(running.hosts, account.email, account.password, 'limit-b')
    // Two devices, reloaded as often as they like, are within a limit of two.
    for (const device of [a, b]) expect(typeof (await autoLoginOn(running.hosts, device.loginKey, device.deviceId))).toBe('object')
    expect((await a.call('accountInfo')).body.retval).toBe(ResultCode.success)
    const c = await signInOn(running.hosts, account.email, account.password, 'limit-c')
    expect(c.loginRetval).toBe(ResultCode.multiSessionLimitExceeded)
    expect((await a.call('accountInfo')).body.retval).toBe(ResultCode.multiSessionLimitExceeded)
    expect((await b.call('accountInfo')).body.retval).toBe(ResultCode.success)
    // The signed-out device's kept key does not sign it back in, so it pushes no one out again.
    expect(await autoLoginOn(running.hosts, a.loginKey, 'limit-a')).toBe(ResultCode.signedOutElsewhere)
    expect((await devicesOf(c)).map((d) => d.device_id)).toEqual(['limit-b', 'limit-c'])
  })
})

describe('signing a device out', () => {
  it('deviceLogout ends that device (its next request: -1810) and its kept key; the others stay', async () => {
    const account = await newAccount()
    const phone = await signInOn(running.hosts, account.email, account.password, 'out-phone', agents.safariIphone)
    const pc = await signInOn(running.hosts, account.email, account.password, 'out-pc')
    expect((await pc.call('deviceLogout', { device_id: 'out-phone' })).body.retval).toBe(ResultCode.success)
    expect((await phone.call('accountInfo')).body.retval).toBe(ResultCode.signedOutElsewhere)
    expect(await autoLoginOn(running.hosts, phone.loginKey, 'out-phone')).toBe(ResultCode.signedOutElsewhere)
    expect((await devicesOf(pc)).map((d) => d.device_id)).toEqual(['out-pc'])
    expect((await pc.call('deviceLogout', { device_id: 'out-phone' })).body.retval).toBe(ResultCode.dataNotFound)
    expect((await pc.call('deviceLogout', { device_id: 'out-pc' })).body.retval).toBe(ResultCode.parameterInvalid)
  })

  it('이 기기 외 모두 로그아웃 signs the others out with the same reason', async () => {
    const account = await newAccount()
    const other = await signInOn(running.hosts, account.email, account.password, 'all-other')
    const here = await signInOn(running.hosts, account.email, account.password, 'all-here')
    expect((await here.call('endOtherSessions')).body).toEqual({ retval: 0, output: { ended_sessions: 1 } })
    expect((await other.call('accountInfo')).body.retval).toBe(ResultCode.signedOutElsewhere)
  })

  it('last seen moves with the device’s calls', async () => {
    const account = await newAccount()
    const pc = await signInOn(running.hosts, account.email, account.password, 'seen-pc')
    const before = (await devicesOf(pc))[0]!.last_seen
    clock += 5 * 60_000
    await pc.call('accountInfo')
    expect((await devicesOf(pc))[0]!.last_seen).not.toBe(before)
  })
})

/** A signed-out device's next page load: its kept key's automatic login says why (docs/decisions/1813). */
describe('the automatic login of a signed-out device', () => {
  const keyLogin = (loginKey: string, deviceId: string) =>
    send(running.hosts, 'serviceLogin', { auto_login: 1 }, { cookie: `login_key=${loginKey}; device_id=${deviceId}`, 'user-agent': agents.chromeLinux })

  it('past the limit: -1810 naming -113, and the key cookie cleared', async () => {
    const account = await newAccount()
    const a = await signInOn(running.hosts, account.email, account.password, 'told-a')
    await signInOn(running.hosts, account.email, account.password, 'told-b')
    await signInOn(running.hosts, account.email, account.password, 'told-c')
    const answer = await keyLogin(a.loginKey, 'told-a')
    expect(answer.body).toEqual({ retval: ResultCode.signedOutElsewhere, output: { ended_by: ResultCode.multiSessionLimitExceeded } })
    expect(answer.cookies.join('\n')).toMatch(/login_key=;.*Expires=Thu, 01 Jan 1970/)
  })

  it('signed out from another device (deviceLogout, 이 기기 외 모두 로그아웃): -1810 naming -1810', async () => {
    const account = await newAccount()
    const phone = await signInOn(running.hosts, account.email, account.password, 'told-phone')
    const tablet = await signInOn(running.hosts, account.email, account.password, 'told-tablet')
    expect((await tablet.call('deviceLogout', { device_id: 'told-phone' })).body.retval).toBe(ResultCode.success)
    expect((await keyLogin(phone.loginKey, 'told-phone')).body).toEqual({
      retval: ResultCode.signedOutElsewhere,
      output: { ended_by: ResultCode.signedOutElsewhere },
    })
    const here = await signInOn(running.hosts, account.email, account.password, 'told-here')
    expect((await here.call('endOtherSessions')).body.retval).toBe(ResultCode.success)
    expect((await keyLogin(tablet.loginKey, 'told-tablet')).body.output).toEqual({ ended_by: ResultCode.signedOutElsewhere })
  })

  it('a logout, or a sign-out long ago, is a dead key as any other: -41', async () => {
    const account = await newAccount()
    const pc = await signInOn(running.hosts, account.email, account.password, 'told-logout')
    const out = await send(running.hosts, 'logout', await signed('logout', { s: pc.s }, pc.c_code), { cookie: `login_key=${pc.loginKey}` })
    expect(out.body.retval).toBe(ResultCode.success)
    expect((await keyLogin(pc.loginKey, 'told-logout')).body).toEqual({ retval: ResultCode.loginError })
    const old = await signInOn(running.hosts, account.email, account.password, 'told-old')
    const other = await signInOn(running.hosts, account.email, account.password, 'told-other')
    expect((await other.call('deviceLogout', { device_id: 'told-old' })).body.retval).toBe(ResultCode.success)
    clock += TOLD_FOR_MS + 1
    expect((await keyLogin(old.loginKey, 'told-old')).body).toEqual({ retval: ResultCode.loginError })
  })
})
