import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { ContentCard } from '../../core/api/schemas.browse.ts'
import { TitleCard, TitleCardSkeleton } from './TitleCard.tsx'
import './TitleRow.css'

export interface TitleRowProps {
  readonly title: string
  readonly items: readonly ContentCard[]
  readonly art: 'poster' | 'tile'
  readonly isLogin: boolean
  /** Where "더 보기" goes (the row's whole list). */
  readonly moreTo?: string
  /** Number the cards (a ranking row). */
  readonly ranked?: boolean
  /** The first rows on the page: their images load at once. */
  readonly eager?: boolean
}

/**
 * A titled, horizontally scrolling row of cards: 이전/다음 buttons scroll by one view, ←/→ move
 * between cards, "더 보기" opens the row's list. Six tiles or ten posters fit a wide screen.
 */
export function TitleRow({ title, items, art, isLogin, moreTo, ranked = false, eager = false }: TitleRowProps) {
  const headingId = useId()
  const track = useRef<HTMLUListElement>(null)
  const [ends, setEnds] = useState({ start: true, end: false })

  const measure = useCallback(() => {
    const el = track.current
    if (!el) return
    const start = el.scrollLeft <= 1
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1
    setEnds((prev) => (prev.start === start && prev.end === end ? prev : { start, end }))
  }, [])
  // Measured from the observer's first notice, which comes after the browser's own layout: read in
  // the effect, each row forced a layout of its own (a dozen in one task on the home's first render).
  useEffect(() => {
    const el = track.current
    if (!el) return
    if (typeof ResizeObserver === 'undefined') return void measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [measure, items.length])

  const page = (direction: 1 | -1) => {
    const el = track.current
    if (!el) return
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: smooth() })
  }

  // ←/→ move focus card to card (the browser scrolls the focused card into view).
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const links = [...(track.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > a') ?? [])]
    const at = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (at < 0) return
    const next = links[at + (event.key === 'ArrowRight' ? 1 : -1)]
    if (next) {
      event.preventDefault()
      next.focus()
    }
  }

  return (
    <section className={`title-row title-row--${art}`} aria-labelledby={headingId}>
      <div className="title-row__head">
        <h2 id={headingId} className="title-row__title">
          {title}
        </h2>
        <div className="title-row__tools">
          <button type="button" className="title-row__nav" aria-label={`${title} 이전 작품`} disabled={ends.start} onClick={() => page(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="title-row__nav" aria-label={`${title} 다음 작품`} disabled={ends.end} onClick={() => page(1)}>
            <span aria-hidden="true">›</span>
          </button>
          {moreTo ? (
            <Link className="title-row__more" to={moreTo} aria-label={`${title} 더 보기`}>
              더 보기
            </Link>
          ) : null}
        </div>
      </div>
      <ul className="title-row__track" ref={track} onScroll={measure} onKeyDown={onKeyDown}>
        {items.map((card, i) => (
          <li key={`${card.movie_url}-${i}`} className="title-row__item">
            <TitleCard card={card} art={art} isLogin={isLogin} eager={eager && i < 10} {...(ranked ? { rank: i + 1 } : {})} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Smooth scrolling unless the viewer asked for reduced motion. */
const smooth = (): ScrollBehavior => (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

/** A row before its data: heading bar and cards at their final sizes. */
export function TitleRowSkeleton({ art, count = 10 }: { readonly art: 'poster' | 'tile'; readonly count?: number }) {
  return (
    <div className={`title-row title-row--${art}`} aria-hidden="true">
      <div className="title-row__head">
        <span className="title-row__title skeleton skeleton--line" style={{ width: '9em' }} />
      </div>
      <div className="title-row__track">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="title-row__item">
            <TitleCardSkeleton art={art} />
          </div>
        ))}
      </div>
    </div>
  )
}
