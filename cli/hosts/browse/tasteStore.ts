import type { Db } from '../store/db.ts'

/**
 * Whose tastes: a member account's first profile (the account's row, as before profiles) or one
 * of its other profiles (docs/decisions/1900).
 */
export type TasteOwner = { readonly accountId: string; readonly profileId?: string | undefined }

/** Each profile's chosen tags (tasteSet), in the store. */
export interface TasteStore {
  get(owner: TasteOwner): Promise<readonly string[] | undefined>
  set(owner: TasteOwner, tagUrls: readonly string[]): Promise<void>
}

export const createTasteStore = (db: Db): TasteStore => ({
  async get({ accountId, profileId }) {
    const [row] = profileId
      ? await db.query<{ tag_urls: string }>('SELECT tag_urls FROM profile_tastes WHERE profile_id = $1', [profileId])
      : await db.query<{ tag_urls: string }>('SELECT tag_urls FROM tastes WHERE account_id = $1', [accountId])
    return row ? (JSON.parse(row.tag_urls) as string[]) : undefined
  },
  async set({ accountId, profileId }, tagUrls) {
    // JSON text, not an array column: the same on every Postgres-compatible engine.
    if (profileId) {
      await db.query('INSERT INTO profile_tastes (profile_id, tag_urls) VALUES ($1, $2) ON CONFLICT (profile_id) DO UPDATE SET tag_urls = $2', [
        profileId,
        JSON.stringify(tagUrls),
      ])
      return
    }
    await db.query('INSERT INTO tastes (account_id, tag_urls) VALUES ($1, $2) ON CONFLICT (account_id) DO UPDATE SET tag_urls = $2', [
      accountId,
      JSON.stringify(tagUrls),
    ])
  },
})
