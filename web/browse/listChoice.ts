import { ContentViewCount, ServiceId, SortOrder } from '../../core/contract/index.ts'

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

/** A page of a list as contentList's body: the list's fields in order, then the page; unset fields left out. */
export const listPageBody = (list: object, page: number): Record<string, string | number> =>
  Object.fromEntries(Object.entries({ ...list, page }).filter(([, v]) => v !== undefined)) as Record<string, string | number>

/** What /contents reads first with no query and no current menu: every section, the query's (default) sort and size. */
export const allSectionsFirstPage = (search: URLSearchParams): Record<string, string | number> =>
  listPageBody({ section_no: ServiceId.all, ...listChoice(search) }, 1)

/** ?page= from 1 (anything else: 1); the money lists read 20 a page, the calls' default. */
export const pageOf = (at: { readonly url: URL }): number => Math.max(1, Number(/^\d+$/.exec(at.url.searchParams.get('page') ?? '')?.[0] ?? 1))
