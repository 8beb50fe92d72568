import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

/**
 * `useSelector(actor, selector, compare?)`, as @xstate/react's, on React 19's own
 * useSyncExternalStore: the component re-renders only when the selected value changes. Its own
 * few lines keep @xstate/react and its selector shim off the first page (docs/decisions/0802);
 * pages may still use @xstate/react's, which behaves the same.
 */
export function useSelector<Actor extends AnyActorRef, T>(
  actor: Actor,
  selector: (snapshot: SnapshotFrom<Actor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<{ readonly snapshot: unknown; readonly selector: unknown; readonly value: T } | null>(null)
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const read = (): T => {
    const snapshot = actor.getSnapshot() as SnapshotFrom<Actor>
    const kept = last.current
    if (kept && kept.snapshot === snapshot && kept.selector === selector) return kept.value
    const fresh = selector(snapshot)
    const value = kept && compare(kept.value, fresh) ? kept.value : fresh
    last.current = { snapshot, selector, value }
    return value
  }
  return useSyncExternalStore(subscribe, read, read)
}

/** Equal when both are the same, or objects with the same keys holding the same values. */
export const shallowEqual = <T>(a: T, b: T): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}
