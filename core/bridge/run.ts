import { Cause, type Effect, Exit, type ManagedRuntime, Option } from 'effect'
import { TransportError } from '../api/errors.ts'

/**
 * Runs an Effect as a promise for an XState `fromPromise` actor. Aborting `signal` (the actor
 * stopped) interrupts the fiber and waits for its finalisers, so the request tracker has settled.
 * The promise rejects with the ORIGINAL typed error, never an opaque fiber failure, so machines
 * branch on `error._tag`; an interruption rejects with TransportError reason 'aborted'; a defect
 * rejects with what was thrown.
 */
export const runForActor = async <A, E, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  effect: Effect.Effect<A, E, R>,
  signal: AbortSignal,
  call: string,
): Promise<A> => {
  const exit = await runtime.runPromiseExit(effect, { signal })
  if (Exit.isSuccess(exit)) return exit.value
  const error = Cause.findErrorOption(exit.cause)
  if (Option.isSome(error)) throw error.value
  if (Cause.hasInterruptsOnly(exit.cause)) throw new TransportError({ call, reason: 'aborted', detail: 'the caller stopped waiting' })
  throw Cause.squash(exit.cause)
}
