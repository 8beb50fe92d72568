import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Passwords are kept as scrypt hashes (docs/decisions/1410): `scrypt$N$r$p$salt$hash`, salt and
 * hash in base64url. The cost is in the text, so raising it later still checks older hashes.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const
const KEY_BYTES = 32
/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, so allow twice. */
const maxmem = (N: number, r: number) => 256 * N * r

const derive = (password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N, r, p, maxmem: maxmem(N, r) }, (error, key) => (error ? reject(error) : resolve(key))),
  )

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST.N, COST.r, COST.p)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Whether `password` matches a stored hash; a malformed hash matches nothing. */
export const checkPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p))
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A remember-me key as stored: its sha256, so the table alone opens no session. */
export const keyHash = (key: string): string => createHash('sha256').update(key).digest('hex')

/** A new random remember-me key (or any secret token) for a cookie or a link. */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url')
