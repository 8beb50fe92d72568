import { type CallSpec, call } from './callSpec.ts'

/**
 * Search (designed, docs/contract.md): on the search host, under its /api path, POST, signed
 * with the client code of the session `s`. The query field is `keyword`.
 */
const search = (path: string, fields: readonly string[], required: readonly string[]): CallSpec =>
  call({ method: 'POST', host: 'search', path, fields, required, signing: 'client', origin: 'designed' })

export const searchCalls = {
  search: search('/v1/search', ['s', 'keyword', 'filter', 'kind', 'sort', 'count', 'page', 'exact', 'movie_url'], ['s', 'keyword']),
  searchSuggest: search('/v1/search/suggest', ['s', 'keyword', 'filter', 'exact'], ['s', 'keyword']),
  popularKeywords: search('/v1/search/popular', ['s'], ['s']),
} as const satisfies Record<string, CallSpec>

/** The `sort` of a search: relevance (designed, the default) or the product's content sort orders. */
export const SearchSort = { relevance: 0, latest: 1, popular: 2, name: 3, savedCount: 4 } as const
export type SearchSort = (typeof SearchSort)[keyof typeof SearchSort]

/** Results per page: the product's content view counts. */
export const searchCounts = [30, 50] as const

/** At most this many suggestions. */
export const SUGGEST_MAX = 10

/** At most this many popular keywords. */
export const POPULAR_MAX = 10

/** At most this many people in a search's answer, each with at most PERSON_TITLES of their titles. */
export const PEOPLE_MAX = 5
export const PERSON_TITLES = 6
