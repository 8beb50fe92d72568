import { createContext } from 'react'

/** How far a started title is watched: a film's position, a series' episode in progress. */
export interface Started {
  readonly position: number
  readonly duration: number
}

/** The member's started titles by the address a card has (a series by its own, not its episode's); empty for a guest. */
export const StartedTitles = createContext<ReadonlyMap<string, Started>>(new Map())
