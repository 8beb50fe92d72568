import { SearchSort, searchCounts } from '../../../core/contract/searchCalls.ts'

/** The result tabs' kinds: '' is 전체 (every kind). */
export const resultKinds = ['', 'movie', 'series', 'short', 'scene', 'crop', 'line'] as const
export type ResultKind = (typeof resultKinds)[number]

const whole = (value: string | null, allowed: readonly number[], fallback: number): number => {
  const n = value !== null && /^\d+$/.test(value) ? Number(value) : NaN
  return allowed.includes(n) ? n : fallback
}

/** What the URL asks for: /search/{search_text}?kind=&sort=&count=&page=&exact= (the URL is the state; exact=1 searches the words as typed). */
export const resultChoice = (params: URLSearchParams) => {
  const kind = resultKinds.find((k) => k === params.get('kind')) ?? ''
  const page = Number(params.get('page'))
  return {
    kind,
    sort: whole(params.get('sort'), Object.values(SearchSort), SearchSort.relevance),
    count: whole(params.get('count'), searchCounts, searchCounts[0]),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    exact: params.get('exact') === '1',
  }
}
