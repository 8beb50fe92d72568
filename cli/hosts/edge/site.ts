import { readdirSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { Hosts } from '../../../core/contract/index.ts'
import type { Account } from '../auth/accounts.ts'
import type { FirebaseProject } from '../auth/firebaseToken.ts'
import { EDGE_DIR, SEARCH_SHELL, TITLE_SHELL, isSearchResultPath, isTitlePath, playbackPageOf } from '../../../core/contract/siteBuild.ts'
import { PAGE_FONT_PATH } from '../../../core/firstPaint/firstFont.ts'
import { type Edge, createEdge } from './edge.ts'
import { createPageFonts } from './pageFonts.ts'
import { parseCookies, sendText } from '../server/http.ts'
import { type Representations, fileCache, representationsOf, sendRepresentation } from './siteFiles.ts'
import { profileColour } from '../auth/accountCare.ts'
import { isArtImage, makeArtSource } from '../titles/art.ts'
import { pretendardBold } from '../titles/lettering.ts'
import type { Catalogue } from '../titles/title.ts'

/**
 * The web host's static side: a built site, and generated profile artwork. A page navigation gets
 * the page's prerendered shell (`/` -> index.html, `/contents` -> contents/index.html, a title's
 * `/contents/{movie_url}` -> contents/title.html; the build writes them: docs/decisions/0801), else the plain app page (200.html, or index.html in a build
 * without one), each with the hosts injected as `window.__HOSTS__`. Files go out as a CDN would
 * send them (siteFiles.ts): compressed by Accept-Encoding, ETag / 304; hashed assets are cached
 * for a year, immutable; HTML and other files are revalidated on every load. A guest's navigation
 * to a prerendered page gets it from the edge (edge.ts) with its first read drawn in; the edge's
 * renderer (`_edge/`) is never served, whatever the spelling: paths are matched after decoding.
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
export const isHashedAsset = (path: string): boolean => path.startsWith('/assets/') || /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(path)

/** The hosts boot calls first (the login and the notice, then the menu and the home's rows). */
const BOOT_HOSTS = ['auth', 'api'] as const

/** A value as a script's JSON: `<` is escaped so no value can close the tag. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * index.html with the hosts set before any script runs, and a preconnect to each boot host on
 * another origin: its connection is opened while the page's code downloads, not after
 * (credentialed, as the calls are). With a Firebase project, its web config too (social sign-in:
 * `window.__FIREBASE__`, with the Auth emulator's address when there is one).
 */
export const injectHosts = (html: string, hosts: Hosts, firebase?: FirebaseProject): string => {
  const json = scriptJson(hosts)
  const web = new URL(hosts.web).origin
  const origins = [...new Set(BOOT_HOSTS.map((name) => new URL(hosts[name]).origin))].filter((origin) => origin !== web)
  const preconnects = origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin="use-credentials">`).join('')
  const social = firebase
    ? `<script>window.__FIREBASE__ = ${scriptJson({ apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId, appId: firebase.appId, ...(firebase.emulator ? { emulator: firebase.emulator } : {}) })}</script>`
    : ''
  const tag = `${preconnects}<script>window.__HOSTS__ = ${json}</script>${social}`
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`
}

/**
 * A round avatar with the member's initial in the chosen picture's colour (`?look=`), so profile_img points at something real; the initial
 * is drawn as outlines like the titles' art (docs/decisions/1240-artwork-lettering.md).
 */
const profileSvg = async (name: string, colour: string): Promise<string> => {
  const letters = await pretendardBold()
  const initial = [...name][0] ?? ''
  const outline = letters.outline(initial, 48 - (letters.width(initial) * 40) / 2, 62, 40)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/>${outline ? `<path fill="#fff" d="${outline}"/>` : ''}</svg>`
}

/** The path a URL path names on disk: decoded once, then `.`, `..` and `//` resolved; undefined if it cannot be decoded. */
const sitePathOf = (urlPath: string): string | undefined => {
  try {
    return normalize(`/${decodeURIComponent(urlPath)}`)
  } catch {
    return undefined
  }
}

/** Whether a site path is under the edge's renderer directory, however the address spelled it. */
const isEdgePath = (sitePath: string): boolean => sitePath.toLowerCase().startsWith(`/${EDGE_DIR}/`)

/** A site file on disk: its path, and its size and time (what a cache of its bytes is checked by: one stat per request). */
interface SiteFile {
  readonly path: string
  readonly stamp: string
}

const fileAt = async (root: string, urlPath: string): Promise<SiteFile | undefined> => {
  const path = sitePathOf(urlPath)
  if (path === undefined || isEdgePath(path)) return undefined
  const full = resolve(root, `.${path}`)
  if (full !== root && !full.startsWith(root + sep)) return undefined
  const info = await stat(full).catch(() => undefined)
  return info?.isFile() ? { path: full, stamp: `${info.size}-${info.mtimeMs}` } : undefined
}

export interface Site {
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>
  /** The build's Korean web font stylesheet (docs/decisions/0803), for a page the app does not draw; undefined without one. */
  fontStylesheet(): string | undefined
}

/** Vite keeps the font stylesheet's name before its hash. */
const FONT_STYLESHEET = /^pretendardvariable-dynamic-subset-[\w-]+\.css$/

/** The HTML file a navigation to `pathname` gets, relative to the site root. */
const pageCandidates = (pathname: string): string[] => {
  const clean = pathname.replace(/\/+$/, '')
  if (clean === '') return ['index.html']
  if (clean.endsWith('.html')) return [`.${clean}`]
  // A title's address: the detail page's shell (a build older than it has none).
  if (isTitlePath(clean)) return [TITLE_SHELL.file, '200.html', 'index.html']
  // A search's results: the results page's frame, for the edge to draw into (a build older than it has none).
  if (isSearchResultPath(clean)) return [SEARCH_SHELL.file, '200.html', 'index.html']
  // Playback: the app page that preloads the player's code and draws its frame (a build older than it has none).
  const playback = playbackPageOf(clean)
  if (playback) return [playback, '200.html', 'index.html']
  return [`.${clean}/index.html`, '200.html', 'index.html']
}

export const createSite = (
  siteDir: string | undefined,
  hosts: () => Hosts,
  catalogue?: () => Catalogue,
  edgeEnabled: () => boolean = () => true,
  now: () => number = Date.now,
  /** A member's account, for the profile picture's initial. */
  accountOf: (id: string) => Promise<Account | undefined> = async () => undefined,
  /** Social sign-in's project, whose web config every page is given. */
  firebase?: FirebaseProject,
  /** How long a navigation waits for the edge's render (edge.ts, EDGE_WAIT_MS by default). */
  edgeWaitMs?: number,
): Site => {
  const root = siteDir ? resolve(siteDir) : undefined
  const fonts = createPageFonts()
  const edge: Edge | undefined = root
    ? createEdge({
        siteDir: root,
        hosts,
        enabled: edgeEnabled,
        now,
        fonts,
        warn: (line) => console.warn(line),
        ...(edgeWaitMs === undefined ? {} : { waitMs: edgeWaitMs }),
      })
    : undefined
  /** The edge's pages, compressed once each at the fast level (most are drawn for one request). */
  const edgePages = new Map<string, Representations>()
  const edgePageOf = (html: string): Representations => {
    let reps = edgePages.get(html)
    if (!reps) {
      if (edgePages.size >= 16) edgePages.clear()
      reps = representationsOf(Buffer.from(html), undefined, 'once')
      edgePages.set(html, reps)
    }
    return reps
  }
  const artOf = catalogue ? makeArtSource(catalogue) : undefined
  const files = fileCache()
  const pages = new Map<string, { readonly stamp: string; readonly reps: Representations }>()
  /**
   * A page's HTML with the hosts injected, compressed once per (file, hosts) at the fast level: these
   * bytes exist only for this server, so none can be made at build time, and brotli 11 cost each
   * page's first request about 80 ms (the tests start a server per file) for some 2 KB less.
   */
  const pageOf = async (file: SiteFile): Promise<Representations> => {
    const stamp = `${file.stamp}-${JSON.stringify(hosts())}`
    const hit = pages.get(file.path)
    if (hit?.stamp === stamp) return hit.reps
    const reps = representationsOf(Buffer.from(injectHosts(await readFile(file.path, 'utf8'), hosts(), firebase)), undefined, 'once')
    pages.set(file.path, { stamp, reps })
    return reps
  }
  const sendPage = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    for (const candidate of pageCandidates(url.pathname)) {
      const file = await fileAt(root ?? '', `/${candidate}`)
      if (!file) continue
      const page = await pageOf(file)
      const served = edge
        ? await edge.render(url, (await page.get('identity')).toString('utf8'), new Map(Object.entries(parseCookies(req.headers.cookie))))
        : undefined
      return sendRepresentation(req, res, served ? edgePageOf(served) : page, { contentType: contentTypes['.html']!, cacheControl: REVALIDATE })
    }
    return sendText(res, 404, 'Not Found')
  }
  return {
    fontStylesheet() {
      if (!root) return undefined
      try {
        const found = readdirSync(join(root, 'assets'), { withFileTypes: true }).find((f) => f.isFile() && FONT_STYLESHEET.test(f.name))
        return found ? `/assets/${found.name}` : undefined
      } catch {
        return undefined
      }
    },
    async serve(req, res, url) {
      const head = req.method === 'HEAD'
      if (req.method !== 'GET' && !head) return sendText(res, 405, 'Method Not Allowed')
      const profile = /^\/art\/profile\/([\w-]+)\.svg$/.exec(url.pathname)
      if (profile) {
        const account = await accountOf(profile[1] ?? '')
        if (!account) return sendText(res, 404, 'Not Found')
        return sendText(res, 200, await profileSvg(account.displayName, profileColour(url.searchParams.get('look'))), contentTypes['.svg'])
      }
      const titleArt = /^\/art\/([a-z0-9-]+)\/([a-z]+)\.svg$/.exec(url.pathname)
      if (titleArt && artOf) {
        const image = titleArt[2] ?? ''
        const art = isArtImage(image) ? await artOf(titleArt[1] ?? '', image) : undefined
        if (!art) return sendText(res, 404, 'Not Found')
        const headers = { ETag: art.etag, 'Cache-Control': IMMUTABLE }
        if (req.headers['if-none-match'] === art.etag) return void res.writeHead(304, headers).end()
        res.writeHead(200, { ...headers, 'Content-Type': contentTypes['.svg'], 'Content-Length': Buffer.byteLength(art.body) })
        return void res.end(head ? undefined : art.body)
      }
      // The edge's cut of a page's words (decision 1944): named by its bytes, so kept for good.
      const pageFont = PAGE_FONT_PATH.exec(url.pathname)
      if (pageFont) {
        const font = fonts.file(pageFont[1] ?? '')
        if (!font) return sendText(res, 404, 'Not Found')
        res.writeHead(200, {
          'Content-Type': contentTypes['.woff2']!,
          'Content-Length': font.length,
          'Cache-Control': IMMUTABLE,
          'Access-Control-Allow-Origin': '*',
        })
        return void res.end(head ? undefined : font)
      }
      if (!root) return sendText(res, 404, 'No site is served here: start `serve --site-dir DIR` to serve a build.')
      const sitePath = sitePathOf(url.pathname)
      const navigation = (req.headers.accept ?? '').includes('text/html')
      if (sitePath !== undefined && isEdgePath(sitePath)) return sendText(res, 404, 'Not Found')
      // An address whose escapes do not decode (`/search/%ZZ`, typed or cut short) names no file;
      // a viewer's navigation to it still gets the app, which says in Korean what it can.
      if (sitePath === undefined) return navigation ? sendPage(req, res, url) : sendText(res, 404, 'Not Found')
      const isHtml = url.pathname === '/' || url.pathname.endsWith('.html')
      const file = isHtml ? undefined : await fileAt(root, url.pathname)
      if (file) {
        return sendRepresentation(req, res, await files(file.path, file.stamp), {
          contentType: contentTypes[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
          cacheControl: isHashedAsset(url.pathname) ? IMMUTABLE : REVALIDATE,
        })
      }
      // A missing file is a 404 for a fetch of an asset; a page navigation gets the app.
      if (!navigation && extname(url.pathname) !== '' && !isHtml) return sendText(res, 404, 'Not Found')
      return sendPage(req, res, url)
    },
  }
}
