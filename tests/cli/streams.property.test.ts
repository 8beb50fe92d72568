import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResultCode, STREAM_LAPSE_MS } from '../../core/contract/index.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { type Device, autoLoginOn } from './devicesHelpers.ts'

/**
 * The plan's count holds for all sequences (docs/decisions/1811): for any plan (haneul 1 screen,
 * minji's premium month 2) and any sequence of starts, beats, ends, take-overs, device sign-outs
 * and clock moves on three devices, the viewer's live streams never exceed the plan's screens,
 * and a start is refused (-111) only while the plan is full of other devices' streams.
 */
let clock = Date.now()
let running: RunningHosts
beforeAll(async () => {
  running = await startHosts({ portBase: 0, sessionLimit: 1_000, now: () => clock, print: () => {} })
}, 60_000)
afterAll(() => running.close())

const plans = [
  { key: 'seed-haneul', account: 'haneul', screens: 1 },
  { key: 'seed-minji', account: 'minji', screens: 2 },
] as const

type Command =
  | { readonly kind: 'start'; readonly device: number }
  | { readonly kind: 'beat' | 'end'; readonly device: number }
  | { readonly kind: 'takeover'; readonly device: number }
  | { readonly kind: 'signOut'; readonly by: number; readonly device: number }
  | { readonly kind: 'clock'; readonly ms: number }

const device = fc.integer({ min: 0, max: 2 })
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('start' as const), device }),
  fc.record({ kind: fc.constantFrom('beat' as const, 'end' as const), device }),
  fc.record({ kind: fc.constant('takeover' as const), device }),
  fc.record({ kind: fc.constant('signOut' as const), by: device, device }),
  fc.record({ kind: fc.constant('clock' as const), ms: fc.integer({ min: 1_000, max: STREAM_LAPSE_MS + 10_000 }) }),
)

let run = 0
describe('streams counted by plan', () => {
  it('never more live streams than the plan allows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...plans), fc.array(command, { minLength: 1, maxLength: 14 }), async (plan, commands) => {
        run += 1
        // What earlier runs left playing has lapsed.
        clock += 10 * STREAM_LAPSE_MS
        const screens: (Device | undefined)[] = []
        const streams: (string | undefined)[] = []
        const deviceAt = async (n: number): Promise<Device> => {
          const known = screens[n]
          if (known) return known
          const made = await autoLoginOn(running.hosts, plan.key, `${plan.account}-p${run}-${n}`)
          if (typeof made === 'number') throw new Error(`login ${made}`)
          screens[n] = made
          return made
        }
        for (const c of commands) {
          if (c.kind === 'clock') clock += c.ms
          else if (c.kind === 'start') {
            const d = await deviceAt(c.device)
            const before = await running.liveStreams(`member:${plan.account}`)
            const answer = await d.call('playInfo', { movie_url: 'qa-free' })
            if (answer.body.retval === ResultCode.success) streams[c.device] = answer.body.output.stream_id
            else if (answer.body.retval === ResultCode.playbackCountLimitExceeded) {
              // Refused only when the plan is full of other devices' streams.
              expect(before.length).toBeGreaterThanOrEqual(plan.screens)
              expect(before.some((w) => w.deviceId === d.deviceId) && before.length <= plan.screens).toBe(false)
            } else {
              // A device signed out by another: its session is gone, so is its screen.
              expect(answer.body.retval).toBe(ResultCode.signedOutElsewhere)
              screens[c.device] = undefined
            }
          } else if (c.kind === 'beat' || c.kind === 'end') {
            const id = streams[c.device]
            const d = screens[c.device]
            if (id && d) await d.call(c.kind === 'beat' ? 'streamBeat' : 'streamEnd', { stream_id: id })
          } else if (c.kind === 'takeover') {
            await (await deviceAt(c.device)).call('streamTakeover')
          } else if (c.kind === 'signOut' && c.by !== c.device && screens[c.device]) {
            await (await deviceAt(c.by)).call('deviceLogout', { device_id: screens[c.device]!.deviceId })
          }
          expect((await running.liveStreams(`member:${plan.account}`)).length).toBeLessThanOrEqual(plan.screens)
        }
      }),
      { numRuns: 30 },
    )
  }, 240_000)
})
