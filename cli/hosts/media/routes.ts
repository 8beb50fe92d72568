import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { CookieName, STREAM_GRANT_COOKIE } from '../../../core/contract/index.ts'
import { parseCookies } from '../server/http.ts'
import { chooseEncoding } from '../edge/siteFiles.ts'
import { findPlayable, playRefusal, viewerPasses } from '../watch/playable.ts'
import type { World } from '../server/callTypes.ts'
import { captionsVtt, fixtureFile, masterPlaylist, mediaPlaylist, renditions, segmentCount, streamSeconds, thumbnailsVtt, FIXTURE_SEGMENTS } from './stream.ts'
import { encryptSegment } from './keys.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'media' | 'money' | 'now' | 'sessions' | 'streams' | 'watch'
type Slice = Pick<World, Uses>

/**
 * The web host's media (docs/decisions/1800, 1801): every address under `/media/t/{movie_url}/`
 * answers only with that title's valid stream grant (its cookie), else 403 with no body; the key
 * also re-checks that the grant's session may watch the title now. Nothing else under /media/.
 */

const types = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  key: 'application/octet-stream',
} as const

/** One of a title's files: what it is, from the path after `/media/t/{movie_url}/`. */
type MediaFile =
  | { readonly kind: 'master' | 'captions' | 'thumbnails' | 'sprite' | 'key' }
  | { readonly kind: 'playlist' | 'init'; readonly rendition: (typeof renditions)[number] }
  | { readonly kind: 'segment'; readonly rendition: (typeof renditions)[number]; readonly sequence: number }

const fileOf = (rest: string): MediaFile | undefined => {
  if (rest === 'master.m3u8') return { kind: 'master' }
  if (rest === 'ko.vtt') return { kind: 'captions' }
  if (rest === 'thumbs.vtt') return { kind: 'thumbnails' }
  if (rest === 'thumbs.jpg') return { kind: 'sprite' }
  if (rest === 'key') return { kind: 'key' }
  const m = /^(\d{3,4}p)(?:\.m3u8|\/init\.mp4|\/(\d{1,5})\.m4s)$/.exec(rest)
  const rendition = renditions.find((r) => r.name === m?.[1])
  if (!m || !rendition) return undefined
  if (rest.endsWith('.m3u8')) return { kind: 'playlist', rendition }
  if (rest.endsWith('init.mp4')) return { kind: 'init', rendition }
  return { kind: 'segment', rendition, sequence: Number(m[2]) }
}

/** 403 (or the status given) with no body: nothing tells a refused request why. Returns true: the request was media's. */
const refuse = (res: ServerResponse, status = 403): true => {
  res.writeHead(status, { 'Content-Length': 0, 'Cache-Control': 'no-store' })
  res.end()
  return true
}

/** Playlists and captions are text, and a long title's run to hundreds of KB: worth compressing. */
const isText = (type: string): boolean => type === types.m3u8 || type === types.vtt

/**
 * A body, whole or by a single `Range: bytes=a-b`; private: a shared cache must not keep what a
 * grant opened. A whole playlist or caption file goes brotli or gzip when the client accepts it
 * (a range of one stays as it is: its bytes are the file's).
 */
const send = (req: IncomingMessage, res: ServerResponse, type: string, body: Buffer, cache: string) => {
  const headers = { 'Content-Type': type, 'Cache-Control': cache, 'Accept-Ranges': 'bytes', 'Access-Control-Expose-Headers': 'Content-Length, Content-Range' }
  const size = body.length
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '')
  const encoding = isText(type) && !range ? chooseEncoding(req.headers['accept-encoding']) : 'identity'
  if (encoding !== 'identity') {
    const packed =
      encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: size } }) : gzipSync(body)
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, Vary: 'Accept-Encoding', 'Content-Length': packed.length })
    return void res.end(req.method === 'HEAD' ? undefined : packed)
  }
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
    const end = range[1] && range[2] ? Math.min(size - 1, Number(range[2])) : size - 1
    if (start >= size || start > end) {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` })
      return void res.end()
    }
    res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': end - start + 1 })
    return void res.end(req.method === 'HEAD' ? undefined : body.subarray(start, end + 1))
  }
  res.writeHead(200, { ...headers, 'Content-Length': size })
  res.end(req.method === 'HEAD' ? undefined : body)
}

export interface MediaRoutes {
  /** Answers /media/…; false when the path is not media's. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>
}

export const createMediaRoutes = (world: Slice): MediaRoutes => ({
  async serve(req, res, url) {
    if (!url.pathname.startsWith('/media/')) return false
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405)
    const m = /^\/media\/t\/([a-z0-9-]{1,80})\/(.+)$/.exec(url.pathname)
    const hit = m ? findPlayable(world, m[1]!) : undefined
    const file = m ? fileOf(m[2]!) : undefined
    // The title's own stream: a scene's or crop's address plays its title's (playInfo's movie_url).
    const movieUrl = (hit?.kind === 'episode' ? hit.episode.movieUrl : hit?.title.movieUrl) ?? ''
    if (!m || !hit || !file || hit.kind === 'clip' || movieUrl !== m[1]) return refuse(res, 404)
    const { grants, keys, enforced } = world.media
    const cookies = parseCookies(req.headers.cookie)
    const grant = enforced ? await grants.check(cookies[STREAM_GRANT_COOKIE], movieUrl, cookies[CookieName.deviceId]) : undefined
    if (grant && !grant.ok) return refuse(res)
    const seconds = streamSeconds(hit.kind === 'episode' ? hit.episode.durationSec : hit.title.durationSec)
    const cache = 'private, max-age=3600'
    switch (file.kind) {
      case 'master':
        send(req, res, types.m3u8, Buffer.from(masterPlaylist()), cache)
        break
      case 'playlist':
        send(req, res, types.m3u8, Buffer.from(mediaPlaylist(seconds, file.rendition, enforced)), cache)
        break
      case 'captions':
        send(req, res, types.vtt, Buffer.from(captionsVtt(movieUrl, seconds)), cache)
        break
      case 'thumbnails':
        send(req, res, types.vtt, Buffer.from(thumbnailsVtt(movieUrl, seconds)), cache)
        break
      case 'sprite':
        send(req, res, types.jpg, fixtureFile('thumbs.jpg'), cache)
        break
      case 'init':
        send(req, res, types.mp4, fixtureFile(`${file.rendition.name}/${file.rendition.init}`), cache)
        break
      case 'segment': {
        if (file.sequence >= segmentCount(seconds)) return refuse(res, 404)
        const plain = fixtureFile(`${file.rendition.name}/seg${file.sequence % FIXTURE_SEGMENTS}.m4s`)
        send(req, res, types.m4s, enforced ? encryptSegment(plain, keys.keyOf(movieUrl), file.sequence) : plain, cache)
        break
      }
      case 'key': {
        if (!enforced) return refuse(res, 404)
        // The grant is not enough: its session must be allowed the title now (its pass, purchase, adult verification).
        const found = grant?.ok ? await world.sessions.lookup(grant.claims.s) : undefined
        if (found?.kind !== 'live') return refuse(res)
        const request = { params: { movie_url: movieUrl }, cookies: {}, session: found.session }
        if (playRefusal(hit.title, request, await viewerPasses(request, world), world.now()) !== undefined) return refuse(res)
        send(req, res, types.key, keys.keyOf(movieUrl), 'private, no-store')
        break
      }
    }
    return true
  },
})
