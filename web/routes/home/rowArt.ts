import type { HomeRow } from '../../../core/api/schemas.browse.ts'
import { PosterType } from '../../../core/contract/index.ts'

/** Which artwork a row's poster type shows: posters for normal and ranking rows, tiles otherwise. */
export const rowArt = (row: Pick<HomeRow, 'poster_type'>): 'poster' | 'tile' =>
  row.poster_type === PosterType.normal || row.poster_type === PosterType.ranking ? 'poster' : 'tile'
