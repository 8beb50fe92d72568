import { Effect, Exit, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DecodeError, HttpStatusError, ParameterResultError, SessionApi, TransportError, UnknownResultCode, apiLayer } from '../../core/api/index.ts'
import { resultCodeTable } from '../../core/contract/index.ts'
import { useStandIn } from '../support/standIn.ts'
import { type TestApi, testApi } from './api.harness.ts'

/** Every fault kind of the stand-in becomes its own typed error; retry and timeout (tracking: tracking.test.ts). */

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
const notices = () => failure(api.run(SessionApi.use((n) => n.recentNoticeInfo())))

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
    const error = await failure(api.run(SessionApi.use((m) => m.menu({ s: 'nobody', c_code: 'x', filter: 0 }))))
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
  const build = () => api.run(SessionApi.use((b) => b.buildInfo({ t: 1 })))

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
      const fiber = yield* Effect.forkChild(SessionApi.use((n) => n.recentNoticeInfo()))
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
