import { randomBytes } from 'node:crypto'
import type { Db } from '../store/db.ts'

/** The stand-in's media secret: made once per database and kept there (a restart keeps grants and keys working). */
export const mediaSecretOf = async (db: Db): Promise<Buffer> => {
  await db.query('INSERT INTO media_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('base64url')])
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM media_secret WHERE id = 1')
  return Buffer.from(row?.secret ?? '', 'base64url')
}
