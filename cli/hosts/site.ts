import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { Hosts } from '../../core/contract/index.ts'
import { accountById } from './accounts.ts'
import { sendText } from './http.ts'
import { serveMedia } from './media/stream.ts'
import { isArtImage, makeArtSource } from './titles/art.ts'
import type { Catalogue } from './titles/title.ts'

/**
 * The web host's static side: a built site (SPA fallback to index.html, which gets the hosts
 * injected as `window.__HOSTS__`), and generated profile artwork. Hashed assets are cached for a
 * year; index.html and other files are revalidated on every load.
 */

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/** Vite puts content-hashed files under /assets/ and names them `name-<hash>.ext`. */
export const isHashedAsset = (path: string): boolean =>
  path.startsWith('/assets/') || /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(path)

/** index.html with the hosts set before any script runs; `<` is escaped so no value can close the tag. */
export const injectHosts = (html: string, hosts: Hosts): string => {
  const json = JSON.stringify(hosts).replace(/</g, '\\u003c')
  const tag = `<script>window.__HOSTS__ = ${json}</script>`
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`
}

/** A round avatar with the member's initial, so profile_img points at something real. */
const profileSvg = (name: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#e50914"/><text x="48" y="62" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${name.slice(0, 1)}</text></svg>`

const fileAt = async (root: string, urlPath: string): Promise<string | undefined> => {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const full = resolve(root, `.${normalize(`/${decoded}`)}`)
  if (full !== root && !full.startsWith(root + sep)) return undefined
  const info = await stat(full).catch(() => undefined)
  return info?.isFile() ? full : undefined
}

export interface Site {
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>
}

export const createSite = (siteDir: string | undefined, hosts: () => Hosts, catalogue?: () => Catalogue): Site => {
  const root = siteDir ? resolve(siteDir) : undefined
  const artOf = catalogue ? makeArtSource(catalogue) : undefined
  const sendIndex = async (res: ServerResponse, head: boolean): Promise<void> => {
    const html = injectHosts(await readFile(join(root ?? '', 'index.html'), 'utf8'), hosts())
    res.writeHead(200, {
      'Content-Type': contentTypes['.html'],
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': REVALIDATE,
    })
    res.end(head ? undefined : html)
  }
  return {
    async serve(req, res, url) {
      // The HLS fixture and the generated streams, with ranges and CORS (docs/decisions/1100).
      if (await serveMedia(req, res, url)) return
      const head = req.method === 'HEAD'
      if (req.method !== 'GET' && !head) return sendText(res, 405, 'Method Not Allowed')
      const profile = /^\/art\/profile\/([a-z0-9-]+)\.svg$/.exec(url.pathname)
      if (profile) {
        const account = accountById(profile[1] ?? '')
        if (!account) return sendText(res, 404, 'Not Found')
        return sendText(res, 200, profileSvg(account.displayName), contentTypes['.svg'])
      }
      const titleArt = /^\/art\/([a-z0-9-]+)\/([a-z]+)\.svg$/.exec(url.pathname)
      if (titleArt && artOf) {
        const image = titleArt[2] ?? ''
        const art = isArtImage(image) ? artOf(titleArt[1] ?? '', image) : undefined
        if (!art) return sendText(res, 404, 'Not Found')
        const headers = { ETag: art.etag, 'Cache-Control': IMMUTABLE }
        if (req.headers['if-none-match'] === art.etag) return void res.writeHead(304, headers).end()
        res.writeHead(200, { ...headers, 'Content-Type': contentTypes['.svg'], 'Content-Length': Buffer.byteLength(art.body) })
        return void res.end(head ? undefined : art.body)
      }
      if (!root) return sendText(res, 404, 'No site is served here: start `serve --site-dir DIR` to serve a build.')
      const file = url.pathname === '/' || url.pathname === '/index.html' ? undefined : await fileAt(root, url.pathname)
      if (file) {
        const size = (await stat(file)).size
        res.writeHead(200, {
          'Content-Type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Content-Length': size,
          'Cache-Control': isHashedAsset(url.pathname) ? IMMUTABLE : REVALIDATE,
        })
        if (head) return void res.end()
        return void createReadStream(file).pipe(res)
      }
      // A missing file is a 404 for a fetch of an asset; a page navigation gets the app.
      const navigation = (req.headers.accept ?? '').includes('text/html')
      if (!navigation && extname(url.pathname) !== '') return sendText(res, 404, 'Not Found')
      return sendIndex(res, head)
    },
  }
}
