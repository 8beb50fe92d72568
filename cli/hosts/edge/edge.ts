import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type GuestVisit, type PageRenderer, SERVED_PAGE_ID, type ServedFrame, encodeServedPage } from '../../../core/firstPaint/servedPage.ts'
import { makeApiRuntime, makeHostCalls } from '../../../core/bridge/index.ts'
import type { CallParams } from '../../../core/api/wire.ts'
import { type CallName, CookieName, type Hosts, Timing, parseFlagCookie, resultCodeOf } from '../../../core/contract/index.ts'
import { EDGE_DIR, SHELL_END, SHELL_START } from '../../../core/contract/siteBuild.ts'
import { FIRST_FONT_FILE, type FirstFont, PAGE_FONT_MARK, codesOf, drawnOf, firstFontBlock, withFirstFont } from '../../../core/firstPaint/firstFont.ts'
import { createCookieJar, jarFetch } from '../../adapters/index.ts'
import { readSiteBuild } from './build.ts'
import { EDGE_BYTES_KEPT, edgeAddressOf } from '../locks/edgeKey.ts'
import type { PageFonts } from './pageFonts.ts'
import { keepLatest } from '../../../core/support/keepLatest.ts'
import { servedNotices } from './noticeProse.ts'

/**
 * The web host's edge (docs/decisions/0809, 1330): a guest's first page rendered with its data,
 * as a CDN edge function renders a guest home. For a navigation that will start as a guest (no
 * auto_login flag) to a prerendered page, it runs the page's route loaders with the build's own
 * renderer (`_edge/prerender.js`, web/prerender.tsx), their reads answered in one guest session
 * with the visit's filter, puts the markup between the shell's markers and the loaders' settled
 * data beside it (core/firstPaint/servedPage.ts): the app hydrates that page without reading it
 * again. The frame's menu and top notice are read beside them and drawn too (docs/decisions/1923).
 * A page is kept per address, filter and kept menu for a minute, as a CDN would cache it.
 * Anything missing or failing (no renderer in the build, a host that does not answer, a render
 * that throws) serves the plain shell: the app then reads for itself. So does a read the host
 * refuses a guest (an adult title's -121, an unknown title's -3): nothing of such a title is ever
 * in a guest's page, and the app, reading for itself, shows the gate or the not-found page.
 */

/** How long a rendered guest page is served again (a CDN's short TTL for a personalised-by-nobody page). */
export const EDGE_TTL_MS = 60_000

/**
 * The longest a navigation's first byte waits for the edge's render (docs/decisions/1941): past
 * it the prerendered page (its frame and skeleton) is served at once and the app reads for itself,
 * while the render goes on and is kept for the next visit. So a slow host never holds the frame.
 */
export const EDGE_WAIT_MS = 350

/** At most this many pages are kept (every title has its own): the oldest goes first. */
export const EDGE_PAGES_KEPT = 1000

export interface Edge {
  /** `html` (the prerendered page, hosts injected) with the guest's page in it, or undefined for the plain shell. */
  render(url: URL, html: string, cookies: ReadonlyMap<string, string>): Promise<string | undefined>
}

export interface EdgeOptions {
  readonly siteDir: string
  readonly hosts: () => Hosts
  /** False while QA's fault rules are in place: the app's own calls must meet them, not the edge's. */
  readonly enabled: () => boolean
  readonly now?: () => number
  readonly warn?: (line: string) => void
  /** How long a navigation waits for a render not yet kept (default EDGE_WAIT_MS). */
  readonly waitMs?: number
  /** Cuts of Pretendard for a page's words beyond the build's first-screen cut (docs/decisions/1944); none: the build's cut alone. */
  readonly fonts?: PageFonts
}

/** Resolves undefined after `ms`, and lets the process exit meanwhile. */
const after = (ms: number): Promise<undefined> => new Promise((resolve) => setTimeout(resolve, ms, undefined).unref())

/**
 * The page rendered as a guest would read it, through the app's own host calls: one guest login,
 * then every read in that session with the filter; the frame's menu (in that session) and top
 * notice (its read needs no session) beside them, drawn in the page.
 */
const renderAsGuest = async (renderer: PageRenderer, address: string, hosts: Hosts, filter: 0 | 1, cookies: ReadonlyMap<string, string>, now: number) => {
  const runtime = makeApiRuntime({ hosts, fetch: jarFetch(createCookieJar()), timeoutMs: Timing.requestTimeoutMs })
  const signal = AbortSignal.timeout(Timing.requestTimeoutMs * 2)
  const calls = makeHostCalls(runtime)
  let guest: ReturnType<typeof calls.guestLogin> | undefined
  const session = () => (guest ??= calls.guestLogin({}, signal))
  let reads = 0
  const read = (async (name: CallName, params: CallParams = {}) => {
    reads += 1
    const { s, c_code } = await session()
    return calls.send(name, { params: { filter, ...params, s }, clientCode: c_code }, signal)
  }) as GuestVisit['read']
  const noticeRead = calls.recentNoticeInfo({}, signal)
  // Started at once (it needs no session); a renderer that never asks for the frame leaves it unread.
  noticeRead.catch(() => {})
  let frameRead: Promise<ServedFrame> | undefined
  // Asked for by the renderer once the page's reads are in. A page that read nothing is served as
  // prerendered, so no guest logs in for its menu. A failed part is left out: it waits for boot.
  const frame = () =>
    (frameRead ??= Promise.allSettled([
      reads === 0 ? Promise.reject(new Error('no page read')) : session().then(({ s, c_code }) => calls.menu({ s, c_code, filter }, signal)),
      noticeRead,
    ]).then(([menu, notice]) => ({
      ...(menu.status === 'fulfilled' ? { menu: menu.value } : {}),
      ...(notice.status === 'fulfilled' ? { notices: servedNotices(notice.value.top_notice_list, now) } : {}),
    })))
  try {
    const page = await renderer.renderPage(address, { read, cookies, frame })
    // A page that reads nothing is its prerendered page already.
    if (reads === 0) return undefined
    const drawn = await frame()
    // The words the visit draws soon after its first paint, for the page's font cut: the rows the
    // app draws from the served data, and the frame's menu and top notice.
    return { ...page, frame: drawn, soonWords: JSON.stringify([page.loaderData, drawn]) }
  } finally {
    await runtime.dispose()
  }
}

/** `html` with `markup` as the shell, the served page's data before </body> and its own font's lines, if any, in the head. */
const assemble = (html: string, markup: string, block: string, font: string | undefined): string | undefined => {
  const start = html.indexOf(SHELL_START)
  const end = html.indexOf(SHELL_END, start)
  if (start < 0 || end < 0) return undefined
  const page = `${html.slice(0, start + SHELL_START.length)}${markup}${html.slice(end)}`
  const served = page.replace('</body>', `<script type="application/json" id="${SERVED_PAGE_ID}">${block}</script>\n  </body>`)
  return font ? withFirstFont(served, font, PAGE_FONT_MARK) : served
}

/** The build's first-screen cut (its characters), or undefined for a build without one. */
const firstFontOf = async (siteDir: string): Promise<FirstFont | undefined> => {
  try {
    return JSON.parse(await readFile(join(siteDir, EDGE_DIR, FIRST_FONT_FILE), 'utf8')) as FirstFont
  } catch {
    return undefined
  }
}

export const createEdge = (options: EdgeOptions): Edge => {
  const now = options.now ?? Date.now
  const pages = new Map<string, { readonly at: number; readonly page: Promise<{ markup: string; block: string; font?: string } | undefined>; bytes: number }>()
  /** The head's lines for a cut of the page's words the build's cut lacks; undefined when it lacks none (or a cut fails: the page is served without, as before). */
  const pageFontOf = async (markup: string, soonWords: string): Promise<string | undefined> => {
    const fonts = options.fonts
    const first = fonts ? await firstFontOf(options.siteDir) : undefined
    if (!fonts || !first) return undefined
    const held = new Set(first.codes)
    const rest = [...new Set([...drawnOf(markup), ...codesOf(soonWords)])].filter((code) => !held.has(code)).sort((a, b) => a - b)
    if (rest.length === 0) return undefined
    try {
      return firstFontBlock(await fonts.cut(rest), rest, PAGE_FONT_MARK)
    } catch (error) {
      options.warn?.(`edge: no font cut for a page (${error instanceof Error ? error.message : String(error)})`)
      return undefined
    }
  }
  let bytesKept = 0
  const forget = (id: string) => {
    bytesKept -= pages.get(id)?.bytes ?? 0
    pages.delete(id)
  }
  /** The renderers of the latest builds, loading or loaded: the first import takes seconds (the whole app), once. */
  const renderers = new Map<string, Promise<PageRenderer | undefined>>()
  const rendererOf = (build: string): Promise<PageRenderer | undefined> => {
    const kept = renderers.get(build)
    if (kept) return kept
    const file = join(options.siteDir, EDGE_DIR, 'prerender.js')
    const loading = stat(file).then(
      // By build: a newer build at the same path is a new module, not Node's cached one.
      () =>
        import(`${pathToFileURL(file).href}?build=${encodeURIComponent(build)}`).catch((error: unknown) => {
          options.warn?.(`edge: the build's renderer does not load (${error instanceof Error ? error.message : String(error)})`)
          return undefined
        }) as Promise<PageRenderer | undefined>,
      () => undefined,
    )
    keepLatest(renderers, build, loading, 2)
    return loading
  }
  /** The page, or undefined when the host refuses a guest one of its reads (an adult title, an unknown one): that visit's app shows why. */
  const renderGuestPage = async (renderer: PageRenderer, address: string, build: string, filter: 0 | 1, cookies: ReadonlyMap<string, string>) => {
    try {
      const page = await renderAsGuest(renderer, address, options.hosts(), filter, cookies, now())
      if (!page) return undefined
      const font = await pageFontOf(page.markup, page.soonWords)
      return {
        markup: page.markup,
        block: encodeServedPage({ key: { build, kind: 'guest', filter }, loaderData: page.loaderData, frame: page.frame }),
        ...(font ? { font } : {}),
      }
    } catch (error) {
      // A result code is the host's answer, kept like a page; anything else is a failure (not kept).
      if (resultCodeOf(error) !== undefined) return undefined
      throw error
    }
  }
  return {
    async render(url, html, cookies) {
      // Only a prerendered page has a shell to replace (200.html has none): no file read for the rest.
      if (!html.includes(SHELL_START) || !options.enabled() || parseFlagCookie(cookies.get(CookieName.autoLogin)) === 1) return undefined
      // The id in the build's own file, the one its bundle carries (not an admin-bumped one).
      const build = readSiteBuild(options.siteDir)?.build_id
      if (!build) return undefined
      // Keyed and drawn by what the loaders read: unknown parameters draw no new page (docs/decisions/1834).
      const address = edgeAddressOf(url)
      const filter = parseFlagCookie(cookies.get(CookieName.filter))
      // What the loaders read besides the address: the filter, and /contents's kept menu.
      const id = `${build}|${address}|${filter}|${cookies.get(CookieName.currentMenu) ?? ''}|${JSON.stringify(options.hosts())}`
      let kept = pages.get(id)
      if (!kept || now() - kept.at > EDGE_TTL_MS) {
        // One render for everyone who asks meanwhile; a failure is not kept.
        // The renderer's first load is inside the wait too: the first visit after a start is not held for it.
        const page = rendererOf(build).then((renderer) => (renderer ? renderGuestPage(renderer, address, build, filter, cookies) : undefined))
        const fresh = { at: now(), page, bytes: 0 }
        kept = fresh
        forget(id)
        pages.set(id, fresh)
        // A failed render is forgotten here, whether or not a visit still waits for it.
        fresh.page.catch(() => pages.get(id) === fresh && forget(id))
        if (pages.size > EDGE_PAGES_KEPT) forget(pages.keys().next().value!)
      }
      try {
        const waited = await Promise.race([kept.page.then((page) => ({ page })), after(options.waitMs ?? EDGE_WAIT_MS)])
        if (!waited) return undefined
        const { page } = waited
        // Counted once settled; the oldest pages go while the kept ones are over their bytes.
        if (page && kept.bytes === 0 && pages.get(id) === kept) {
          kept.bytes = page.markup.length + page.block.length + (page.font?.length ?? 0)
          bytesKept += kept.bytes
          while (bytesKept > EDGE_BYTES_KEPT && pages.size > 1) forget(pages.keys().next().value!)
        }
        return page ? assemble(html, page.markup, page.block, page.font) : undefined
      } catch (error) {
        options.warn?.(`edge: ${url.pathname} served without its rows (${error instanceof Error ? error.message : String(error)})`)
        return undefined
      }
    },
  }
}
