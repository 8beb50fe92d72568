import type { HomeRow } from '../../../core/api/schemas.browse.ts'

/** A title's age rating as an age: 전체 (or none) is 0. */
const ageOf = (rating: string | undefined): number => (rating === undefined || rating === 'ALL' ? 0 : Number(rating) || 0)

/**
 * A kids profile's home rows (docs/decisions/1902): each row's 전체 and 7 titles first, and no row
 * left with nothing to show or only 19 titles (the hosts already leave out what is above the
 * profile's limit; this orders and tidies what came).
 */
export const kidsRows = (rows: readonly HomeRow[]): readonly HomeRow[] =>
  rows
    .filter((row) => row.items.length > 0 && row.items.some((item) => ageOf(item.age_rating) < 19))
    .map((row) => ({
      ...row,
      items: row.items
        .map((item, i) => ({ item, i }))
        .sort((a, b) => ageOf(a.item.age_rating) - ageOf(b.item.age_rating) || a.i - b.i)
        .map(({ item }) => item),
    }))
