import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { KEPT_COMPRESSION, compressedSibling } from '../../../core/contract/siteBuild.ts'
import { keepLatest } from '../../../core/support/keepLatest.ts'

/**
 * How the web host sends a built file, as a CDN would: brotli or gzip by Accept-Encoding (the
 * build's precompressed `.br` / `.gz` beside the file when there is one, else compressed once and
 * kept in memory), a strong ETag per representation, and 304 on a matching If-None-Match.
 */

export type Encoding = 'br' | 'gzip' | 'identity'

/** The three forms of one body, each made on first use. */
export interface Representations {
  readonly etag: string
  get(encoding: Encoding): Promise<Buffer>
}

/** Text-like types worth compressing; images, fonts (woff2 is compressed already) and video are not. */
export const isCompressible = (contentType: string): boolean =>
  /^(text\/|application\/(json|javascript|manifest\+json|wasm|xml)|image\/svg\+xml)/.test(contentType)

/** The best encoding the client accepts: br, then gzip, else none (a `;q=0` refuses one). */
export const chooseEncoding = (acceptEncoding: string | undefined): Encoding => {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return 'identity'
}

/**
 * How hard a body is compressed, as a CDN does it: a file that is sent many times is worth the
 * smallest form (brotli 11, about 200 ms for a page on this machine's CPU); a body made for one
 * request (the edge's page) gets the fast levels, which cost a few milliseconds for a few percent
 * more bytes.
 */
export type Effort = 'kept' | 'once'

const compress = (raw: Buffer, encoding: Exclude<Encoding, 'identity'>, effort: Effort): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(raw, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: effort === 'kept' ? KEPT_COMPRESSION.brotliQuality : 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipSync(raw, { level: effort === 'kept' ? KEPT_COMPRESSION.gzipLevel : 6 })

/**
 * Compressed forms of kept bodies by content, shared by every stand-in of the process: the tests
 * start one per file on the same built site, and each paid about 1.5 s of CPU to compress the
 * site's scripts again. The least recently asked for go past a bound, for a `serve` that rebuilds for hours.
 */
const keptForms = new Map<string, Promise<Buffer>>()
const KEPT_FORMS = 2_000

const keptForm = (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
  const form = keptForms.get(key) ?? make()
  keepLatest(keptForms, key, form, KEPT_FORMS)
  return form
}

/** The representations of a body; `precompressed` reads the build's own `.br` / `.gz` if present. */
export const representationsOf = (
  raw: Buffer,
  precompressed: (encoding: Exclude<Encoding, 'identity'>) => Promise<Buffer | undefined> = async () => undefined,
  effort: Effort = 'kept',
): Representations => {
  const etag = createHash('sha1').update(raw).digest('base64url').slice(0, 20)
  const made = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(raw)]])
  return {
    etag,
    get(encoding) {
      let body = made.get(encoding)
      if (!body) {
        const wanted = encoding as Exclude<Encoding, 'identity'>
        const make = () => precompressed(wanted).then((found) => found ?? compress(raw, wanted, effort))
        body = effort === 'kept' ? keptForm(`${etag}-${wanted}`, make) : make()
        made.set(encoding, body)
      }
      return body
    },
  }
}

/**
 * Representations of files on disk, kept while the file's size and time stay the same: `stamp` is
 * both, from the stat the caller made to find the file.
 */
export const fileCache = () => {
  const cache = new Map<string, { readonly stamp: string; readonly reps: Representations }>()
  const sibling = (file: string) => async (encoding: 'br' | 'gzip') => readFile(compressedSibling(file, encoding)).catch(() => undefined)
  return async (file: string, stamp: string): Promise<Representations> => {
    const hit = cache.get(file)
    if (hit?.stamp === stamp) return hit.reps
    const reps = representationsOf(await readFile(file), sibling(file))
    cache.set(file, { stamp, reps })
    return reps
  }
}

/** Sends one representation (or 304), with the caching headers given. */
export const sendRepresentation = async (
  req: IncomingMessage,
  res: ServerResponse,
  reps: Representations,
  headers: { readonly contentType: string; readonly cacheControl: string },
): Promise<void> => {
  const encoding = isCompressible(headers.contentType) ? chooseEncoding(req.headers['accept-encoding']) : 'identity'
  const etag = `"${reps.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`
  const common: Record<string, string> = { ETag: etag, 'Cache-Control': headers.cacheControl }
  // Kept beside the CORS headers' `Vary: Origin`: a copy cached for the site itself must not answer another origin's font or stylesheet request.
  const vary = [res.getHeader('Vary'), isCompressible(headers.contentType) ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ')
  if (vary) common['Vary'] = vary
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
    res.writeHead(304, common)
    return void res.end()
  }
  const body = await reps.get(encoding)
  res.writeHead(200, {
    ...common,
    'Content-Type': headers.contentType,
    'Content-Length': body.length,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
