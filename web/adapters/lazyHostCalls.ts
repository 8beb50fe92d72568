import { type HostCalls, hostCallNames } from '../../core/ports/hostCalls.ts'

/** The host-call code (Effect, signing) could not be fetched: the network, or a deployment in between. */
export class HostCallsLoadError extends Error {
  override readonly name = 'HostCallsLoadError'
  /** What a viewer reads (viewerMessageOf picks this up). */
  readonly message_ko = '네트워크 연결을 확인한 뒤 다시 시도해 주세요.'
}

/**
 * Host calls whose implementation (the Effect runtime, about a quarter of the app's code) is
 * imported on first use, so the first paint does not wait for it (docs/decisions/0403). `load`
 * should be started early; a failed import is retried by the next call.
 */
export const lazyHostCalls = (load: () => Promise<HostCalls>): HostCalls => {
  let loaded: Promise<HostCalls> | undefined
  const get = (): Promise<HostCalls> =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw new HostCallsLoadError('host calls failed to load', { cause: error })
    }))
  const forward = <K extends keyof HostCalls>(name: K): HostCalls[K] =>
    (async (input: never, signal: AbortSignal) => {
      const calls = await get()
      signal.throwIfAborted()
      return (calls[name] as (input: never, signal: AbortSignal) => Promise<unknown>)(input, signal)
    }) as HostCalls[K]
  const named = Object.fromEntries(hostCallNames.map((name) => [name, forward(name)])) as unknown as Omit<HostCalls, 'send'>
  const send: HostCalls['send'] = async (name, input, signal) => {
    const calls = await get()
    signal.throwIfAborted()
    return calls.send(name, input, signal)
  }
  const calls: HostCalls = { ...named, send }
  // Start fetching now: by the time boot's first call runs, the code is usually there.
  void get().catch(() => {})
  return calls
}
