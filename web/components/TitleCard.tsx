import { memo, useContext } from 'react'
import { Link } from 'react-router'
import type { ContentCard } from '../../core/api/schemas.browse.ts'
import { cardTarget } from '../browse/links.ts'
import { lockedWords } from './lockedWords.ts'
import { Artwork } from './Artwork.tsx'
import { StartedTitles } from './startedTitles.ts'
import './TitleCard.css'

export interface TitleCardProps {
  readonly card: ContentCard
  /** Which artwork the card shows (its row's poster type). */
  readonly art: 'poster' | 'tile'
  readonly isLogin: boolean
  /** A ranking row's place, shown big beside the art. */
  readonly rank?: number
  /** Above the fold: images load at once. */
  readonly eager?: boolean
}

/**
 * One title in a row or a list: its art (box sized before it loads), title and year. A locked
 * adult card shows only a "19" lock, never the title or art, and leads to the adult gate.
 */
// Memoised: a scrolling grid re-renders its rows every frame; cards whose props did not change skip it.
export const TitleCard = memo(function TitleCard({ card, art, isLogin, rank, eager = false }: TitleCardProps) {
  const to = cardTarget(card, isLogin)
  const started = useContext(StartedTitles).get(card.movie_url)
  if (card.locked) {
    return (
      <Link className={`title-card title-card--${art} title-card--locked`} to={to} data-locked="1" data-movie-url={card.movie_url}>
        <span className={`title-card__lock artwork--${art}`} aria-hidden="true">
          <span className="title-card__lock-badge">19</span>
          <span className="title-card__lock-text">{lockedWords.line}</span>
        </span>
        <span className="title-card__title title-card__title--muted">
          <span className="visually-hidden">{lockedWords.spoken}</span>
          {lockedWords.title}
        </span>
      </Link>
    )
  }
  const src = art === 'poster' ? card.poster : card.tile
  const meta = [card.year, card.genre].filter((v) => v !== undefined && v !== '').join(' · ')
  return (
    <Link className={`title-card title-card--${art}`} to={to} data-movie-url={card.movie_url}>
      {rank !== undefined ? (
        <span className="title-card__rank">
          {rank}
          <span className="visually-hidden">위</span>
        </span>
      ) : null}
      {src ? (
        <Artwork kind={art} src={src} alt="" eager={eager} />
      ) : (
        <span className={`title-card__noart artwork--${art}`} aria-hidden="true">
          {card.title}
        </span>
      )}
      {started ? (
        <span className={`title-card__progress title-card__progress--${art}`} aria-hidden="true" data-testid="progress-bar">
          <span style={{ width: `${Math.min(100, (started.position / started.duration) * 100)}%` }} />
        </span>
      ) : null}
      <span className="title-card__title">
        {card.title}
        {started ? <span className="visually-hidden">, 시청 중</span> : null}
      </span>
      {meta ? <span className="title-card__meta">{meta}</span> : null}
      {card.age_rating === '19' ? <span className="title-card__age">19</span> : null}
    </Link>
  )
})

/** A card's place before its data arrives: the same box and caption lines, no text. */
export function TitleCardSkeleton({ art }: { readonly art: 'poster' | 'tile' }) {
  return (
    <span className={`title-card title-card--${art} title-card--skeleton`} aria-hidden="true">
      <span className={`title-card__lock artwork--${art} skeleton`} />
      <span className="title-card__title skeleton skeleton--line" />
      <span className="title-card__meta skeleton skeleton--line skeleton--short" />
    </span>
  )
}
