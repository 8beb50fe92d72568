import { useEffect, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { formatRangeParam, formatTime } from '../../core/watch/rules.ts'
import type { MyListItem } from '../../core/api/schemas.watch.ts'
import { adultGateTarget } from '../browse/links.ts'
import { Artwork } from './Artwork.tsx'
import { episodeNumber, episodeOwnTitle } from './episodeText.ts'
import { lockedWords } from './lockedWords.ts'
import { ProgressBar } from './ProgressBar.tsx'
import { paths } from '../paths.ts'
import type { ActResult } from '../data/actions.ts'
import { useSession } from '../shell/hooks.ts'
import './WatchList.css'

/**
 * Where an item of my page opens: a locked one (an adult title this session may not see) to the
 * gate and back to the title, as a locked card does; a saved section or scene at its exact range;
 * a title where it was left.
 */
export const itemLink = (item: MyListItem, isLogin: boolean): string =>
  item.locked
    ? adultGateTarget(paths.movie(item.movie_url), isLogin)
    : item.start !== undefined && item.end !== undefined
      ? paths.player(item.movie_url, formatRangeParam({ start: item.start, end: item.end }))
      : paths.player(item.movie_url)

const minutes = (seconds: number): string => `${Math.floor(seconds / 60)}분 ${Math.floor(seconds % 60)}초`

/** What a viewer reads as an item's name: a locked item has none (docs/decisions/1200). */
const nameOf = (item: MyListItem): string => (item.locked ? '19세 이상 작품' : `"${item.title}"`)

/**
 * A list of my page's items (or the home's 이어보기 row): each opens and can be removed, by a
 * form posted to the page's route (removeAct). A removal hides the item at once; the page's data
 * read again after it leaves it out; a failure shows it again with the Korean reason. A locked
 * item shows only a "19" lock, like a locked card, and leads to the adult gate.
 */
export function WatchList({ tab, items, label, compact = false }: { tab: number; items: readonly MyListItem[]; label: string; compact?: boolean }) {
  const { isLogin } = useSession()
  const [message, setMessage] = useState('')
  return (
    <>
      <ul className={`watch-list${compact ? ' watch-list--row' : ''}`} aria-label={label} data-testid="watch-list">
        {items.map((item) => (
          <WatchItem key={item.item_id} tab={tab} item={item} isLogin={isLogin} onResult={setMessage} />
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </>
  )
}

function WatchItem({ tab, item, isLogin, onResult }: { tab: number; item: MyListItem; isLogin: boolean; onResult: (message: string) => void }) {
  const fetcher = useFetcher<ActResult>()
  const result = fetcher.data
  useEffect(() => {
    if (result) onResult(result.message)
  }, [result, onResult])
  // Gone from the list as soon as it is asked, and for good once the host has it.
  if (fetcher.state !== 'idle' || result?.ok) return null
  return (
    <li className="watch-list__item" data-testid="watch-list-item">
      {item.tile && !item.locked ? (
        <Link className="watch-list__art" to={itemLink(item, isLogin)} tabIndex={-1} aria-hidden="true">
          <Artwork kind="tile" src={item.tile} alt="" />
        </Link>
      ) : null}
      <Link className="watch-list__open" to={itemLink(item, isLogin)} data-locked={item.locked ? '1' : undefined}>
        {item.locked ? (
          <span className="watch-list__title watch-list__title--locked">
            <span className="watch-list__lock" aria-hidden="true">
              19
            </span>
            <span className="visually-hidden">{lockedWords.spoken}</span>
            {lockedWords.title}
          </span>
        ) : (
          <span className="watch-list__title">{item.episode ? item.episode.series_title : item.title}</span>
        )}
        {item.source_title && !item.locked && !item.title.includes(item.source_title) ? (
          <span className="watch-list__episode" data-testid="watch-list-source">
            {item.source_title}
          </span>
        ) : null}
        {item.episode && !item.locked ? (
          <span className="watch-list__episode" data-testid="watch-list-episode">
            {episodeNumber(item.episode, true)} {episodeOwnTitle(item.episode.title, item.episode.episode_no)}
          </span>
        ) : null}
        <span className="watch-list__meta">
          {item.start !== undefined && item.end !== undefined
            ? `${formatTime(item.start)}초 – ${formatTime(item.end)}초`
            : item.position > 0
              ? `${minutes(item.position)} 시청${item.watched ? ' · 다 봄' : ''}`
              : item.episode
                ? `${item.episode.episode_no}화 처음부터`
                : minutes(item.duration)}
        </span>
        {tab === 1 && item.duration > 0 ? <ProgressBar position={item.position} duration={item.duration} /> : null}
      </Link>
      {tab !== 2 ? (
        <fetcher.Form method="post" className="watch-list__remove-form">
          <input type="hidden" name="tab" value={tab} />
          <input type="hidden" name="item_id" value={item.item_id} />
          <input type="hidden" name="name" value={nameOf(item)} />
          <button type="submit" className="button watch-list__remove" aria-label={`${item.locked ? '19세 이상 작품' : item.title} 목록에서 지우기`}>
            지우기
          </button>
        </fetcher.Form>
      ) : null}
    </li>
  )
}
