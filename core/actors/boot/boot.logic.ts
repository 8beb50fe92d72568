import type { AnyActorRef, Subscription } from 'xstate'

/**
 * Calls `onMatch` once, as soon as the actor's snapshot satisfies `matches` (now or later), and
 * returns how to stop watching. Checking the current snapshot first means a sibling that settled
 * before the watch began is not missed.
 */
export const watchUntil = <Snapshot>(
  actor: AnyActorRef | undefined,
  matches: (snapshot: Snapshot) => boolean,
  onMatch: (snapshot: Snapshot) => void,
): (() => void) => {
  if (!actor) return () => {}
  let done = false
  let subscription: Subscription | undefined
  const check = (snapshot: Snapshot): void => {
    if (done || !matches(snapshot)) return
    done = true
    subscription?.unsubscribe()
    onMatch(snapshot)
  }
  check(actor.getSnapshot() as Snapshot)
  if (!done) subscription = actor.subscribe((snapshot) => check(snapshot as Snapshot))
  return () => {
    done = true
    subscription?.unsubscribe()
  }
}
