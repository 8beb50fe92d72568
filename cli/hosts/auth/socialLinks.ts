import type { Db } from '../store/db.ts'

/** Which account a provider's person (provider, subject) signs in to (the social_links table). */
export interface SocialLinks {
  /** The account linked to this provider account, if any. */
  accountOf(provider: string, subject: string): Promise<string | undefined>
  /** Links a provider account to an account; a link already there stays as it is. */
  link(provider: string, subject: string, accountId: string, email: string | undefined): Promise<void>
}

export const createSocialLinks = (db: Db, now: () => number): SocialLinks => ({
  async accountOf(provider, subject) {
    const [row] = await db.query<{ account_id: string }>(
      `SELECT l.account_id FROM social_links l JOIN accounts a ON a.id = l.account_id
       WHERE l.provider = $1 AND l.subject = $2 AND a.withdrawn_at IS NULL`,
      [provider, subject],
    )
    return row?.account_id
  },
  async link(provider, subject, accountId, email) {
    await db.query(
      'INSERT INTO social_links (provider, subject, account_id, email, linked_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (provider, subject) DO NOTHING',
      [provider, subject, accountId, email ?? null, now()],
    )
  },
})
