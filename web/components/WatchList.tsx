import { useState } from 'react'
import { Link } from 'react-router'
import { formatRangeParam, formatTime } from '../../core/watch/rules.ts'
import { viewerMessageOf } from '../../core/app/commands.ts'
import type { MyListItem } from '../../core/api/schemas.watch.ts'
import { adultGateTarget } from '../browse/links.ts'
import { paths } from '../paths.ts'
import { useApp } from '../shell/appContext.ts'
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
 * A list of my page's items (or the home's 이어보기 row): each opens and can be removed
 * (myListRemove). A removal shows at once; a failure puts the item back with the Korean reason.
 * A locked item shows only a "19" lock, like a locked card, and leads to the adult gate.
 */
export function WatchList({
  tab,
  items,
  label,
  compact = false,
  onRemoved,
}: {
  tab: number
  items: readonly MyListItem[]
  label: string
  compact?: boolean
  /** Told after a removal succeeded (the home's row hides itself when it empties). */
  onRemoved?: (itemId: string) => void
}) {
  const { request } = useApp()
  const { isLogin } = useSession()
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const [message, setMessage] = useState<string | null>(null)
  const remove = async (item: MyListItem) => {
    setRemoved((set) => new Set(set).add(item.item_id))
    try {
      await request('myListRemove', { tab, item_id: item.item_id }, { track: false })
      setMessage(`${nameOf(item)}을(를) 목록에서 지웠습니다.`)
      onRemoved?.(item.item_id)
    } catch (error) {
      setRemoved((set) => new Set([...set].filter((id) => id !== item.item_id)))
      setMessage(viewerMessageOf(error))
    }
  }
  const shown = items.filter((item) => !removed.has(item.item_id))
  return (
    <>
      <ul className={`watch-list${compact ? ' watch-list--row' : ''}`} aria-label={label} data-testid="watch-list">
        {shown.map((item) => (
          <li key={item.item_id} className="watch-list__item" data-testid="watch-list-item">
            <Link className="watch-list__open" to={itemLink(item, isLogin)} data-locked={item.locked ? '1' : undefined}>
              {item.locked ? (
                <span className="watch-list__title watch-list__title--locked">
                  <span className="watch-list__lock" aria-hidden="true">
                    19
                  </span>
                  <span className="visually-hidden">19세 이상 작품, </span>성인 인증 필요
                </span>
              ) : (
                <span className="watch-list__title">{item.title}</span>
              )}
              <span className="watch-list__meta">
                {item.start !== undefined && item.end !== undefined
                  ? `${formatTime(item.start)}초 – ${formatTime(item.end)}초`
                  : item.position > 0
                    ? `${minutes(item.position)} 시청${item.watched ? ' · 다 봄' : ''}`
                    : minutes(item.duration)}
              </span>
              {tab === 1 && item.duration > 0 ? (
                <span className="watch-list__progress" aria-hidden="true">
                  <span style={{ width: `${Math.min(100, (item.position / item.duration) * 100)}%` }} />
                </span>
              ) : null}
            </Link>
            {tab !== 2 ? (
              <button type="button" className="button watch-list__remove" aria-label={`${item.locked ? '19세 이상 작품' : item.title} 목록에서 지우기`} onClick={() => void remove(item)}>
                지우기
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </>
  )
}
