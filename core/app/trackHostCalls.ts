import type { RequestTrackerShape } from '../api/config.ts'
import type { ApiError } from '../api/errors.ts'
import type { CallName } from '../contract/index.ts'
import type { HostCalls } from '../ports/hostCalls.ts'

/** The build poll runs in the background: it must not show the full-screen loading indicator. */
const untracked: ReadonlySet<CallName> = new Set<CallName>(['buildInfo'])

/**
 * Wraps plain host calls so the tracker hears begin, then exactly one of end or fail, for every
 * tracked call; a call its actor abandoned (signal aborted) ends rather than fails, as in the
 * Effect pipeline.
 */
export const trackHostCalls = (calls: HostCalls, tracker: RequestTrackerShape): HostCalls => {
  let nextId = 0
  const wrap = <I, O>(call: CallName, run: (input: I, signal: AbortSignal) => Promise<O>) =>
    async (input: I, signal: AbortSignal): Promise<O> => {
      if (untracked.has(call)) return run(input, signal)
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
    }
  return {
    guestLogin: wrap('guestLogin', calls.guestLogin.bind(calls)),
    serviceLogin: wrap('serviceLogin', calls.serviceLogin.bind(calls)),
    ticketRequest: wrap('ticketRequest', calls.ticketRequest.bind(calls)),
    menu: wrap('menu', calls.menu.bind(calls)),
    recentNoticeInfo: wrap('recentNoticeInfo', calls.recentNoticeInfo.bind(calls)),
    buildInfo: wrap('buildInfo', calls.buildInfo.bind(calls)),
    emailLogin: wrap('emailLogin', calls.emailLogin.bind(calls)),
    logout: wrap('logout', calls.logout.bind(calls)),
  }
}
