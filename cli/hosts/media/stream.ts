import { readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createReadStream } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sendText } from '../http.ts'
import { serveCaptions } from './captions.ts'

/**
 * The web host's media (docs/decisions/1100-hls-fixture.md): the committed 36-second fixture under
 * /media/fixture/, and per running time a generated stream under /media/stream/{seconds}/ whose
 * playlists repeat the fixture's segments (a discontinuity at each repeat) so every title plays
 * for its own duration, with captions and thumbnail cues repeated to match.
 */

export const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixture')
/** The fixture: 9 segments of 4 s. */
const SEGMENT_SEC = 4
const FIXTURE_SEGMENTS = 9
const FIXTURE_SEC = SEGMENT_SEC * FIXTURE_SEGMENTS
export const renditions = [
  { name: '360p', bandwidth: 40_700, resolution: '640x360', codecs: 'avc1.4d4016,mp4a.40.2', init: 'init_0.mp4' },
  { name: '720p', bandwidth: 62_700, resolution: '1280x720', codecs: 'avc1.4d401f,mp4a.40.2', init: 'init_1.mp4' },
] as const
/** Longest running time a generated stream covers (10 hours). */
const MAX_SEC = 36_000

/** The addresses (web host paths) of the stream made for a running time. */
export const streamPaths = (durationSec: number) => {
  const seconds = Math.max(1, Math.min(MAX_SEC, Math.ceil(durationSec)))
  const base = `/media/stream/${seconds}`
  return { master: `${base}/master.m3u8`, captions: `${base}/ko.vtt`, thumbnails: `${base}/thumbs.vtt` }
}

const masterPlaylist = (): string =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...renditions.flatMap((r) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.resolution},CODECS="${r.codecs}",NAME="${r.name}"`,
      `${r.name}.m3u8`,
    ]),
    '',
  ].join('\n')

const mediaPlaylist = (seconds: number, rendition: (typeof renditions)[number]): string => {
  const count = Math.ceil(seconds / SEGMENT_SEC)
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${SEGMENT_SEC}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="/media/fixture/${rendition.name}/${rendition.init}"`,
  ]
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % FIXTURE_SEGMENTS === 0) lines.push('#EXT-X-DISCONTINUITY')
    lines.push(`#EXTINF:${SEGMENT_SEC}.000000,`, `/media/fixture/${rendition.name}/seg${i % FIXTURE_SEGMENTS}.m4s`)
  }
  lines.push('#EXT-X-ENDLIST', '')
  return lines.join('\n')
}

const stamp = (sec: number): string => {
  const ms = Math.round(sec * 1000)
  const h = Math.floor(ms / 3_600_000)
  const m = Math.floor((ms % 3_600_000) / 60_000)
  const s = Math.floor((ms % 60_000) / 1000)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`
}
const unstamp = (text: string): number => {
  const [h, m, s] = text.split(':').map(Number)
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)
}

let fixtureCues: { start: number; end: number; text: string }[] | undefined
const captionCues = () =>
  (fixtureCues ??= readFileSync(join(FIXTURE_DIR, 'ko.vtt'), 'utf8')
    .split(/\n\n+/)
    .map((block) => /^(\S+) --> (\S+)\n([\s\S]+)$/.exec(block.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ start: unstamp(m[1] ?? ''), end: unstamp(m[2] ?? ''), text: (m[3] ?? '').trim() })))

const captionsVtt = (seconds: number): string => {
  const out = ['WEBVTT', '']
  for (let offset = 0; offset < seconds; offset += FIXTURE_SEC)
    for (const cue of captionCues()) if (offset + cue.start < seconds) out.push(`${stamp(offset + cue.start)} --> ${stamp(Math.min(seconds, offset + cue.end))}`, cue.text, '')
  return out.join('\n')
}

const thumbnailsVtt = (seconds: number): string => {
  const out = ['WEBVTT', '']
  for (let i = 0; i * SEGMENT_SEC < seconds; i++) {
    const tile = i % FIXTURE_SEGMENTS
    out.push(`${stamp(i * SEGMENT_SEC)} --> ${stamp(Math.min(seconds, (i + 1) * SEGMENT_SEC))}`, `/media/fixture/thumbs.jpg#xywh=${(tile % 3) * 160},${Math.floor(tile / 3) * 90},160,90`, '')
  }
  return out.join('\n')
}

const mediaTypes: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
}

const common = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Content-Length, Content-Range', 'Accept-Ranges': 'bytes' }

const sendBody = (req: IncomingMessage, res: ServerResponse, type: string, body: string, cache: string) => {
  res.writeHead(200, { ...common, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': cache })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** One fixture file, whole or by a single `Range: bytes=a-b`. */
const sendFile = async (req: IncomingMessage, res: ServerResponse, file: string) => {
  const size = (await stat(file)).size
  const type = mediaTypes[extname(file)] ?? 'application/octet-stream'
  const headers = { ...common, 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' }
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '')
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
    const end = range[1] && range[2] ? Math.min(size - 1, Number(range[2])) : size - 1
    if (start >= size || start > end) {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` })
      return void res.end()
    }
    res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': end - start + 1 })
    if (req.method === 'HEAD') return void res.end()
    return void createReadStream(file, { start, end }).pipe(res)
  }
  res.writeHead(200, { ...headers, 'Content-Length': size })
  if (req.method === 'HEAD') return void res.end()
  createReadStream(file).pipe(res)
}

/** Serves /media/…; false when the path is not media's. */
export const serveMedia = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
  const path = url.pathname
  if (!path.startsWith('/media/')) return false
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...common, 'Access-Control-Allow-Headers': 'Range', 'Access-Control-Allow-Methods': 'GET, HEAD' })
    res.end()
    return true
  }
  if (serveCaptions(req, res, path)) return true
  const stream = /^\/media\/stream\/(\d{1,5})\/([a-z0-9]+)\.(m3u8|vtt)$/.exec(path)
  if (stream) {
    const seconds = Number(stream[1])
    const name = stream[2]
    const cache = 'public, max-age=3600'
    if (seconds < 1 || seconds > MAX_SEC) sendText(res, 404, 'Not Found')
    else if (name === 'master' && stream[3] === 'm3u8') sendBody(req, res, mediaTypes['.m3u8'] ?? '', masterPlaylist(), cache)
    else if (name === 'ko' && stream[3] === 'vtt') sendBody(req, res, mediaTypes['.vtt'] ?? '', captionsVtt(seconds), cache)
    else if (name === 'thumbs' && stream[3] === 'vtt') sendBody(req, res, mediaTypes['.vtt'] ?? '', thumbnailsVtt(seconds), cache)
    else {
      const rendition = renditions.find((r) => r.name === name)
      if (rendition && stream[3] === 'm3u8') sendBody(req, res, mediaTypes['.m3u8'] ?? '', mediaPlaylist(seconds, rendition), cache)
      else sendText(res, 404, 'Not Found')
    }
    return true
  }
  if (path.startsWith('/media/fixture/')) {
    const full = resolve(FIXTURE_DIR, `.${normalize(`/${path.slice('/media/fixture'.length)}`)}`)
    const inside = full.startsWith(FIXTURE_DIR + sep)
    const info = inside ? await stat(full).catch(() => undefined) : undefined
    if (info?.isFile()) await sendFile(req, res, full)
    else sendText(res, 404, 'Not Found')
    return true
  }
  sendText(res, 404, 'Not Found')
  return true
}
