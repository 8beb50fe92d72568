import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GUEST_SCREENS, ResultCode, STREAM_LAPSE_MS, screensFor } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { type Device, autoLoginOn } from './devicesHelpers.ts'
import { send, signed } from './hostsHelpers.ts'

/** Streams counted by plan (docs/decisions/1811): playInfo starts one, beats keep it, -111 past the plan, take-over, over real HTTP. */
let running: RunningHosts
let clock = Date.now()
beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 100, now: () => clock, print: () => {} })
}, 60_000)
afterAll(() => running.close())
beforeEach(() => {
  // Whatever an earlier test left playing has lapsed.
  clock += 10 * STREAM_LAPSE_MS
})

let devices = 0
/** A seed member's page load on a device of its own. */
const on = async (key: string): Promise<Device> => {
  devices += 1
  const device = await autoLoginOn(running.hosts, key, `${key}-screen-${devices}`)
  if (typeof device === 'number') throw new Error(`${key}: ${device}`)
  return device
}
const play = (device: Device, movieUrl = 'qa-free') => device.call('playInfo', { movie_url: movieUrl })
const beat = (device: Device, id: string) => device.call('streamBeat', { stream_id: id })

describe('the plan table', () => {
  it('guest 1, a member without a pass 1, the premium month 2', () => {
    expect(GUEST_SCREENS).toBe(1)
    expect(screensFor({ member: true, passes: [] })).toBe(1)
    expect(screensFor({ member: true, passes: ['premium-month', 'skytv-month'] })).toBe(2)
  })
})

describe('streams', () => {
  it('minji plays on two screens; the third is refused with -111 and the devices watching, and takes over the oldest', async () => {
    const [one, two, three] = [await on('seed-minji'), await on('seed-minji'), await on('seed-minji')]
    const first = await play(one)
    expect(first.body.retval).toBe(ResultCode.success)
    expect(first.body.output.stream_id).toEqual(expect.any(String))
    expect((await play(two, 'qa-paid')).body.retval).toBe(ResultCode.success)
    const refused = await play(three)
    expect(refused.body.retval).toBe(ResultCode.playbackCountLimitExceeded)
    expect(refused.body.output).toEqual({
      screens: 2,
      watching: [
        expect.objectContaining({ device_id: one.deviceId, device_name: 'Chrome · Linux', movie_url: 'qa-free', current: 0 }),
        expect.objectContaining({ device_id: two.deviceId, movie_url: 'qa-paid', current: 0 }),
      ],
    })
    const taken = await three.call('streamTakeover')
    expect(taken.body.output.watching.map((w: { device_id: string }) => w.device_id)).toEqual([two.deviceId])
    expect((await play(three)).body.retval).toBe(ResultCode.success)
    // The oldest stream's player learns at its next beat.
    expect((await beat(one, first.body.output.stream_id)).body.retval).toBe(ResultCode.streamEnded)
  })

  it('a missed heartbeat ends the stream within a minute; beats keep it alive', async () => {
    const [one, two] = [await on('seed-haneul'), await on('seed-haneul')]
    const id = (await play(one)).body.output.stream_id as string
    for (let n = 0; n < 4; n += 1) {
      clock += STREAM_LAPSE_MS - 5_000
      expect((await beat(one, id)).body.retval).toBe(ResultCode.success)
      expect((await play(two)).body.retval).toBe(ResultCode.playbackCountLimitExceeded)
    }
    clock += 60_000
    expect((await play(two)).body.retval).toBe(ResultCode.success)
    expect((await beat(one, id)).body.retval).toBe(ResultCode.streamEnded)
  })

  it('a late beat brings a lapsed stream back while the plan has room', async () => {
    const one = await on('seed-haneul')
    const id = (await play(one)).body.output.stream_id as string
    clock += 2 * STREAM_LAPSE_MS
    expect((await beat(one, id)).body.retval).toBe(ResultCode.success)
  })

  it('streamEnd frees the place at once', async () => {
    const [one, two] = [await on('seed-haneul'), await on('seed-haneul')]
    const id = (await play(one)).body.output.stream_id as string
    expect((await one.call('streamEnd', { stream_id: id })).body.retval).toBe(ResultCode.success)
    expect((await play(two)).body.retval).toBe(ResultCode.success)
  })

  it('a device is one screen: playing again (a tab, the next episode) moves its own stream on, never refused', async () => {
    const [one, two] = [await on('seed-haneul'), await on('seed-haneul')]
    const first = (await play(one)).body.output.stream_id as string
    expect((await play(one, 'qa-paid')).body.retval).toBe(ResultCode.itemRequired)
    const second = (await play(one, 't0000')).body.output.stream_id as string
    expect(second).not.toBe(first)
    // The earlier player is not stopped: its device is the one screen the new stream counts.
    expect((await beat(one, first)).body.retval).toBe(ResultCode.success)
    expect(await running.liveStreams('member:haneul')).toEqual([expect.objectContaining({ id: second })])
    expect((await play(two)).body.retval).toBe(ResultCode.playbackCountLimitExceeded)
  })

  it("signing a device out ends its stream: another device's place is free and its beat is refused", async () => {
    const [one, two, three] = [await on('seed-minji'), await on('seed-minji'), await on('seed-minji')]
    const id = (await play(one)).body.output.stream_id as string
    await play(two)
    expect((await play(three)).body.retval).toBe(ResultCode.playbackCountLimitExceeded)
    expect((await two.call('deviceLogout', { device_id: one.deviceId })).body.retval).toBe(ResultCode.success)
    expect((await play(three)).body.retval).toBe(ResultCode.success)
    expect((await beat(one, id)).body.retval).toBe(ResultCode.signedOutElsewhere)
  })

  it('a guest plays one stream a device; another device is another guest', async () => {
    const guest = async (device: string) => {
      const login = await send(running.hosts, 'guestLogin', {}, { cookie: `device_id=${device}` })
      const { s, c_code } = login.body.output
      return async (movie_url: string) => send(running.hosts, 'playInfo', await signed('playInfo', { s, movie_url }, c_code))
    }
    const tab = await guest('guest-a')
    expect((await tab('qa-free')).body.retval).toBe(ResultCode.success)
    expect((await (await guest('guest-a'))('qa-free')).body.retval).toBe(ResultCode.success)
    expect((await (await guest('guest-b'))('qa-free')).body.retval).toBe(ResultCode.success)
    expect(await running.liveStreams('device:guest-a')).toHaveLength(1)
  })
})
