import type { PopularKeyword } from '../../../core/api/schemas.search.ts'
import { POPULAR_MAX } from '../../../core/contract/searchCalls.ts'
import { fold } from '../../../core/search/index.ts'
import type { Db } from '../store/db.ts'

/**
 * The stand-in's top searches, in the store: seeded so a fresh stand-in has some, then counted
 * from the searches it answers. Keywords that differ only in spacing, punctuation or case count
 * as one; the form shown is the last one searched.
 */
export interface PopularKeywords {
  record(keyword: string): Promise<void>
  top(limit?: number): Promise<PopularKeyword[]>
}

const add = async (db: Db, keyword: string, weight: number, seeding: boolean): Promise<void> => {
  const key = fold(keyword).chars.join('')
  if (!key) return
  await db.query(
    `INSERT INTO search_keywords (key, keyword, count) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO ${seeding ? 'NOTHING' : 'UPDATE SET keyword = $2, count = search_keywords.count + $3'}`,
    [key, keyword, weight],
  )
}

/** A fresh stand-in's top searches: what viewers of such a site search for most. */
const SEED_KEYWORDS = ['사랑', '나의 아저씨', '서울', 'ㅅㄹ', '블루스', '추격전', '그 여름', '7번 방', '소리', '계약'] as const

/** The top searches of this store, seeded first (a seed already there from an earlier start keeps its count). */
export const createPopularKeywords = async (db: Db, seed: readonly string[] = SEED_KEYWORDS): Promise<PopularKeywords> => {
  // Seeded counts fall by one a place, so the first seed keyword leads until real searches overtake it.
  for (const [i, keyword] of seed.entries()) await add(db, keyword, seed.length - i, true)
  return {
    record: (keyword) => add(db, keyword, 1, false),
    top: async (limit = POPULAR_MAX) => {
      const rows = await db.query<{ keyword: string; count: string | number }>('SELECT keyword, count FROM search_keywords ORDER BY count DESC, seq LIMIT $1', [
        limit,
      ])
      return rows.map((row, i) => ({ rank: i + 1, keyword: row.keyword, count: Number(row.count) }))
    },
  }
}
