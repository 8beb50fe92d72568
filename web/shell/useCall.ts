import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import { viewerMessageOf } from '../../core/app/commands.ts'
import type { CallOutput } from '../../core/api/pipeline.ts'
import type { CallParams } from '../../core/api/wire.ts'
import type { CallName } from '../../core/contract/index.ts'
import { useApp } from './appContext.ts'
import { sessionKeyOf, takeEarlyRead } from './earlyReads.ts'

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
 * `params` null waits (e.g. until the URL names what to read).
 */
export function useCall<N extends CallName>(name: N, params: CallParams | null): CallState<CallOutput<N>> & { retry(): void } {
  const { request } = useApp()
  const sessionKey = useSessionKey()
  const paramsKey = params === null ? null : JSON.stringify(params)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ key: string | null; value: CallState<CallOutput<N>> }>({ key: null, value: { status: 'loading' } })
  const key = paramsKey === null ? null : `${name}|${paramsKey}|${sessionKey}|${attempt}`

  useEffect(() => {
    if (key === null || paramsKey === null) return
    const abort = new AbortController()
    const read = () => request(name, JSON.parse(paramsKey) as CallParams, { signal: abort.signal, track: false })
    // The route may have sent this very read already (shell/earlyReads.ts): take its answer.
    const answer = takeEarlyRead(name, paramsKey, sessionKey).then((early) => (early ? early.answer : read())) as ReturnType<typeof read>
    answer.then(
      (data) => !abort.signal.aborted && setState({ key, value: { status: 'ok', data } }),
      (error: unknown) => !abort.signal.aborted && setState({ key, value: { status: 'error', error, message: viewerMessageOf(error) } }),
    )
    return () => abort.abort()
  }, [key, name, paramsKey, request, sessionKey])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  // Until the answer for this very input arrives, the page shows loading, never an older answer.
  const value: CallState<CallOutput<N>> = state.key === key ? state.value : { status: 'loading' }
  return { ...value, retry }
}

/** Who the session is now, as one string: reads keyed by it belong to this viewer (login, logout, adult verification). */
export const useSessionKey = (): string => {
  const { actors } = useApp()
  return useSelector(actors.session, (snapshot) => sessionKeyOf(snapshot.context))
}
