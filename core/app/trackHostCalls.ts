import type { RequestTrackerShape } from '../api/config.ts'
import type { ApiError } from '../api/errors.ts'
import type { CallName } from '../contract/index.ts'
import { type HostCall, type HostCalls, mapHostCalls } from '../ports/hostCalls.ts'

/** The build poll runs in the background: it must not show the full-screen loading indicator. */
const untracked: ReadonlySet<CallName> = new Set<CallName>(['buildInfo'])

/** A call by name the page asked to keep off the loading counter (SendInput.track false). */
const isUntracked = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && 'track' in input && input.track === false

/**
 * Wraps plain host calls so the tracker hears begin, then exactly one of end or fail, for every
 * tracked call; a call its actor abandoned (signal aborted) ends rather than fails, as in the
 * Effect pipeline.
 */
export const trackHostCalls = (calls: HostCalls, tracker: RequestTrackerShape): HostCalls => {
  let nextId = 0
  return mapHostCalls(
    calls,
    <I, O>(call: CallName, run: HostCall<I, O>): HostCall<I, O> =>
      async (input, signal) => {
        if (untracked.has(call) || isUntracked(input)) return run(input, signal)
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
