import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { chooseEncoding } from '../edge/siteFiles.ts'

/** Small request/response helpers for the stand-in hosts: bodies, cookies, JSON answers. */

/** Largest body the stand-in reads; the contract's bodies are a few hundred bytes. */
const MAX_BODY_BYTES = 1_000_000

export class BadRequest extends Error {
  override readonly name = 'BadRequest'
}

/** A body over MAX_BODY_BYTES: answered 413, not a reset connection (docs/decisions/1835). */
export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge'
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Reads the whole body as UTF-8 text; invalid UTF-8 is a BadRequest, a body too large a BodyTooLarge (the rest is read and dropped). */
export const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        chunks.length = 0
        return reject(new BodyTooLarge(`body over ${MAX_BODY_BYTES} bytes`))
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      try {
        resolve(utf8.decode(Buffer.concat(chunks)))
      } catch {
        reject(new BadRequest('body is not valid UTF-8'))
      }
    })
    req.on('error', reject)
  })

/** A field no call takes: a NUL byte, or an invalid byte a percent-escape decoded to U+FFFD (docs/decisions/1835). */
export const checkFields = (params: Readonly<Record<string, string>>): Record<string, string> => {
  for (const [name, value] of Object.entries(params)) {
    if (/[\u0000\uFFFD]/.test(name) || /[\u0000\uFFFD]/.test(value)) throw new BadRequest(`field ${name.replace(/[^\w]/g, '?')} holds a NUL or invalid byte`)
  }
  return { ...params }
}

/** Body fields as strings: form-encoded (the contract's format) or a JSON object. */
export const parseParams = (body: string, contentType: string | undefined): Record<string, string> => {
  const isJson = (contentType ?? '').toLowerCase().includes('json') || /^\s*\{/.test(body)
  if (!isJson) return Object.fromEntries(new URLSearchParams(body))
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    throw new BadRequest('body is not valid JSON')
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new BadRequest('body must be a JSON object')
  return Object.fromEntries(
    Object.entries(json)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  )
}

/** The request's cookies by name (the first of duplicates wins, as browsers send the most specific first). */
export const parseCookies = (header: string | undefined): Record<string, string> => {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name || Object.hasOwn(cookies, name)) continue
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    try {
      cookies[name] = decodeURIComponent(raw)
    } catch {
      cookies[name] = raw
    }
  }
  return cookies
}

export interface SetCookie {
  readonly name: string
  readonly value: string
  readonly expires?: Date
  readonly httpOnly?: boolean
  readonly secure?: boolean
}

/** A Set-Cookie header value: path /, SameSite=Lax, as the cookie policy of docs/product.md §9 says. */
export const serializeCookie = (cookie: SetCookie): string =>
  [
    `${cookie.name}=${encodeURIComponent(cookie.value)}`,
    'Path=/',
    'SameSite=Lax',
    ...(cookie.expires ? [`Expires=${cookie.expires.toUTCString()}`] : []),
    ...(cookie.httpOnly ? ['HttpOnly'] : []),
    ...(cookie.secure ? ['Secure'] : []),
  ].join('; ')

/** Bodies smaller than this go as they are: compressing them saves less than its header costs. */
const COMPRESS_FROM_BYTES = 1024

/**
 * Sends a JSON body with no caching: every answer of a call is fresh. Compressed (brotli, else
 * gzip) when the client accepts it, as a production API behind a CDN would: the home's answer is
 * about 100 KB of JSON and 12 KB on the wire, which on a slow phone is most of its wait.
 */
export const sendJson = (res: ServerResponse, status: number, body: unknown, cookies: readonly string[] = []): void => {
  const raw = Buffer.from(JSON.stringify(body))
  const encoding = raw.length < COMPRESS_FROM_BYTES ? 'identity' : chooseEncoding(res.req?.headers['accept-encoding'])
  const sent = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? gzipSync(raw) : raw
  if (cookies.length > 0) res.setHeader('Set-Cookie', [...cookies])
  const vary = res.getHeader('Vary')
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': sent.length,
    'Cache-Control': 'no-store',
    Vary: vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  })
  res.end(sent)
}

/** Sends a short text body (fault answers, 404s of static files). */
export const sendText = (res: ServerResponse, status: number, text: string, type = 'text/plain; charset=utf-8'): void => {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' })
  res.end(text)
}
