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

/**
 * What a navigation after boot re-runs of what failed (docs/decisions/1220): a session left
 * without a token logs in again (its renewal then brings the menu); a menu that failed, or was
 * never asked for, loads again with the session's token.
 */
export const recoveryStep = (session: { readonly ready: boolean; readonly hasToken: boolean }, menuStatus: string): 'login' | 'menu' | 'none' => {
  if (!session.ready) return 'none'
  if (!session.hasToken) return 'login'
  return menuStatus === 'failed' || menuStatus === 'idle' ? 'menu' : 'none'
}
