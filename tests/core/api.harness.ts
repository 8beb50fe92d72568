import type { Effect } from 'effect'
import type { ApiOptions, HostApis } from '../../core/api/index.ts'
import type { RequestTrackerShape, TrackedRequest } from '../../core/app/index.ts'
import { type ApiRuntime, makeApiRuntime, runForActor } from '../../core/bridge/index.ts'
import type { Hosts } from '../../core/contract/index.ts'
import { createCookieJar, jarFetch } from '../../cli/adapters/index.ts'

/**
 * What the api tests share: a runtime of the core's host calls over a browser-like cookie jar
 * (cookies are how auto-login finds its member), against the stand-in (tests/support/standIn.ts).
 */

export interface TestApi {
  readonly runtime: ApiRuntime
  readonly jar: ReturnType<typeof createCookieJar>
  /** Runs an Effect on the runtime; rejects with the original typed error. */
  run<A, E>(effect: Effect.Effect<A, E, HostApis>, signal?: AbortSignal): Promise<A>
}

export const testApi = (hosts: Hosts, options: Omit<ApiOptions, 'hosts' | 'fetch'> = {}): TestApi => {
  const jar = createCookieJar()
  const runtime = makeApiRuntime({ hosts, fetch: jarFetch(jar), ...options })
  return { runtime, jar, run: (effect, signal = new AbortController().signal) => runForActor(runtime, effect, signal, 'test') }
}

/** A tracker that writes down what it is told, in order. */
export const recordingTracker = (): RequestTrackerShape & { readonly events: string[]; open(): number } => {
  const events: string[] = []
  const live = new Set<number>()
  const note = (kind: string, r: TrackedRequest, extra = '') => {
    events.push(`${kind} ${r.call}${extra}`)
    if (kind === 'begin') live.add(r.id)
    else live.delete(r.id)
  }
  return {
    events,
    open: () => live.size,
    begin: (r) => note('begin', r),
    end: (r) => note('end', r),
    fail: (r, e) => note('fail', r, ` ${e?._tag ?? 'defect'}`),
  }
}
