import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { titleMediaPath } from '../../../core/contract/index.ts'
import { captionsVtt as dialogueCaptionsVtt } from '../titles/dialogue.ts'
import { findQaTitle } from '../titles/qaTitles.ts'

/**
 * A title's stream (docs/decisions/1100-hls-fixture.md, 1800): the committed 36-second fixture,
 * repeated to the title's own running time (a discontinuity at each repeat), with captions and
 * thumbnail cues repeated to match, all under the title's media path `/media/t/{movie_url}/`
 * that its stream grant opens. Playlists name everything relatively, so the path (and the grant
 * cookie scoped to it) carries through.
 */

export const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixture')
/** The fixture: 9 segments of 4 s. */
export const SEGMENT_SEC = 4
export const FIXTURE_SEGMENTS = 9
const FIXTURE_SEC = SEGMENT_SEC * FIXTURE_SEGMENTS
export const renditions = [
  { name: '360p', bandwidth: 40_700, resolution: '640x360', codecs: 'avc1.4d4016,mp4a.40.2', init: 'init_0.mp4' },
  { name: '720p', bandwidth: 62_700, resolution: '1280x720', codecs: 'avc1.4d401f,mp4a.40.2', init: 'init_1.mp4' },
] as const
export type Rendition = (typeof renditions)[number]
/** Longest running time a stream covers (10 hours). */
const MAX_SEC = 36_000

/** A running time as the stream plays it: whole seconds, at least one, at most ten hours. */
export const streamSeconds = (durationSec: number): number => Math.max(1, Math.min(MAX_SEC, Math.ceil(durationSec)))

/** How many segments a running time has. */
export const segmentCount = (seconds: number): number => Math.ceil(streamSeconds(seconds) / SEGMENT_SEC)

/** The addresses (web host paths) of a title's stream. */
export const streamPaths = (movieUrl: string) => {
  const base = titleMediaPath(movieUrl)
  return { master: `${base}master.m3u8`, captions: `${base}ko.vtt`, thumbnails: `${base}thumbs.vtt` }
}

export const masterPlaylist = (): string =>
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

/**
 * A rendition's playlist: the init segment clear (EXT-X-MAP before EXT-X-KEY), then every
 * segment AES-128 under the title's key at `key`, its IV the media sequence number; `encrypted`
 * false leaves the key out (the bench's unprotected stream only).
 */
export const mediaPlaylist = (seconds: number, rendition: Rendition, encrypted: boolean): string => {
  const count = segmentCount(seconds)
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${SEGMENT_SEC}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${rendition.name}/init.mp4"`,
    ...(encrypted ? ['#EXT-X-KEY:METHOD=AES-128,URI="key"'] : []),
  ]
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % FIXTURE_SEGMENTS === 0) lines.push('#EXT-X-DISCONTINUITY')
    lines.push(`#EXTINF:${SEGMENT_SEC}.000000,`, `${rendition.name}/${i}.m4s`)
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

/**
 * A title's Korean captions as WebVTT, for its running time: its own dialogue (the lines search
 * finds, docs/decisions/1012); the QA titles keep the fixture's repeated cues, which their tests read.
 */
export const captionsVtt = (movieUrl: string, seconds: number): string =>
  findQaTitle(movieUrl) ? fixtureCaptionsVtt(seconds) : dialogueCaptionsVtt(movieUrl, seconds)

const fixtureCaptionsVtt = (seconds: number): string => {
  const out = ['WEBVTT', '']
  for (let offset = 0; offset < seconds; offset += FIXTURE_SEC)
    for (const cue of captionCues())
      if (offset + cue.start < seconds) out.push(`${stamp(offset + cue.start)} --> ${stamp(Math.min(seconds, offset + cue.end))}`, cue.text, '')
  return out.join('\n')
}

/** Seek thumbnails: a cue per segment pointing into the title's sprite (`thumbs.jpg#xywh=…`, under its grant too). */
export const thumbnailsVtt = (movieUrl: string, seconds: number): string => {
  const out = ['WEBVTT', '']
  const sprite = `${titleMediaPath(movieUrl)}thumbs.jpg`
  for (let i = 0; i * SEGMENT_SEC < seconds; i++) {
    const tile = i % FIXTURE_SEGMENTS
    out.push(
      `${stamp(i * SEGMENT_SEC)} --> ${stamp(Math.min(seconds, (i + 1) * SEGMENT_SEC))}`,
      `${sprite}#xywh=${(tile % 3) * 160},${Math.floor(tile / 3) * 90},160,90`,
      '',
    )
  }
  return out.join('\n')
}

/** The fixture's files, read once: a rendition's init and segments, the thumbnail sprite. */
const files = new Map<string, Buffer>()
export const fixtureFile = (relative: string): Buffer => {
  let file = files.get(relative)
  if (!file) {
    file = readFileSync(join(FIXTURE_DIR, relative))
    files.set(relative, file)
  }
  return file
}
