import { useCallback, useContext, useRef, useSyncExternalStore } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import { AppContext } from './appContext.ts'

interface Kept<T> {
  readonly snapshot: unknown
  readonly selector: unknown
  readonly value: T
}

/**
 * `useSelector(actor, selector, compare?)`, as @xstate/react's, on React 19's own
 * useSyncExternalStore: the component re-renders only when the selected value changes. The
 * served pages' frame (the shell, its layouts, their hooks) uses this one for what @xstate/react's
 * cannot give: React's server snapshot. While a served page hydrates, the first render selects
 * from the snapshot that page was rendered with (WebApp.servedSnapshots), so it matches the markup;
 * React renders again at once with the actor's own. Pages drawn only in the browser may use
 * @xstate/react's, which behaves the same (decision 1330).
 */
export function useSelector<Actor extends AnyActorRef, T>(
  actor: Actor,
  selector: (snapshot: SnapshotFrom<Actor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<Kept<T> | null>(null)
  const lastServed = useRef<Kept<T> | null>(null)
  const served = useContext(AppContext)?.servedSnapshots?.get(actor) as SnapshotFrom<Actor> | undefined
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  /** The selected value of `snapshot`, the kept one while it compares equal (React needs a stable value). */
  const select = (kept: { current: Kept<T> | null }, snapshot: SnapshotFrom<Actor>): T => {
    const before = kept.current
    if (before && before.snapshot === snapshot && before.selector === selector) return before.value
    const fresh = selector(snapshot)
    const value = before && compare(before.value, fresh) ? before.value : fresh
    kept.current = { snapshot, selector, value }
    return value
  }
  const read = (): T => select(last, actor.getSnapshot() as SnapshotFrom<Actor>)
  const readServed = served === undefined ? read : (): T => select(lastServed, served)
  return useSyncExternalStore(subscribe, read, readServed)
}

/** Equal when both are the same, or objects with the same keys holding the same values. */
export const shallowEqual = <T>(a: T, b: T): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
