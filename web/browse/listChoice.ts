import { ContentViewCount, SortOrder } from '../../core/contract/index.ts'

/** A whole number from the query, or undefined. */
export const intParam = (value: string | null): number | undefined => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined)

const sorts: readonly number[] = Object.values(SortOrder)
const counts: readonly number[] = Object.values(ContentViewCount)

/** The sort and page size a list's query names (?sort=&count=), with defaults (latest, 30). */
export const listChoice = (params: URLSearchParams) => {
  const sort = intParam(params.get('sort'))
  const count = intParam(params.get('count'))
  return {
    sort: sort !== undefined && sorts.includes(sort) ? sort : SortOrder.latest,
    count: count !== undefined && counts.includes(count) ? count : ContentViewCount.small,
  }
}
