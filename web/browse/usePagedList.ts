import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { viewerMessageOf } from '../../core/app/commands.ts'
import type { ContentCard } from '../../core/api/schemas.browse.ts'
import { useApp } from '../shell/appContext.ts'
import { listPageBody } from './listChoice.ts'
import { type Loaded, keepPages, keptPages, listPagesKey } from './listPages.ts'
import { forgetServedAnswer, servedAnswer } from '../shell/servedReads.ts'
import { useIsGuest, useViewerKey } from '../shell/useCall.ts'

/** What a content list asks for (contentList's fields; page comes from the hook). */
export interface ListParams {
  readonly section_no?: number | undefined
  readonly category_no?: number | undefined
  readonly tag_url?: string | undefined
  readonly sort: number
  readonly count: number
}

export interface PagedList {
  readonly status: 'loading' | 'ok' | 'error'
  readonly items: readonly ContentCard[]
  readonly total: number
  readonly hasMore: boolean
  /** A next page is on its way. */
  readonly loadingMore: boolean
  /** The Korean message of the last failure (first page or a later one). */
  readonly message: string
  loadMore(): void
  retry(): void
}

/**
 * A content list read page by page (contentList, `count` a page) for endless loading. Reads
 * again from page 1 when the list or the viewer changes; an answer for an older list is dropped.
 * Back to a list's history entry, its pages kept there (listPages.ts) are drawn at once.
 */
export function usePagedList(params: ListParams | null): PagedList {
  const { request } = useApp()
  const viewerKey = useViewerKey()
  const isGuest = useIsGuest()
  // Whose list: a guest sees the same titles whatever token boot gives it (before or after its
  // guest login), so that change neither resets the list nor repeats a page being read.
  const entry = useLocation().key
  const key = params === null ? null : listPagesKey(entry, `${JSON.stringify(params)}|${isGuest ? 'guest' : viewerKey}`)
  const [state, setState] = useState<{ key: string | null; loaded: Loaded | undefined; failed: string; busy: boolean }>(() => ({
    key,
    loaded: key === null ? undefined : keptPages(key),
    failed: '',
    busy: false,
  }))
  const inflight = useRef<AbortController | null>(null)
  const current = state.key === key ? state : { key, loaded: key === null ? undefined : keptPages(key), failed: '', busy: false }
  // A guest's first page may come with its first page of titles (shell/servedReads.ts): they are
  // this guest's page 1 while the viewer is that guest; later pages are read after them.
  const firstPage = params === null ? null : JSON.stringify(listPageBody(params, 1))
  const [served] = useState(() => {
    const answer = firstPage === null ? undefined : (servedAnswer('contentList', firstPage) as { list: readonly ContentCard[]; total: number } | undefined)
    return answer && { firstPage, loaded: { items: answer.list, total: answer.total, pages: 1 } satisfies Loaded }
  })
  useEffect(() => {
    if (served?.firstPage) forgetServedAnswer('contentList', served.firstPage)
  }, [served])
  const standIn = served && served.firstPage === firstPage && isGuest ? served.loaded : undefined

  const fetchPage = useCallback(
    (forKey: string, listParams: ListParams, page: number, before: Loaded | undefined) => {
      inflight.current?.abort()
      const abort = new AbortController()
      inflight.current = abort
      setState((s) => ({ ...(s.key === forKey ? s : { key: forKey, loaded: before, failed: '' }), busy: true }))
      const body = listPageBody(listParams, page)
      request('contentList', body, { signal: abort.signal, track: false }).then(
        (out) => {
          if (abort.signal.aborted) return
          const seen = new Set(before?.items.map((c) => c.movie_url))
          const loaded: Loaded = { items: [...(before?.items ?? []), ...out.list.filter((c) => !seen.has(c.movie_url))], total: out.total, pages: page }
          keepPages(forKey, loaded)
          setState({ key: forKey, loaded, failed: '', busy: false })
        },
        (error: unknown) => {
          if (abort.signal.aborted) return
          setState((s) => ({ key: forKey, loaded: s.key === forKey ? s.loaded : before, failed: viewerMessageOf(error), busy: false }))
        },
      )
    },
    [request],
  )

  // A new list (or viewer): what this history entry already read, else page 1 (unless served).
  const servedStands = standIn !== undefined
  useEffect(() => {
    if (key === null || params === null || servedStands) return
    const known = keptPages(key)
    if (known) {
      setState({ key, loaded: known, failed: '', busy: false })
      return
    }
    fetchPage(key, params, 1, undefined)
    return () => inflight.current?.abort()
  }, [key, fetchPage, servedStands])

  const loaded = current.loaded ?? standIn
  const hasMore = loaded !== undefined && loaded.items.length < loaded.total && loaded.pages * (params?.count ?? 30) < loaded.total
  const loadMore = useCallback(() => {
    if (key === null || params === null || current.busy || !loaded || !hasMore) return
    fetchPage(key, params, loaded.pages + 1, loaded)
  }, [key, current.busy, loaded, hasMore, fetchPage])
  const retry = useCallback(() => {
    if (key === null || params === null) return
    fetchPage(key, params, (loaded?.pages ?? 0) + 1, loaded)
  }, [key, loaded, fetchPage])

  const status = loaded ? 'ok' : current.failed ? 'error' : 'loading'
  return {
    status,
    items: loaded?.items ?? [],
    total: loaded?.total ?? 0,
    hasMore,
    loadingMore: current.busy && current.loaded !== undefined,
    message: current.failed,
    loadMore,
    retry,
  }
}
