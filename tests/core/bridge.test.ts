import { Effect, Layer } from 'effect'
import { createActor, fromPromise, setup, toPromise } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  BrowseApi,
  ParameterResultError,
  SearchApi,
  SessionApi,
  TokenResultError,
  TransportError,
  WatchApi,
  AccountApi,
  MoneyApi,
  HelpApi,
} from '../../core/api/index.ts'
import { trackHostCalls } from '../../core/app/index.ts'
import { makeApiRuntime, makeHostCalls } from '../../core/bridge/index.ts'
import { resultCodeTable } from '../../core/contract/index.ts'
import type { MenuInput } from '../../core/ports/index.ts'
import { jarFetch, createCookieJar } from '../../cli/adapters/index.ts'
import { useStandIn } from '../support/standIn.ts'
import { recordingTracker } from './api.harness.ts'

/** The bridge: Effect programs become promises for fromPromise actors, with typed rejections. */

const live = () => new AbortController().signal
const tokenMissing = new TokenResultError({ call: 'guestLogin', entry: { name: 'tokenMissing', ...resultCodeTable.tokenMissing } })

/** Only the session's calls given answer; every other call of every area fails as unanswered. */
const fakeLayer = (session: Parameters<typeof SessionApi.testLayer>[0]) =>
  Layer.mergeAll(
    SessionApi.testLayer(session),
    BrowseApi.testLayer({}),
    SearchApi.testLayer({}),
    WatchApi.testLayer({}),
    AccountApi.testLayer({}),
    MoneyApi.testLayer({}),
    HelpApi.testLayer({}),
  )

describe('makeHostCalls over test layers', () => {
  it('rejects with the very error the Effect failed with, not a fiber failure', async () => {
    const calls = makeHostCalls(fakeLayer({ guestLogin: () => Effect.fail(tokenMissing) }))
    const error = await calls.guestLogin({}, live()).catch((e: unknown) => e)
    expect(error).toBe(tokenMissing)
    expect((error as TokenResultError)._tag).toBe('TokenResultError')
  })

  it("resolves with the Effect's value", async () => {
    const output = { s: 'S', c_code: 'C', device_id: 'D' }
    const calls = makeHostCalls(fakeLayer({ guestLogin: () => Effect.succeed(output) }))
    await expect(calls.guestLogin({}, live())).resolves.toBe(output)
  })

  it('a defect rejects with what was thrown', async () => {
    const bug = new Error('a bug in a test layer')
    const calls = makeHostCalls(fakeLayer({ recentNoticeInfo: () => Effect.die(bug) }))
    await expect(calls.recentNoticeInfo({}, live())).rejects.toBe(bug)
  })

  it('an already aborted signal rejects as TransportError reason aborted', async () => {
    const calls = makeHostCalls(fakeLayer({ guestLogin: () => Effect.never }))
    const abort = new AbortController()
    abort.abort()
    const error = await calls.guestLogin({}, abort.signal).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({ reason: 'aborted', call: 'guestLogin' })
  })
})

describe('makeHostCalls inside XState actors, against the stand-in', () => {
  const standIn = useStandIn()

  /** A tiny machine that loads the menu and branches on the error's tag with a named guard. */
  const menuMachine = (calls: ReturnType<typeof makeHostCalls>) =>
    setup({
      types: { input: {} as MenuInput, context: {} as MenuInput },
      actors: { loadMenu: fromPromise(({ input, signal }: { input: MenuInput; signal: AbortSignal }) => calls.menu(input, signal)) },
      guards: { badSignature: ({ event }) => (event as { error?: unknown }).error instanceof ParameterResultError },
    }).createMachine({
      context: ({ input }) => input,
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadMenu',
            input: ({ context }) => context,
            onDone: 'ready',
            onError: [{ guard: 'badSignature', target: 'refused' }, { target: 'failed' }],
          },
        },
        ready: { type: 'final' },
        refused: { type: 'final' },
        failed: { type: 'final' },
      },
    })

  it('onDone with the decoded menu; onError branches on the typed error', async () => {
    const runtime = makeApiRuntime({ hosts: standIn().hosts, fetch: jarFetch(createCookieJar()) })
    const calls = makeHostCalls(runtime)
    const guest = await calls.guestLogin({}, live())
    const ok = createActor(menuMachine(calls), { input: { s: guest.s, c_code: guest.c_code, filter: 0 } }).start()
    await toPromise(ok)
    expect(ok.getSnapshot().value).toBe('ready')
    const refused = createActor(menuMachine(calls), { input: { s: guest.s, c_code: 'wrong', filter: 0 } }).start()
    await toPromise(refused)
    expect(refused.getSnapshot().value).toBe('refused')
    await runtime.dispose()
  })

  it('stopping the actor aborts the call: the tracker ends it and nothing is left open', async () => {
    const tracker = recordingTracker()
    const runtime = makeApiRuntime({ hosts: standIn().hosts })
    const calls = trackHostCalls(makeHostCalls(runtime), tracker)
    standIn().faults.add('menu=latency:600000')
    const actor = createActor(menuMachine(calls), { input: { s: 's', c_code: 'c', filter: 0 } }).start()
    await expect.poll(() => tracker.events).toEqual(['begin menu'])
    actor.stop()
    await expect.poll(() => tracker.events).toEqual(['begin menu', 'end menu'])
    expect(tracker.open()).toBe(0)
    await runtime.dispose()
  })
})
