import { type KeyboardEvent, type PointerEvent, useContext, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { ContentCard } from '../../../core/api/schemas.browse.ts'
import { cardTarget } from '../../browse/links.ts'
import { ProgressBar } from '../../components/ProgressBar.tsx'
import { StartedTitles } from '../../components/startedTitles.ts'
import './HeroBanner.css'

/** How long a slide stays before the next one (when moving on by itself is allowed). */
const ADVANCE_MS = 7000

/**
 * The home's hero banner: one title at a time, 이전/다음 buttons, ←/→ while focus is inside, a
 * swipe on touch screens, and moving on by itself only while the viewer is not pointing at it,
 * not focused inside it, and has not asked for reduced motion.
 */
export function HeroBanner({ items, isLogin }: { readonly items: readonly ContentCard[]; readonly isLogin: boolean }) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(true)
  const swipe = useRef<number | null>(null)
  const startedTitles = useContext(StartedTitles)
  const count = items.length
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count)

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReducedMotion(query.matches)
    const onChange = () => setReducedMotion(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  const playing = count > 1 && !hovered && !focused && !reducedMotion
  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [playing, index, count])

  if (count === 0) return null
  const card = items[Math.min(index, count - 1)]!
  const started = card.locked ? undefined : startedTitles.get(card.movie_url)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1)
    else if (event.key === 'ArrowLeft') go(-1)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch') swipe.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const from = swipe.current
    swipe.current = null
    if (from === null) return
    const dx = event.clientX - from
    if (Math.abs(dx) > 40) go(dx < 0 ? 1 : -1)
  }

  return (
    <section
      className="hero"
      aria-roledescription="캐러셀"
      aria-label="추천 작품"
      data-testid="hero"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipe.current = null)}
    >
      <div
        className="hero__slide"
        role="group"
        aria-roledescription="슬라이드"
        aria-label={`${count}개 중 ${index + 1}번째`}
        data-playing={playing ? '1' : '0'}
      >
        <div className="hero__art">
          {card.locked || !card.big ? (
            <span className="hero__art-empty" />
          ) : (
            <img src={card.big} alt="" width={1280} height={540} fetchPriority={index === 0 ? 'high' : 'auto'} decoding="async" draggable={false} />
          )}
        </div>
        <div className="hero__caption">
          {card.locked ? (
            <p className="hero__title">19세 이상 성인 인증이 필요한 작품</p>
          ) : (
            <>
              <p className="hero__title">{card.title}</p>
              <p className="hero__meta">
                {[
                  card.year,
                  card.genre,
                  card.age_rating === 'ALL' ? '전체 관람가' : card.age_rating ? `${card.age_rating}세 이상` : undefined,
                  started ? '시청 중' : undefined,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {started ? <ProgressBar className="hero__progress" position={started.position} duration={started.duration} /> : null}
            </>
          )}
          <Link
            className="button button--primary hero__cta"
            to={cardTarget(card, isLogin)}
            aria-label={card.locked ? '성인 인증하고 보기' : `${card.title} 자세히 보기`}
          >
            {card.locked ? '성인 인증하고 보기' : '자세히 보기'}
          </Link>
        </div>
      </div>
      {count > 1 ? (
        <div className="hero__controls">
          <button type="button" className="hero__nav" aria-label="이전 배너" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="hero__count" aria-live={playing ? 'off' : 'polite'}>
            {index + 1} / {count}
          </span>
          <button type="button" className="hero__nav" aria-label="다음 배너" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  )
}

/** The hero's place before the data: the same box. */
export function HeroSkeleton() {
  return (
    <div className="hero" aria-hidden="true">
      <div className="hero__slide">
        <div className="hero__art skeleton" />
        <div className="hero__caption">
          <span className="hero__title skeleton skeleton--line" style={{ width: '10em' }} />
        </div>
      </div>
    </div>
  )
}
