import { isWatched } from '../../../core/watch/rules.ts'
import { MyPageTab } from '../../../core/contract/index.ts'
import { WatchList } from '../../components/WatchList.tsx'
import type { MyListItem, MyListOutput } from '../../../core/api/schemas.watch.ts'
import { type Part, usePart } from '../../data/pageData.ts'
import type { Started } from '../../components/startedTitles.ts'

/**
 * The home's 이어보기 row: a member's titles with a saved position not yet past 95 % (myList tab 1)
 * and series with an episode to go on to, each with its progress and a remove button (the home's
 * data is read again after one). Nothing for a guest or an empty list.
 */
export function ContinueWatching({ list: part }: { readonly list: Part<MyListOutput | null> }) {
  const list = usePart(part)
  if (list.status !== 'ok' || list.data === null) return null
  // A series' row at 0 is its next episode from the start: still being watched (docs/decisions/1717).
  const items = list.data.list.filter((item) => (item.position > 0 || item.episode !== undefined) && !isWatched(item.position, item.duration))
  if (items.length === 0) return null
  return (
    <section className="home-block" aria-labelledby="home-continue" data-testid="continue-watching">
      <h2 id="home-continue" className="home-block__title">
        이어보기
      </h2>
      <WatchList tab={MyPageTab.watched} items={items} label="이어보기" compact />
    </section>
  )
}

/** From the 이어보기 list the home already reads (myList tab 1): titles under way, not yet watched. */
export const startedOf = (list: readonly MyListItem[]): ReadonlyMap<string, Started> =>
  new Map(
    list
      .filter((item) => !item.locked && item.position > 0 && !isWatched(item.position, item.duration))
      .map((item) => [item.episode?.series_url ?? item.movie_url, { position: item.position, duration: item.duration }]),
  )
