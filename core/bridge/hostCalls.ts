import { Effect, type Layer, ManagedRuntime } from 'effect'
import { AuthApi } from '../api/auth.ts'
import { BuildInfoApi } from '../api/buildInfo.ts'
import { type ApiOptions, type HostApis, apiLayer } from '../api/layers.ts'
import { MenuApi } from '../api/menu.ts'
import { NoticeApi } from '../api/notice.ts'
import { ContractClient } from '../api/pipeline.ts'
import type { HostCalls } from '../ports/hostCalls.ts'
import { runForActor } from './run.ts'

/** The runtime every host call of one app runs on: its services are built once and shared. */
export type ApiRuntime = ManagedRuntime.ManagedRuntime<HostApis, never>

/** The area services the host calls use; a test may provide just these (each area's layerTest). */
export type AreaApis = AuthApi | MenuApi | NoticeApi | BuildInfoApi | ContractClient

/** Builds the whole runtime for a driver: web/ and cli/ call this with their fetch, timeout and tracker. */
export const makeApiRuntime = (options: ApiOptions): ApiRuntime => ManagedRuntime.make(apiLayer(options))

/**
 * The host calls as promises for `fromPromise` actors: the single place Effect programs meet
 * XState. Each takes the actor's abort signal and rejects with the call's typed error.
 * Given a layer rather than a runtime, it builds (and keeps) a runtime of its own.
 */
export const makeHostCalls = (
  source: ManagedRuntime.ManagedRuntime<AreaApis, never> | Layer.Layer<AreaApis>,
): HostCalls => {
  const runtime = ManagedRuntime.isManagedRuntime(source)
    ? (source as ManagedRuntime.ManagedRuntime<AreaApis, never>)
    : ManagedRuntime.make(source as Layer.Layer<AreaApis>)
  const run =
    (call: string) =>
    <A, E>(effect: Effect.Effect<A, E, AreaApis>, signal: AbortSignal): Promise<A> =>
      runForActor(runtime, effect, signal, call)
  return {
    guestLogin: (_input, signal) => run('guestLogin')(AuthApi.use((api) => api.guestLogin()), signal),
    serviceLogin: (input, signal) => run('serviceLogin')(AuthApi.use((api) => api.serviceLogin(input)), signal),
    ticketRequest: (input, signal) => run('ticketRequest')(AuthApi.use((api) => api.ticketRequest(input)), signal),
    emailLogin: (input, signal) => run('emailLogin')(AuthApi.use((api) => api.emailLogin(input)), signal),
    logout: (input, signal) => run('logout')(AuthApi.use((api) => api.logout(input)), signal),
    menu: (input, signal) => run('menu')(MenuApi.use((api) => api.menu(input)), signal),
    recentNoticeInfo: (_input, signal) => run('recentNoticeInfo')(NoticeApi.use((api) => api.recentNoticeInfo()), signal),
    // A background poll: it must not turn the full-screen loading indicator on every minute.
    buildInfo: (input, signal) => run('buildInfo')(BuildInfoApi.use((api) => api.latest(input, { track: false })), signal),
    send: (name, { params, clientCode, track, keepalive }, signal) =>
      run(name)(
        ContractClient.use((client) => client.send(name, { params, clientCode }, { track: track !== false, keepalive: keepalive === true })).pipe(
          Effect.map((r) => r.output),
        ),
        signal,
      ),
  }
}
