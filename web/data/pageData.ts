import { useEffect, useReducer, useRef } from 'react'
import { useLoaderData, useLocation, useRevalidator } from 'react-router'
import { useSession } from '../shell/hooks.ts'
import { viewerMessageOf } from '../../core/app/commands.ts'
import type { CallOutput } from '../../core/api/pipeline.ts'
import type { CallParams } from '../../core/api/wire.ts'
import type { CallName, CookieName } from '../../core/contract/index.ts'
import type { RouteParams } from '../paths.ts'

/**
 * A page's data (docs/decisions/1330): its route's loader (web/routes/<route>/loader.ts) names the calls
 * the page reads and starts them as the navigation begins; the page draws each answer as it
 * arrives. A loader never waits for an answer itself, so a navigation never waits for the hosts:
 * the page paints its skeleton at once. The same loaders run in the browser, in the web host's
 * edge (which sends their settled answers as hydration data) and at build time (where nothing
 * answers, so the prerendered page is the skeleton).
 */

/** What a loader knows of the visit, wherever it runs. */
export interface LoadAt {
  /** The address's named parts (`:movie_url`). */
  readonly params: RouteParams
  readonly url: URL
  /** One call of the contract within the viewer's session: untracked (the page shows its own skeleton), run to its answer even when its navigation is interrupted. */
  read<N extends CallName>(name: N, params?: CallParams): Promise<CallOutput<N>>
  /** Who the viewer is, once the session is known: a member or a guest, adult-verified or not. */
  viewer(): Promise<Viewer>
  cookie(name: CookieName): string | undefined
  /**
   * The history entry being landed on when the browser goes back or forward or reloads (its
   * react-router key), for what that entry kept (a list's pages); undefined outside the browser.
   */
  readonly entryKey: string | undefined
}

export interface Viewer {
  readonly isLogin: boolean
  readonly adult: boolean
}

/** What a loader returns: each part of the page by name, an answer on its way (or null: nothing to read). */
export type PageData = Readonly<Record<string, unknown>>
export type PageLoad = (at: LoadAt) => PageData

/** A part as the page gets it: on its way, or already there (hydration data, a list's kept pages). */
export type Part<T> = T | Promise<T>
/** An answer on its way may come already there (hydration data); anything else comes as the loader gave it. */
type Settles<T> = T extends Promise<infer U> ? Part<U> : T
export type PageParts<L extends PageLoad> = { readonly [K in keyof ReturnType<L>]: Settles<ReturnType<L>[K]> }

/** The data of the page's route, typed by its loader: `usePageData<typeof homeLoad>()`. */
export const usePageData = <L extends PageLoad>(): PageParts<L> => useLoaderData() as PageParts<L>

/** One part of a page: loading (show a skeleton), its answer, or its failure in Korean. */
export type PartState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown; readonly message: string }

export const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function'

/** How each answer on its way has settled, so a page drawn again (or twice, in StrictMode) draws it at once. */
const settled = new WeakMap<Promise<unknown>, PartState<unknown>>()

/** The promise's state now; watches it the first time it is seen. */
export const stateOf = <T>(part: Part<T>): PartState<T> => {
  if (!isPromise(part)) return { status: 'ok', data: part }
  const known = settled.get(part)
  if (known) return known as PartState<T>
  settled.set(part, { status: 'loading' })
  part.then(
    (data) => settled.set(part, { status: 'ok', data }),
    (error: unknown) => settled.set(part, { status: 'error', error, message: viewerMessageOf(error) }),
  )
  return { status: 'loading' }
}

/**
 * A part of the page as it stands, drawn again when it settles. `retry` runs the route's loaders
 * again (다시 시도); so does a write (web/data/actions.ts) and a change of viewer (main.tsx), so
 * what a page shows always belongs to the viewer now. While the same history entry's data is read
 * again for the same viewer (after a write), the answer on screen stays until the new one is in:
 * no skeleton flashes under a button just pressed. Another entry (a new address, a new query) or
 * another viewer never sees an older answer.
 */
export function usePart<T>(part: Part<T>): PartState<T> & { retry(): void } {
  const [, settle] = useReducer((n: number) => n + 1, 0)
  const revalidator = useRevalidator()
  const { isLogin, adultVerified } = useSession()
  const whose = `${useLocation().key}|${isLogin}|${adultVerified}`
  const shown = useRef<{ readonly whose: string; readonly state: PartState<T> } | null>(null)
  const state = stateOf(part)
  useEffect(() => {
    if (isPromise(part) && state.status === 'loading') part.then(settle, settle)
    if (state.status === 'ok') shown.current = { whose, state }
  }, [part, state, whose])
  const kept = state.status === 'loading' && shown.current?.whose === whose ? shown.current.state : state
  return { ...kept, retry: () => void revalidator.revalidate() }
}
