import { type CallSpec, call } from './callSpec.ts'

/**
 * Stream grants (designed, docs/contract.md "Stream grants and keys"; docs/decisions/1800): the
 * signed, expiring cookie that opens one title's media for one session, and the addresses under it.
 */

/** The grant's cookie: one per title, each scoped by Path to that title's media. */
export const STREAM_GRANT_COOKIE = 'stream_grant'

/** A grant's life when the hosts are not told otherwise (`--grant-ttl`). */
export const DEFAULT_GRANT_TTL_SEC = 300

/** The player renews a grant once this share of its life has gone (no stall: two thirds leave a third to spare). */
export const GRANT_RENEW_AT = 2 / 3

/** Every media address of a title lies under this path, which its grant cookie is scoped to. */
export const titleMediaPath = (movieUrl: string): string => `/media/t/${movieUrl}/`

/** The key address of a title (EXT-X-KEY's URI; the media form of streamKey). */
export const titleKeyPath = (movieUrl: string): string => `${titleMediaPath(movieUrl)}key`

/** The renewal call: on the API host, POST, signed with the client code of `s`, as every watch call. */
export const streamGrantCalls = {
  /** A fresh grant for a title the viewer is playing (re-checked as playInfo checks); the cookie comes with the answer. */
  streamGrant: call({
    method: 'POST',
    host: 'api',
    path: '/v3/play/streamGrant',
    fields: ['s', 'movie_url'],
    required: ['s', 'movie_url'],
    signing: 'client',
    origin: 'designed',
  }),
} as const satisfies Record<string, CallSpec>
