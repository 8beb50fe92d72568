import type { PopularKeyword } from '../../../core/api/schemas.search.ts'
import { POPULAR_MAX } from '../../../core/contract/searchCalls.ts'
import { fold } from '../../../core/search/index.ts'

/**
 * The stand-in's top searches: seeded so a fresh stand-in has some, then counted from the searches
 * it answers. Keywords that differ only in spacing, punctuation or case count as one; the form
 * shown is the last one searched.
 */
export interface PopularKeywords {
  record(keyword: string): void
  top(limit?: number): PopularKeyword[]
}

export const createPopularKeywords = (seed: readonly string[]): PopularKeywords => {
  const counts = new Map<string, { keyword: string; count: number; order: number }>()
  let order = 0
  const record = (keyword: string, weight = 1) => {
    const key = fold(keyword).chars.join('')
    if (!key) return
    const found = counts.get(key)
    counts.set(key, { keyword, count: (found?.count ?? 0) + weight, order: found?.order ?? order++ })
  }
  // Seeded counts fall by one a place, so the first seed keyword leads until real searches overtake it.
  seed.forEach((keyword, i) => record(keyword, seed.length - i))
  return {
    record: (keyword) => record(keyword),
    top: (limit = POPULAR_MAX) =>
      [...counts.values()]
        .sort((a, b) => b.count - a.count || a.order - b.order)
        .slice(0, limit)
        .map(({ keyword, count }, i) => ({ rank: i + 1, keyword, count })),
  }
}
