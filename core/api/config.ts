import { Context } from 'effect'
import type { CallName, Hosts } from '../contract/index.ts'
import type { ApiError } from './errors.ts'

/** The base address of each host; every host call resolves its URL against this. */
export class HostsConfig extends Context.Service<HostsConfig, Hosts>()('streaming/api/HostsConfig') {}

/** Knobs of the shared pipeline. */
export interface ApiSettingsShape {
  /** Give up on a call after this many ms (TransportError reason 'timeout'); none by default, as docs/product.md says. */
  readonly timeoutMs?: number | undefined
}

/** Pipeline settings; the default has no timeout (docs/product.md §7). */
export const ApiSettings = Context.Reference<ApiSettingsShape>('streaming/api/ApiSettings', {
  defaultValue: () => ({}),
})

/** One tracked host call, as the loading counter sees it. */
export interface TrackedRequest {
  /** Unique per pipeline instance, so begin and end can be paired. */
  readonly id: number
  readonly call: CallName
}

/**
 * Told when a tracked call begins and when it settles. Exactly one of `end` or `fail` follows
 * every `begin`, whatever happens: success, typed failure, defect or interruption (which counts
 * as `end`: a call its actor abandoned did not fail the viewer).
 */
export interface RequestTrackerShape {
  begin(request: TrackedRequest): void
  end(request: TrackedRequest): void
  /** `error` is undefined only when the call died of a defect (a bug, not a host failure). */
  fail(request: TrackedRequest, error: ApiError | undefined): void
}

/** A tracker that does nothing. */
export const noopTracker: RequestTrackerShape = { begin: () => {}, end: () => {}, fail: () => {} }

/** The request tracker the pipeline reports to; a no-op unless provided. */
export const RequestTracker = Context.Reference<RequestTrackerShape>('streaming/api/RequestTracker', {
  defaultValue: () => noopTracker,
})
