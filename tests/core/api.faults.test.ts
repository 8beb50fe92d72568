import { Effect, Exit, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  AuthApi,
  BuildInfoApi,
  ContractClient,
  DecodeError,
  HttpStatusError,
  MenuApi,
  NoticeApi,
  ParameterResultError,
  TransportError,
  UnknownResultCode,
  apiLayer,
} from '../../core/api/index.ts'
import { resultCodeTable } from '../../core/contract/index.ts'
import { useStandIn } from '../support/standIn.ts'
import { type TestApi, recordingTracker, testApi } from './api.harness.ts'

/** Every fault kind of the stand-in becomes its own typed error; retry, timeout and tracking. */

const standIn = useStandIn()
let api: TestApi

beforeEach(() => {
  api = testApi(standIn().hosts)
})
afterEach(() => api.runtime.dispose())

const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    (value) => expect.fail(`expected a failure, got ${JSON.stringify(value)}`),
    (error: unknown) => error,
  )
const notices = () => failure(api.run(NoticeApi.use((n) => n.recentNoticeInfo())))

describe('fault kinds become distinct typed errors', () => {
  it('status -> HttpStatusError with the status', async () => {
    standIn().faults.add('recentNoticeInfo=status:500')
    const error = await notices()
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ call: 'recentNoticeInfo', status: 500 })
  })

  it('drop -> TransportError (network)', async () => {
    standIn().faults.add('recentNoticeInfo=drop')
    const error = await notices()
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({ reason: 'network' })
  })

  it('malformed body -> DecodeError', async () => {
    standIn().faults.add('recentNoticeInfo=malformed')
    const error = await notices()
    expect(error).toBeInstanceOf(DecodeError)
    expect((error as DecodeError).detail).toMatch(/not JSON/)
  })

  it('an output that does not match the schema -> DecodeError', async () => {
    // retval 0 forced on a call the host refuses: the answer is { retval: 0 } with no output.
    standIn().faults.add('menu=retval:0')
    const error = await failure(api.run(MenuApi.use((m) => m.menu({ s: 'nobody', c_code: 'x', filter: 0 }))))
    expect(error).toBeInstanceOf(DecodeError)
  })

  it('retval -11 -> ParameterResultError carrying the result-code entry', async () => {
    standIn().faults.add('recentNoticeInfo=retval:-11')
    const error = await notices()
    expect(error).toBeInstanceOf(ParameterResultError)
    expect((error as ParameterResultError).entry).toEqual({ name: 'parameterInvalid', ...resultCodeTable.parameterInvalid })
    expect((error as ParameterResultError).message_ko).toBe(resultCodeTable.parameterInvalid.message)
  })

  it('a code the result-code table does not know -> UnknownResultCode', async () => {
    standIn().faults.add('recentNoticeInfo=retval:-999')
    const error = await notices()
    expect(error).toBeInstanceOf(UnknownResultCode)
    expect(error).toMatchObject({ code: -999, call: 'recentNoticeInfo' })
  })

  it('-113 is an error for a call that is not a login', async () => {
    standIn().faults.add('recentNoticeInfo=retval:-113')
    expect(await notices()).toMatchObject({ _tag: 'DeviceResultError' })
  })
})

describe('retry', () => {
  const build = () => api.run(BuildInfoApi.use((b) => b.latest({ t: 1 })))

  it('a GET is sent once more after a 503, and the second answer wins', async () => {
    standIn().faults.add('buildInfo=status:503,times=1')
    await expect(build()).resolves.toMatchObject({ build_id: expect.any(String) })
    expect(standIn().calls.count('buildInfo')).toBe(2)
  })

  it.each([502, 503, 504])('a GET is retried only once on %i', async (status) => {
    standIn().faults.add(`buildInfo=status:${status}`)
    expect(await failure(build())).toMatchObject({ _tag: 'HttpStatusError', status })
    expect(standIn().calls.count('buildInfo')).toBe(2)
  })

  it('a GET is not retried on other statuses', async () => {
    standIn().faults.add('buildInfo=status:500')
    await failure(build())
    expect(standIn().calls.count('buildInfo')).toBe(1)
  })

  it('a POST is never retried, even on 503', async () => {
    standIn().faults.add('recentNoticeInfo=status:503')
    expect(await notices()).toMatchObject({ _tag: 'HttpStatusError', status: 503 })
    expect(standIn().calls.count('recentNoticeInfo')).toBe(1)
  })
})

describe('timeout (on a simulated clock)', () => {
  /** Sends a call held by a latency fault, moves the test clock, and says whether it settled. */
  const heldCall = (timeoutMs: number | undefined, advanceMs: readonly number[]) =>
    Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(NoticeApi.use((n) => n.recentNoticeInfo()))
      const settled: boolean[] = []
      for (const ms of advanceMs) {
        yield* Effect.yieldNow
        yield* TestClock.adjust(ms)
        yield* Effect.yieldNow
        settled.push(fiber.pollUnsafe() !== undefined)
      }
      const exit = settled.at(-1) ? yield* Effect.exit(Fiber.join(fiber)) : undefined
      if (!exit) yield* Fiber.interrupt(fiber)
      return { settled, exit }
    }).pipe(Effect.provide(apiLayer({ hosts: standIn().hosts, timeoutMs })), Effect.provide(TestClock.layer()), Effect.runPromise)

  it('with a timeout set, a call held longer fails as TransportError reason timeout, not before', async () => {
    standIn().faults.add('recentNoticeInfo=latency:600000')
    const { settled, exit } = await heldCall(20_000, [19_999, 1])
    expect(settled).toEqual([false, true])
    expect(exit && Exit.isFailure(exit) ? Exit.findErrorOption(exit) : undefined).toMatchObject({
      value: { _tag: 'TransportError', reason: 'timeout', call: 'recentNoticeInfo' },
    })
  })

  it('without a timeout (the default), a held call keeps waiting', async () => {
    standIn().faults.add('recentNoticeInfo=latency:600000')
    const { settled } = await heldCall(undefined, [60 * 60_000])
    expect(settled).toEqual([false])
  })
})

describe('request tracker', () => {
  const tracked = () => {
    const tracker = recordingTracker()
    api = testApi(standIn().hosts, { tracker })
    return tracker
  }

  it('begin then end on success; begin then fail on each kind of failure', async () => {
    const tracker = tracked()
    await api.run(NoticeApi.use((n) => n.recentNoticeInfo()))
    for (const fault of ['status:500', 'drop', 'malformed', 'retval:-11']) {
      standIn().faults.add(`recentNoticeInfo=${fault},times=1`)
      await notices()
    }
    expect(tracker.events).toEqual([
      'begin recentNoticeInfo',
      'end recentNoticeInfo',
      'begin recentNoticeInfo',
      'fail recentNoticeInfo HttpStatusError',
      'begin recentNoticeInfo',
      'fail recentNoticeInfo TransportError',
      'begin recentNoticeInfo',
      'fail recentNoticeInfo DecodeError',
      'begin recentNoticeInfo',
      'fail recentNoticeInfo ParameterResultError',
    ])
  })

  it('an aborted call ends its tracking (end, not fail) and rejects as aborted', async () => {
    const tracker = tracked()
    standIn().faults.add('recentNoticeInfo=latency:600000')
    const abort = new AbortController()
    const pending = failure(api.run(NoticeApi.use((n) => n.recentNoticeInfo()), abort.signal))
    abort.abort()
    expect(await pending).toMatchObject({ _tag: 'TransportError', reason: 'aborted' })
    expect(tracker.events).toEqual(['begin recentNoticeInfo', 'end recentNoticeInfo'])
    expect(tracker.open()).toBe(0)
  })

  it('a retried GET is one tracked request', async () => {
    const tracker = tracked()
    standIn().faults.add('buildInfo=status:503,times=1')
    await api.run(BuildInfoApi.use((b) => b.latest({ t: 1 })))
    expect(tracker.events).toEqual(['begin buildInfo', 'end buildInfo'])
  })

  it('track: false keeps a call off the tracker', async () => {
    const tracker = tracked()
    await api.run(ContractClient.use((c) => c.send('recentNoticeInfo', {}, { track: false })))
    await api.run(AuthApi.use((a) => a.guestLogin({ track: false })))
    expect(tracker.events).toEqual([])
  })
})
