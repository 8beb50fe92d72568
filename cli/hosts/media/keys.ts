import { createCipheriv, createHmac } from 'node:crypto'

/**
 * A key per title (docs/decisions/1801): AES-128, the first 16 bytes of HMAC-SHA256 of the
 * title's movie_url under the stand-in's key secret, so the same title always has the same key
 * and no two titles share one. Segments are encrypted as they are served (the fixture is shared).
 */
export const createTitleKeys = (keySecret: Buffer) => {
  const keys = new Map<string, Buffer>()
  const keyOf = (movieUrl: string): Buffer => {
    let key = keys.get(movieUrl)
    if (!key) {
      if (keys.size > 10_000) keys.clear()
      key = createHmac('sha256', keySecret).update(movieUrl).digest().subarray(0, 16)
      keys.set(movieUrl, key)
    }
    return key
  }
  return { keyOf }
}

export type TitleKeys = ReturnType<typeof createTitleKeys>

/** HLS's default IV: the segment's media sequence number, big-endian in 16 bytes. */
export const sequenceIv = (sequence: number): Buffer => {
  const iv = Buffer.alloc(16)
  iv.writeUInt32BE(Math.floor(sequence / 2 ** 32), 8)
  iv.writeUInt32BE(sequence % 2 ** 32, 12)
  return iv
}

/** AES-128-CBC with PKCS#7 padding, as EXT-X-KEY METHOD=AES-128 says. */
export const encryptSegment = (plain: Buffer, key: Buffer, sequence: number): Buffer => {
  const cipher = createCipheriv('aes-128-cbc', key, sequenceIv(sequence))
  return Buffer.concat([cipher.update(plain), cipher.final()])
}
