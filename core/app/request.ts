import { waitFor } from 'xstate'
import type { CallOutput } from '../api/pipeline.ts'
import type { CallParams } from '../api/wire.ts'
import { selectSessionKey, selectSessionReady } from '../actors/session/session.selectors.ts'
import { TransportError } from '../api/errors.ts'
import type { CallName } from '../contract/index.ts'
import type { HostCalls } from '../ports/hostCalls.ts'
import type { AppActors } from './views.ts'

/** How a page sends one call. */
export interface RequestOptions {
  /** Aborting it abandons the call (a page that unmounts); the promise then rejects as aborted. */
  readonly signal?: AbortSignal
  /** false: the page shows its own skeleton, not the full-screen loading indicator. Default true. */
  readonly track?: boolean
}

/**
 * A call of the contract by name within the viewer's session: pages' reads and writes (browse,
 * search, watch). Waits for the session to settle, adds its `s` (and `filter` where the call has
 * one and the page gave none), signs with its client code, and rejects with the call's typed
 * error. Without a session token (every login failed) it rejects as a network failure.
 */
export type Request = <N extends CallName>(name: N, params?: CallParams, options?: RequestOptions) => Promise<CallOutput<N>>

export const makeRequest =
  (actors: Pick<AppActors, 'session'>, calls: HostCalls): Request =>
  async (name, params = {}, options = {}) => {
    const signal = options.signal ?? new AbortController().signal
    await waitFor(actors.session, selectSessionReady, { signal })
    const key = selectSessionKey(actors.session.getSnapshot())
    if (!key) throw new TransportError({ call: name, reason: 'network', detail: 'no session token: every login failed' })
    return calls.send(name, { params: { filter: key.filter, ...params, s: key.s }, clientCode: key.c_code, track: options.track }, signal)
  }
