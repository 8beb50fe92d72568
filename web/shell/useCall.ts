import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import { viewerMessageOf } from '../../core/app/commands.ts'
import type { CallOutput } from '../../core/api/pipeline.ts'
import type { CallParams } from '../../core/api/wire.ts'
import type { CallName } from '../../core/contract/index.ts'
import { useApp } from './appContext.ts'
import { takeEarlyRead, viewerKeyOf } from './earlyReads.ts'
import { forgetServedAnswer, servedAnswer } from './servedReads.ts'

/** One call a page reads: loading (show a skeleton), its output, or its failure in Korean. */
export type CallState<O> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: O }
  | { readonly status: 'error'; readonly error: unknown; readonly message: string }

/**
 * Reads one call of the contract for a page (browse, search, watch) and reads it again when its
 * params change or the session does (login, logout, adult verification), so what a page shows
 * always belongs to the viewer now. Untracked: the page shows its own skeleton, never the
 * full-screen loading indicator. An answer to an older input is dropped (its call is aborted).
 * `params` null waits (e.g. until the URL names what to read). A guest's first page may come with
 * its answer (shell/servedReads.ts): that is this guest's answer, shown at once and not read
 * again (the same rows, fetched, decoded and drawn a second time); a login reads anew.
 */
export function useCall<N extends CallName>(name: N, params: CallParams | null): CallState<CallOutput<N>> & { retry(): void } {
  const { request } = useApp()
  const viewerKey = useViewerKey()
  const paramsKey = params === null ? null : JSON.stringify(params)
  const [attempt, setAttempt] = useState(0)
  const isGuest = useIsGuest()
  const [state, setState] = useState<{ key: string | null; value: CallState<CallOutput<N>>; served?: string }>(() => {
    const served = paramsKey === null ? undefined : servedAnswer(name, paramsKey)
    return served === undefined
      ? { key: null, value: { status: 'loading' } }
      : { key: null, value: { status: 'ok', data: served as CallOutput<N> }, served: paramsKey! }
  })
  const key = paramsKey === null ? null : `${name}|${paramsKey}|${viewerKey}|${attempt}`
  const served = state.served
  useEffect(() => {
    if (served !== undefined) forgetServedAnswer(name, served)
  }, [name, served])

  const servedStands = served !== undefined && served === paramsKey && isGuest

  useEffect(() => {
    if (key === null || paramsKey === null || servedStands) return
    const abort = new AbortController()
    const read = () => request(name, JSON.parse(paramsKey) as CallParams, { signal: abort.signal, track: false })
    // The route may have sent this very read already (shell/earlyReads.ts): take its answer.
    const answer = takeEarlyRead(name, paramsKey, viewerKey).then((early) => (early ? early.answer : read())) as ReturnType<typeof read>
    answer.then(
      (data) => !abort.signal.aborted && setState({ key, value: { status: 'ok', data } }),
      (error: unknown) => !abort.signal.aborted && setState({ key, value: { status: 'error', error, message: viewerMessageOf(error) } }),
    )
    return () => abort.abort()
  }, [key, name, paramsKey, request, viewerKey, servedStands])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  // Until the answer for this very input arrives, the page shows loading, never an older answer;
  // a served answer stands while the viewer is the guest it was read for.
  const stands = state.key === key || servedStands
  const value: CallState<CallOutput<N>> = stands ? state.value : { status: 'loading' }
  return { ...value, retry }
}

/** Whether the viewer is a guest (not logged in), whatever session token boot has made. */
export const useIsGuest = (): boolean => {
  const { actors } = useApp()
  return useSelector(actors.session, (snapshot) => !snapshot.context.is_login)
}

/** Who the session is now, as one string: reads keyed by it belong to this viewer (login, logout, adult verification). */
export const useViewerKey = (): string => {
  const { actors } = useApp()
  return useSelector(actors.session, (snapshot) => viewerKeyOf(snapshot.context))
}
