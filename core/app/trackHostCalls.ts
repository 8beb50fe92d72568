import type { ApiError } from '../api/errors.ts'
import type { LoadingEvent } from '../actors/loading/loading.types.ts'
import { type CallName, untrackedCalls } from '../contract/index.ts'
import { type HostCall, type HostCalls, mapHostCalls } from '../ports/hostCalls.ts'

/** One tracked host call, as the loading counter sees it. */
export interface TrackedRequest {
  /** Unique per app, so begin and end can be paired. */
  readonly id: number
  readonly call: CallName
}

/**
 * Told when a tracked call begins and when it settles. Exactly one of `end` or `fail` follows
 * every `begin`, whatever happens: success, failure or abandonment (which counts as `end`: a call
 * its caller abandoned did not fail the viewer).
 */
export interface RequestTrackerShape {
  begin(request: TrackedRequest): void
  end(request: TrackedRequest): void
  /** `error` is the call's typed error (a bug's throw is passed on as it came). */
  fail(request: TrackedRequest, error: ApiError | undefined): void
}

/** The tracker of one app: what it hears becomes its loading counter's events. */
export const loadingTracker = (toLoading: (event: LoadingEvent) => void): RequestTrackerShape => ({
  begin: (request) => toLoading({ type: 'loading.begin', id: request.id, call: request.call }),
  end: (request) => toLoading({ type: 'loading.end', id: request.id }),
  fail: (request) => toLoading({ type: 'loading.fail', id: request.id }),
})

/** A call by name the page asked to keep off the loading counter (SendInput.track false). */
const isUntracked = (input: unknown): boolean => typeof input === 'object' && input !== null && 'track' in input && input.track === false

/**
 * The one place host calls meet the loading counter: wraps the app's host calls (whatever built
 * them: core/bridge, a lazy loader, a test's fakes) so the tracker hears begin, then exactly one
 * of end or fail, for every call but the contract's untracked ones and those a page sent with
 * `track: false`. A call whose signal was aborted ends rather than fails.
 */
export const trackHostCalls = (calls: HostCalls, tracker: RequestTrackerShape): HostCalls => {
  let nextId = 0
  return mapHostCalls(
    calls,
    <I, O>(call: CallName, run: HostCall<I, O>): HostCall<I, O> =>
      async (input, signal) => {
        if (untrackedCalls.has(call) || isUntracked(input)) return run(input, signal)
        const request = { id: (nextId += 1), call }
        tracker.begin(request)
        try {
          const output = await run(input, signal)
          tracker.end(request)
          return output
        } catch (error) {
          if (signal.aborted) tracker.end(request)
          else tracker.fail(request, error as ApiError)
          throw error
        }
      },
  )
}
