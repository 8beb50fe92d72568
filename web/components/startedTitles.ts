import { createContext } from 'react'
import type { MyListItem } from '../../core/api/schemas.watch.ts'
import { isWatched } from '../../core/watch/rules.ts'

/** How far a started title is watched: a film's position, a series' episode in progress. */
export interface Started {
  readonly position: number
  readonly duration: number
}

/** The member's started titles by the address a card has (a series by its own, not its episode's); empty for a guest. */
export const StartedTitles = createContext<ReadonlyMap<string, Started>>(new Map())

/** From the 이어보기 list the home already reads (myList tab 1): titles under way, not yet watched. */
export const startedOf = (list: readonly MyListItem[]): ReadonlyMap<string, Started> =>
  new Map(
    list
      .filter((item) => !item.locked && item.position > 0 && !isWatched(item.position, item.duration))
      .map((item) => [item.episode?.series_url ?? item.movie_url, { position: item.position, duration: item.duration }]),
  )
