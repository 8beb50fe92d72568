import { Effect, type Layer, ManagedRuntime } from 'effect'
import { type ApiOptions, type HostApis, apiLayer } from '../api/layers.ts'
import { type AreaApis, SessionApi, callByName } from '../api/services.ts'
import type { HostCalls } from '../ports/hostCalls.ts'
import { runForActor } from './run.ts'

/** The runtime every host call of one app runs on: its services are built once and shared. */
export type ApiRuntime = ManagedRuntime.ManagedRuntime<HostApis, never>

export type { AreaApis } from '../api/services.ts'

/** Builds the whole runtime for a driver: web/ and cli/ call this with their fetch and timeout. */
export const makeApiRuntime = (options: ApiOptions): ApiRuntime => ManagedRuntime.make(apiLayer(options))

/**
 * The host calls as promises for `fromPromise` actors and pages: the single place Effect programs
 * meet XState. Every call goes through its area's service (core/api/services.ts): the machines'
 * named calls through SessionApi, a page's call by name through the service of its area. Each
 * takes the caller's abort signal and rejects with the call's typed error. Given a layer rather
 * than a runtime (e.g. the areas' test layers), it builds (and keeps) a runtime of its own.
 */
export const makeHostCalls = (source: ManagedRuntime.ManagedRuntime<AreaApis, never> | Layer.Layer<AreaApis>): HostCalls => {
  const runtime = ManagedRuntime.isManagedRuntime(source)
    ? (source as ManagedRuntime.ManagedRuntime<AreaApis, never>)
    : ManagedRuntime.make(source as Layer.Layer<AreaApis>)
  const run =
    (call: string) =>
    <A, E>(effect: Effect.Effect<A, E, AreaApis>, signal: AbortSignal): Promise<A> =>
      runForActor(runtime, effect, signal, call)
  return {
    guestLogin: (_input, signal) =>
      run('guestLogin')(
        SessionApi.use((api) => api.guestLogin()),
        signal,
      ),
    serviceLogin: (input, signal) =>
      run('serviceLogin')(
        SessionApi.use((api) => api.serviceLogin({ ...input })),
        signal,
      ),
    ticketRequest: (input, signal) =>
      run('ticketRequest')(
        SessionApi.use((api) => api.ticketRequest({ ...input })),
        signal,
      ),
    // The session needs only the member's output; whether it was -113 changes nothing for it.
    emailLogin: (input, signal) =>
      run('emailLogin')(
        SessionApi.use((api) => Effect.map(api.emailLogin({ ...input }), (a) => a.output)),
        signal,
      ),
    signUp: (input, signal) =>
      run('signUp')(
        SessionApi.use((api) => Effect.map(api.signUp({ ...input }), (a) => a.output)),
        signal,
      ),
    socialLogin: (input, signal) =>
      run('socialLogin')(
        SessionApi.use((api) => Effect.map(api.socialLogin({ ...input }), (a) => a.output)),
        signal,
      ),
    logout: (input, signal) =>
      run('logout')(
        SessionApi.use((api) => api.logout({ ...input })),
        signal,
      ),
    menu: (input, signal) =>
      run('menu')(
        SessionApi.use((api) => api.menu({ ...input })),
        signal,
      ),
    recentNoticeInfo: (_input, signal) =>
      run('recentNoticeInfo')(
        SessionApi.use((api) => api.recentNoticeInfo()),
        signal,
      ),
    buildInfo: (input, signal) =>
      run('buildInfo')(
        SessionApi.use((api) => api.buildInfo({ ...input })),
        signal,
      ),
    send: (name, { params, clientCode, keepalive }, signal) =>
      run(name)(callByName(name, { ...params, c_code: clientCode }, { keepalive: keepalive === true }), signal),
  }
}
