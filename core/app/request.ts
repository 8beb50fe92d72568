import { waitFor } from 'xstate'
import type { CallAnswer } from '../api/areas.ts'
import type { CallParams } from '../api/wire.ts'
import { selectLoginError, selectSessionKey, selectSessionReady } from '../actors/session/session.selectors.ts'
import type { CallName } from '../contract/index.ts'
import type { HostCalls } from '../ports/hostCalls.ts'
import { endedElsewhere, endsSession } from './remedy.ts'
import type { AppActors } from './views.ts'

/** How a page sends one call. */
export interface RequestOptions {
  /** Aborting it abandons the call (a page that unmounts); the promise then rejects as aborted. */
  readonly signal?: AbortSignal
  /** false: the page shows its own skeleton, not the full-screen loading indicator. Default true. */
  readonly track?: boolean
  /** true: the request outlives the page (fetch's keepalive), for a save sent as the page hides. */
  readonly keepalive?: boolean
}

/** The token, client code and filter that sign a call in the session. */
export type SignedBy = NonNullable<ReturnType<typeof selectSessionKey>>

type SessionActor = AppActors['session']

/**
 * No token and no login failure to name (a login that rejected without an error): what a viewer
 * reads is a network failure's. Read by shape like remedy.ts, not a core/api class: the entry's
 * code then holds none of core/api or Effect, which come with the host-call chunk (decision 1250).
 */
export class NoSessionTokenError extends Error {
  override readonly name = 'NoSessionTokenError'
  readonly message_ko = '네트워크 연결을 확인해 주세요.'
}

/** The session's key once it has settled; without a token, it asks for one login (a renewal) first. */
const keyOf = async (session: SessionActor, call: string, signal: AbortSignal, failedToken?: string, endedBy?: number): Promise<SignedBy> => {
  let snapshot = await waitFor(session, selectSessionReady, { signal })
  if (failedToken !== undefined || !selectSessionKey(snapshot)) {
    session.send({ type: 'session.renew', failedToken: failedToken ?? null, ...(endedBy === undefined ? {} : { endedBy }) })
    snapshot = await waitFor(session, selectSessionReady, { signal })
  }
  const key = selectSessionKey(snapshot)
  if (key) return key
  // The login's own failure names the cause (server, network, session), not a made-up one.
  throw selectLoginError(snapshot) ?? new NoSessionTokenError(`${call}: no session token: every login failed`)
}

/**
 * Sends one call signed by the session (docs/decisions/1220). A call refused for its token
 * (-20, -22, -23, -24) renews the session once and is sent again; calls refused together share
 * that renewal (the session takes it only while their token is still its own). A second refusal,
 * or a renewal that fails, rejects with that typed error.
 */
export const withSession = async <T>(session: SessionActor, call: string, send: (key: SignedBy) => Promise<T>, signal: AbortSignal): Promise<T> => {
  const key = await keyOf(session, call, signal)
  try {
    return await send(key)
  } catch (error) {
    // Signed out for this device (-113, -1810: docs/decisions/1810): as a renewal, but a guest, told why.
    const ended = endedElsewhere(error)
    if ((!endsSession(error) && ended === undefined) || signal.aborted) throw error
    return send(await keyOf(session, call, signal, key.s, ended))
  }
}

/**
 * A call of the contract by name within the viewer's session: pages' reads and writes (browse,
 * search, watch), sent through the app's host calls, so through the call's area service and the
 * one loading tracker like every other call. Waits for the session to settle, adds its `s` (and `filter` where the call has
 * one and the page gave none), signs with its client code, and rejects with the call's typed
 * error. A session without a token logs in again first; one whose token is refused renews once
 * (withSession).
 */
export type Request = <N extends CallName>(name: N, params?: CallParams, options?: RequestOptions) => Promise<CallAnswer<N>>

export const makeRequest =
  (actors: Pick<AppActors, 'session'>, calls: HostCalls): Request =>
  (name, params = {}, options = {}) => {
    const signal = options.signal ?? new AbortController().signal
    return withSession(
      actors.session,
      name,
      (key) =>
        calls.send(
          name,
          { params: { filter: key.filter, ...params, s: key.s }, clientCode: key.c_code, track: options.track, keepalive: options.keepalive },
          signal,
        ),
      signal,
    )
  }
