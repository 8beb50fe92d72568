import { createDecipheriv } from 'node:crypto'
import { STREAM_GRANT_COOKIE, titleMediaPath } from '../../core/contract/index.ts'
import { jarFetch } from '../adapters/index.ts'
import type { ReplayBrowser } from './browser.ts'

/**
 * A script's `play` step after playInfo (docs/decisions/1802): what a viewer's player asks the web
 * host for, in order: the master playlist, a media playlist, its init segment, a segment and the
 * title's key; the segment is decrypted with the key as hls.js would, so a wrong key fails too.
 */

/** Which grant the media requests carry: the browser's own (its cookie jar), none, or a kept grant's value. */
export type GrantToSend = { readonly kind: 'own' } | { readonly kind: 'none' } | { readonly kind: 'kept'; readonly value: string }

export const mediaRequests = ['master', 'playlist', 'init', 'segment', 'key'] as const
export type MediaRequest = (typeof mediaRequests)[number]

export interface MediaPlay {
  readonly ok: boolean
  /** Each request and its HTTP status, in order, up to the first refused. */
  readonly requests: readonly { readonly request: MediaRequest; readonly path: string; readonly status: number }[]
  /** The first request refused, and its status. */
  readonly refused?: MediaRequest
  readonly status?: number
  /** Why it failed when every request answered 200 (a key that does not open the segment). */
  readonly reason?: string
}

/** The grant cookie the browser holds for a title's media, if any. */
export const grantInJar = async (browser: ReplayBrowser, movieUrl: string): Promise<string | undefined> =>
  (await browser.jar.getCookies(`${browser.hosts.web}${titleMediaPath(movieUrl)}`)).find((c) => c.key === STREAM_GRANT_COOKIE)?.value

const iv = (sequence: number) => {
  const bytes = Buffer.alloc(16)
  bytes.writeUInt32BE(sequence, 12)
  return bytes
}

/** Fetches a title's media as its player would, with the grant asked for; `only` names the one request to send. */
export const playMedia = async (
  browser: ReplayBrowser,
  movieUrl: string,
  grant: GrantToSend,
  only: MediaRequest | undefined,
  signal: AbortSignal,
): Promise<MediaPlay> => {
  const base = `${browser.hosts.web}${titleMediaPath(movieUrl)}`
  const viaJar = jarFetch(browser.jar)
  const get = async (path: string) => {
    const url = `${base}${path}`
    if (grant.kind === 'own') return viaJar(url, { signal })
    // The browser's other cookies (its device_id), and the grant given instead of its own.
    const others = (await browser.jar.getCookies(url)).filter((c) => c.key !== STREAM_GRANT_COOKIE).map((c) => c.cookieString())
    const cookie = [...others, ...(grant.kind === 'kept' ? [`${STREAM_GRANT_COOKIE}=${grant.value}`] : [])].join('; ')
    return fetch(url, { headers: cookie ? { cookie } : {}, signal })
  }
  const requests: { request: MediaRequest; path: string; status: number }[] = []
  const bodies = new Map<MediaRequest, Buffer>()
  const plan: [MediaRequest, string][] = [
    ['master', 'master.m3u8'],
    ['playlist', '360p.m3u8'],
    ['init', '360p/init.mp4'],
    ['segment', '360p/1.m4s'],
    ['key', 'key'],
  ]
  for (const [request, fallback] of plan) {
    if (only && request !== only) continue
    // The addresses the playlists name, as a player follows them (the fallback when sending one alone).
    const master = bodies.get('master')?.toString()
    const playlist = bodies.get('playlist')?.toString()
    const named =
      request === 'playlist'
        ? master?.split('\n').find((l) => l && !l.startsWith('#'))
        : request === 'init'
          ? /EXT-X-MAP:URI="([^"]+)"/.exec(playlist ?? '')?.[1]
          : request === 'segment'
            ? playlist?.split('\n').filter((l) => l && !l.startsWith('#'))[1]
            : request === 'key'
              ? /EXT-X-KEY:[^\n]*URI="([^"]+)"/.exec(playlist ?? '')?.[1]
              : undefined
    const path = named ?? fallback
    const response = await get(path)
    const body = Buffer.from(await response.arrayBuffer())
    requests.push({ request, path: `${titleMediaPath(movieUrl)}${path}`, status: response.status })
    if (response.status !== 200) return { ok: false, requests, refused: request, status: response.status }
    bodies.set(request, body)
  }
  const key = bodies.get('key')
  const segment = bodies.get('segment')
  if (key && segment) {
    if (key.length !== 16) return { ok: false, requests, reason: `the key has ${key.length} bytes, not 16` }
    try {
      const decipher = createDecipheriv('aes-128-cbc', key, iv(1))
      const plain = Buffer.concat([decipher.update(segment), decipher.final()])
      // An fMP4 media segment starts with a box whose type is styp or moof.
      if (!['styp', 'moof'].includes(plain.subarray(4, 8).toString('latin1'))) throw new Error('not an fMP4 segment')
    } catch {
      return { ok: false, requests, reason: 'the key does not open the segment' }
    }
  }
  return { ok: true, requests }
}
