import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { viewerMessageOf } from '../../core/app/commands.ts'
import type { ContentCard } from '../../core/api/schemas.browse.ts'
import { type Part, usePart } from '../data/pageData.ts'
import { listPageBody } from './listChoice.ts'
import { type ListParams, type Loaded, keepPages, listPagesKey } from './listPages.ts'
import { hostRead } from '../data/hostReads.ts'

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

interface More {
  /** The first pages these follow (the loader's part). */
  readonly from: Part<Loaded> | null
  readonly loaded: Loaded | undefined
  readonly failed: string
  readonly busy: boolean
}

/**
 * A content list for endless loading: its first pages come with the page's data (listLoad, in
 * its route's loader); the next ones are read here, `count` a page, as the viewer scrolls. Every
 * page read is kept in the history entry (listPages.ts), so going back draws them all at once.
 */
export function usePagedList(first: Part<Loaded> | null, params: ListParams | null): PagedList {
  const entry = useLocation().key
  const head = usePart(first)
  const [state, setState] = useState<More>({ from: first, loaded: undefined, failed: '', busy: false })
  const more = state.from === first ? state : { from: first, loaded: undefined, failed: '', busy: false }
  const inflight = useRef<AbortController | null>(null)
  const key = params === null ? null : listPagesKey(entry, params)
  const loaded = more.loaded ?? (head.status === 'ok' ? (head.data ?? undefined) : undefined)

  // The first pages, kept in this entry as soon as they are drawn.
  const headData = head.status === 'ok' ? head.data : null
  useEffect(() => {
    if (key !== null && headData) keepPages(key, headData)
  }, [key, headData])
  useEffect(() => () => inflight.current?.abort(), [first])

  const fetchPage = useCallback(
    (before: Loaded) => {
      if (key === null || params === null) return
      inflight.current?.abort()
      const abort = new AbortController()
      inflight.current = abort
      setState({ ...more, busy: true })
      hostRead('contentList', listPageBody(params, before.pages + 1), { signal: abort.signal }).then(
        (out) => {
          if (abort.signal.aborted) return
          const seen = new Set(before.items.map((c) => c.movie_url))
          const next: Loaded = { items: [...before.items, ...out.list.filter((c) => !seen.has(c.movie_url))], total: out.total, pages: before.pages + 1 }
          keepPages(key, next)
          setState({ from: first, loaded: next, failed: '', busy: false })
        },
        (error: unknown) => {
          if (!abort.signal.aborted) setState({ from: first, loaded: before, failed: viewerMessageOf(error), busy: false })
        },
      )
    },
    [key, params, more, first],
  )

  const hasMore = loaded !== undefined && loaded.items.length < loaded.total && loaded.pages * (params?.count ?? 30) < loaded.total
  const loadMore = useCallback(() => {
    if (!more.busy && loaded && hasMore) fetchPage(loaded)
  }, [more.busy, loaded, hasMore, fetchPage])
  const retryHead = head.retry
  const retry = useCallback(() => (loaded ? fetchPage(loaded) : retryHead()), [loaded, fetchPage, retryHead])

  const status = loaded ? 'ok' : head.status === 'error' ? 'error' : 'loading'
  return {
    status,
    items: loaded?.items ?? [],
    total: loaded?.total ?? 0,
    hasMore,
    loadingMore: more.busy,
    message: more.failed || (head.status === 'error' ? head.message : ''),
    loadMore,
    retry,
  }
}
