import type { Db } from '../../store/index.ts'

/** Each member account's chosen tags (tasteSet), in the store. */
export interface TasteStore {
  get(accountId: string): Promise<readonly string[] | undefined>
  set(accountId: string, tagUrls: readonly string[]): Promise<void>
}

export const createTasteStore = (db: Db): TasteStore => ({
  async get(accountId) {
    const [row] = await db.query<{ tag_urls: string }>('SELECT tag_urls FROM tastes WHERE account_id = $1', [accountId])
    return row ? (JSON.parse(row.tag_urls) as string[]) : undefined
  },
  async set(accountId, tagUrls) {
    // JSON text, not an array column: the same on every Postgres-compatible engine.
    await db.query('INSERT INTO tastes (account_id, tag_urls) VALUES ($1, $2) ON CONFLICT (account_id) DO UPDATE SET tag_urls = $2', [
      accountId,
      JSON.stringify(tagUrls),
    ])
  },
})
