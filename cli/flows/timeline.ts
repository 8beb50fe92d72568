import type { AnyActorRef, InspectionEvent, SnapshotFrom } from 'xstate'
import { errorCode } from '../../core/api/errors.ts'
import type { ApiError } from '../../core/api/errors.ts'
import { SystemId } from '../../core/app/index.ts'
import { selectRenewing } from '../../core/actors/session/session.selectors.ts'
import type { SessionMachine } from '../../core/actors/session/session.machine.ts'
import type { CallName } from '../../core/contract/index.ts'
import { type HostCall, type HostCalls, mapHostCalls } from '../../core/ports/hostCalls.ts'

/** One step of a replay, `at` ms after it began. */
export type TimelineEntry =
  | { readonly at: number; readonly kind: 'state'; readonly actor: string; readonly state: string }
  | { readonly at: number; readonly kind: 'request'; readonly call: CallName }
  /** A return visit: the actor showed the kept copy, before any answer. */
  | { readonly at: number; readonly kind: 'copy'; readonly actor: string }
  /** A call was refused for its token (-20, -22, -23, -24): the session logs in again, once. */
  | { readonly at: number; readonly kind: 'renewal'; readonly actor: string }
  | {
      readonly at: number
      readonly kind: 'response'
      readonly call: CallName
      readonly ok: boolean
      /** The answer's retval when one was read (0 on success; -113 accepted for logins). */
      readonly retval?: number
      /** The typed error's tag when the call failed. */
      readonly error?: string
      readonly durationMs: number
    }

const longLived = new Set<string>(Object.values(SystemId))

/** A state value as one dotted string, e.g. `autoLogin.ticket` or `running(login.pending,menu.loading,notice.done)`. */
export const stateName = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (typeof value !== 'object' || value === null) return String(value)
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length === 1) return `${entries[0]![0]}.${stateName(entries[0]![1])}`
  return `(${entries.map(([k, v]) => `${k}.${stateName(v)}`).join(',')})`
}

/**
 * Records a replay: every state a long-lived actor enters (from XState inspection), and every host
 * call sent and answered (from a timing decorator over the host calls).
 */
export const createTimeline = (now: () => number = () => performance.now()) => {
  const start = now()
  const entries: TimelineEntry[] = []
  const at = () => Math.round((now() - start) * 10) / 10
  const lastState = new Map<AnyActorRef, string>()
  let renewing = false

  const inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.event' && /^(menu|notice)\.cached$/.test(event.event.type)) {
      entries.push({ at: at(), kind: 'copy', actor: event.event.type.split('.')[0]! })
      return
    }
    if (event.type !== '@xstate.snapshot') return
    const actor = event.actorRef as AnyActorRef
    if (!longLived.has(actor.id)) return
    const snapshot = event.snapshot as { value?: unknown }
    // Only machines with states: a stateless actor (value {}) has nothing to enter.
    if (typeof snapshot.value !== 'string' && (typeof snapshot.value !== 'object' || snapshot.value === null || Object.keys(snapshot.value).length === 0))
      return
    if (actor.id === SystemId.session) {
      const now = selectRenewing(event.snapshot as SnapshotFrom<SessionMachine>)
      if (now && !renewing) entries.push({ at: at(), kind: 'renewal', actor: actor.id })
      renewing = now
    }
    const state = stateName(snapshot.value)
    if (lastState.get(actor) === state) return
    lastState.set(actor, state)
    entries.push({ at: at(), kind: 'state', actor: actor.id, state })
  }

  /** Every host call sent and answered, with its retval or error tag and duration. */
  const timed = (calls: HostCalls): HostCalls =>
    mapHostCalls(
      calls,
      <I, O>(call: CallName, run: HostCall<I, O>): HostCall<I, O> =>
        async (input, signal) => {
          const began = now()
          entries.push({ at: at(), kind: 'request', call })
          const durationMs = () => Math.round((now() - began) * 10) / 10
          try {
            const output = await run(input, signal)
            const retval = typeof output === 'object' && output !== null && 'retval' in output && typeof output.retval === 'number' ? output.retval : 0
            entries.push({ at: at(), kind: 'response', call, ok: true, retval, durationMs: durationMs() })
            return output
          } catch (error) {
            const apiError = error as ApiError
            const code = typeof error === 'object' && error !== null && '_tag' in error ? errorCode(apiError) : undefined
            const tag = typeof error === 'object' && error !== null && '_tag' in error ? String(apiError._tag) : 'Error'
            entries.push({ at: at(), kind: 'response', call, ok: false, ...(code === undefined ? {} : { retval: code }), error: tag, durationMs: durationMs() })
            throw error
          }
        },
    )

  return { entries, inspect, timed, elapsed: at }
}
