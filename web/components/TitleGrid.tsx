import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { ContentCard } from '../../core/api/schemas.browse.ts'
import type { PagedList } from '../browse/usePagedList.ts'
import { TitleCard, TitleCardSkeleton } from './TitleCard.tsx'
import { ErrorState } from './ErrorState.tsx'
import './TitleGrid.css'

/** Poster cards at least this wide, gap between them (CSS px). */
const MIN_CARD = 104
const GAP = 12
/** Caption lines under a poster: title and meta, with their gaps (as TitleCard.css lays them out, so rows are estimated at their real height). */
const CAPTION = 45

/** Cards of a served page (the web host's edge) whose art is asked for at once: the first row at the widest. */
const EAGER_CARDS = 8
/**
 * The grid's last measured box, so a list drawn again on back navigation is laid out at once as
 * the viewer left it: the restored scroll position then shows the same rows.
 */
let lastBox = { columns: 3, width: 0, offset: 0 }

const columnsFor = (width: number): number => Math.max(2, Math.min(8, Math.floor((width + GAP) / (MIN_CARD + GAP))))

// useLayoutEffect warns when a page is rendered on the server (prerendering); the effect is the same there.
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

const noChange = () => () => {}
/** True while rendered on the server or hydrating what it rendered (React's server snapshot), false after. */
const useServedRender = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  )

export interface TitleGridProps {
  readonly list: PagedList
  readonly isLogin: boolean
  /** The list's name, for the landmark and the load-more button ("액션 콘텐츠"). */
  readonly label: string
  readonly pageSize: number
}

/**
 * A long list of poster cards in rows, virtualised against the window (only the rows near the
 * screen are in the DOM, so 1,000 titles scroll smoothly), with endless loading: the next page
 * is read when the end comes near, or by the 더 보기 button (keyboard, no observer).
 */
export function TitleGrid({ list, isLogin, label, pageSize }: TitleGridProps) {
  const served = useServedRender()
  const box = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(lastBox.columns)
  const [width, setWidth] = useState(lastBox.width)
  const [offset, setOffset] = useState(lastBox.offset)
  // The virtualiser starts once the box is measured: by then react-router has put the window's
  // scroll back (on back navigation), which the virtualiser takes as its start, not the top.
  const [measured, setMeasured] = useState(false)

  useIsoLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const update = () => {
      lastBox = { columns: columnsFor(el.clientWidth), width: el.clientWidth, offset: el.getBoundingClientRect().top + window.scrollY }
      setColumns(lastBox.columns)
      setWidth(lastBox.width)
      setOffset(lastBox.offset)
      setMeasured(true)
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  const cardWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : 150
  const rowHeight = (cardWidth * 240) / 170 + CAPTION + GAP
  const rowCount = Math.ceil(list.items.length / columns)
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: offset,
    enabled: measured,
    // The window's size from the first render on (not 0 × 0 until the virtualiser has observed it):
    // the render right after hydrating draws the rows on screen at once, so the edge's cells are
    // kept rather than taken out for a frame and drawn anew.
    ...(typeof window === 'undefined' ? {} : { initialRect: { width: window.innerWidth, height: window.innerHeight } }),
    // Unrounded, like the estimate: rows measured on the way down and rows estimated on the way
    // back then add up to the same offsets (rounding each row moved a restored list by pixels).
    // A row is measured on its first cell (the grid stretches it to the row's height), plus the gap below.
    measureElement: (element) => element.getBoundingClientRect().height + GAP,
  })
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer])

  const sentinel = useRef<HTMLDivElement>(null)
  const { hasMore, loadMore, loadingMore } = list
  useEffect(() => {
    const el = sentinel.current
    if (!el || !hasMore || loadingMore || list.message) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '0px 0px 800px 0px' })
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasMore, loadMore, loadingMore, list.message, list.items.length, served])

  const rows = virtualizer.getVirtualItems()
  return (
    <div className="title-grid" ref={box} style={{ ['--cols' as string]: columns }}>
      {list.status === 'loading' ? (
        <div className="title-grid__row title-grid__row--static" data-testid="list-loading" aria-hidden="true">
          {Array.from({ length: columns * 2 }, (_, i) => (
            <TitleCardSkeleton key={i} art="poster" />
          ))}
        </div>
      ) : served ? (
        // Rendered by the web host's edge (docs/decisions/0809), and hydrated: no window to
        // measure or scroll there, so the first titles in plain rows whose columns CSS works out
        // as columnsFor does. React draws the virtual list right after hydrating.
        <ul className="title-grid__row title-grid__row--static title-grid__row--served" aria-label={label} data-total={list.total}>
          {/* The whole first page, so the rows take the height the virtual list will: nothing below moves. */}
          {list.items.map((card, i) => (
            <li key={card.movie_url} className="title-grid__cell">
              <TitleCard card={card} art="poster" isLogin={isLogin} eager={i < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        // One flat grid of cells keyed by title, like the edge's page: hydrating it keeps the served
        // cells (their nodes) wherever the columns fall; only the rows near the screen are in it,
        // pushed down to their place by the list's top padding.
        <ul
          className="title-grid__list"
          aria-label={label}
          data-total={list.total}
          data-loaded={list.items.length}
          style={{
            height: measured ? virtualizer.getTotalSize() : rowCount * rowHeight,
            paddingTop: rows[0] ? rows[0].start - virtualizer.options.scrollMargin : 0,
          }}
        >
          {rows.flatMap((row) =>
            rowItems(list.items, row.index, columns).map((card, i) => (
              <li key={card.movie_url} className="title-grid__cell" {...(i === 0 ? { 'data-index': row.index, ref: virtualizer.measureElement } : {})}>
                <TitleCard card={card} art="poster" isLogin={isLogin} eager={row.index === 0 && i < columns} />
              </li>
            )),
          )}
        </ul>
      )}
      {/* Not in the edge's page: its place comes with the virtual list's height, right after
          hydrating, so it is drawn there once rather than moved there. */}
      {served ? null : (
        <div ref={sentinel} className="title-grid__end">
          {list.message && list.status !== 'loading' ? (
            <ErrorState
              title={list.items.length ? '다음 작품을 불러오지 못했습니다' : '작품 목록을 불러오지 못했습니다'}
              message={list.message}
              onRetry={list.retry}
            />
          ) : hasMore ? (
            <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? '불러오는 중…' : `다음 ${pageSize}개 더 보기`}
            </button>
          ) : list.status === 'ok' && list.items.length > 0 ? (
            <p className="title-grid__done">모두 {list.total.toLocaleString('ko-KR')}편을 보셨습니다</p>
          ) : null}
        </div>
      )}
    </div>
  )
}

const rowItems = (items: readonly ContentCard[], row: number, columns: number) => items.slice(row * columns, row * columns + columns)
