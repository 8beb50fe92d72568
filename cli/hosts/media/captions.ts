import type { IncomingMessage, ServerResponse } from 'node:http'
import { captionsVtt } from '../titles/dialogue.ts'

/**
 * Each playable address's own Korean subtitles (its dialogue, titles/dialogue.ts) on the web host:
 * /media/captions/{movie_url}/{seconds}/ko.vtt. The running time is in the address, as the
 * generated streams' is, so the media room needs no catalogue.
 */

const PATH = /^\/media\/captions\/([A-Za-z0-9-]{1,40})\/(\d{1,5})\/ko\.vtt$/
/** Longest running time a caption file covers (the streams' 10 hours). */
const MAX_SEC = 36_000

/** The web-host path of an address's subtitles. */
export const captionsPath = (movieUrl: string, durationSec: number): string =>
  `/media/captions/${movieUrl}/${Math.max(1, Math.min(MAX_SEC, Math.ceil(durationSec)))}/ko.vtt`

/** Answers a caption address; false when the path is not one. */
export const serveCaptions = (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
  const m = PATH.exec(path)
  if (!m) return false
  const seconds = Number(m[2])
  if (seconds < 1 || seconds > MAX_SEC) return false
  const body = captionsVtt(m[1]!, seconds)
  res.writeHead(200, {
    'Access-Control-Allow-Origin': '*',
    'Content-Type': 'text/vtt; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'public, max-age=3600',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}
