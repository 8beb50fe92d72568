import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type ServedRead, SERVED_READS_ID, encodeServedReads } from '../../core/firstPaint/servedReads.ts'
import { parseFlagCookie } from '../../core/actors/session/session.logic.ts'
import { makeApiRuntime, makeHostCalls } from '../../core/bridge/index.ts'
import { type CallName, CookieName, type Hosts, Timing, resultCodeOf } from '../../core/contract/index.ts'
import { EDGE_DIR, SHELL_END, SHELL_START } from '../../core/contract/siteBuild.ts'
import { createCookieJar, jarFetch } from '../adapters/index.ts'
import { readSiteBuild } from './build.ts'

/**
 * The web host's edge (docs/decisions/0809): a guest's first page rendered with its first read,
 * as a CDN edge function renders a guest home. For a navigation that will start as a guest (no
 * auto_login flag) to a prerendered page whose route names a served read for this address and
 * these cookies (web/routes.ts `servedRead`), it logs in as a guest, reads that call with the
 * visit's filter, renders the page with the build's own renderer
 * (`_edge/prerender.js`, web/prerender.tsx) and puts the markup between the shell's markers and
 * the answer beside it (core/firstPaint/servedReads.ts). A page is kept per path and
 * filter for a minute, as a CDN would cache it. Anything missing or failing (no renderer in the
 * build, a host that does not answer, a render that throws) serves the plain shell: the app then
 * reads for itself, as before. So does a read the host refuses a guest (an adult title's -121, an
 * unknown title's -3): nothing of such a title is ever in a guest's page, and the app, reading
 * for itself, shows the gate or the not-found page.
 */

interface Renderer {
  renderShell(path: string, reads: readonly ServedRead[]): Promise<string>
  servedReadOf(path: string, search: string, cookies: ReadonlyMap<string, string>): { readonly name: CallName; readonly params: ServedRead['params'] } | undefined
}

/** How long a rendered guest page is served again (a CDN's short TTL for a personalised-by-nobody page). */
export const EDGE_TTL_MS = 60_000

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
}

/** The guest's answer to `name`, read through the app's own host calls: a guest login, then the call in that session with the filter. */
const guestRead = async (hosts: Hosts, name: CallName, params: ServedRead['params'], filter: number): Promise<unknown> => {
  const runtime = makeApiRuntime({ hosts, fetch: jarFetch(createCookieJar()), timeoutMs: Timing.requestTimeoutMs })
  const signal = AbortSignal.timeout(Timing.requestTimeoutMs * 2)
  const calls = makeHostCalls(runtime)
  try {
    const guest = await calls.guestLogin({}, signal)
    return await calls.send(name, { params: { filter, ...params, s: guest.s }, clientCode: guest.c_code }, signal)
  } finally {
    await runtime.dispose()
  }
}

/** `html` with `markup` as the shell and the served reads' block before </body>. */
const assemble = (html: string, markup: string, block: string): string | undefined => {
  const start = html.indexOf(SHELL_START)
  const end = html.indexOf(SHELL_END, start)
  if (start < 0 || end < 0) return undefined
  const page = `${html.slice(0, start + SHELL_START.length)}${markup}${html.slice(end)}`
  return page.replace('</body>', `<script type="application/json" id="${SERVED_READS_ID}">${block}</script>\n  </body>`)
}

export const createEdge = (options: EdgeOptions): Edge => {
  const now = options.now ?? Date.now
  const pages = new Map<string, { readonly at: number; readonly page: Promise<{ markup: string; block: string } | undefined> }>()
  const rendererOf = async (build: string): Promise<Renderer | undefined> => {
    const file = join(options.siteDir, EDGE_DIR, 'prerender.js')
    if (!(await stat(file).catch(() => undefined))) return undefined
    // By build: a newer build at the same path is a new module, not Node's cached one.
    return (await import(`${pathToFileURL(file).href}?build=${encodeURIComponent(build)}`).catch((error: unknown) => {
      options.warn?.(`edge: the build's renderer does not load (${error instanceof Error ? error.message : String(error)})`)
      return undefined
    })) as Renderer | undefined
  }
  /** The page, or undefined when the host refuses a guest this read (an adult title, an unknown one): that visit's app shows why. */
  const renderGuestPage = async (renderer: Renderer, path: string, read: Omit<ServedRead, 'answer'>, build: string, filter: 0 | 1) => {
    let answer: unknown
    try {
      answer = await guestRead(options.hosts(), read.name, read.params, filter)
    } catch (error) {
      // A result code is the host's answer, kept like a page; anything else is a failure (not kept).
      if (resultCodeOf(error) !== undefined) return undefined
      throw error
    }
    const reads: ServedRead[] = [{ name: read.name, params: read.params, answer }]
    const markup = await renderer.renderShell(path, reads)
    return { markup, block: encodeServedReads({ key: { build, kind: 'guest', filter }, reads }) }
  }
  return {
    async render(url, html, cookies) {
      // Only a prerendered page has a shell to replace (200.html has none): no file read for the rest.
      if (!html.includes(SHELL_START) || !options.enabled() || parseFlagCookie(cookies.get(CookieName.autoLogin)) === 1) return undefined
      // The id in the build's own file, the one its bundle carries (not an admin-bumped one).
      const build = readSiteBuild(options.siteDir)?.build_id
      const renderer = build ? await rendererOf(build) : undefined
      const path = url.pathname.replace(/\/+$/, '') || '/'
      const read = renderer?.servedReadOf(path, url.search, cookies)
      if (!build || !renderer || !read) return undefined
      const filter = parseFlagCookie(cookies.get(CookieName.filter))
      const id = `${build}|${path}|${filter}|${read.name}|${JSON.stringify(read.params)}|${JSON.stringify(options.hosts())}`
      let kept = pages.get(id)
      if (!kept || now() - kept.at > EDGE_TTL_MS) {
        // One render for everyone who asks meanwhile; a failure is not kept.
        kept = { at: now(), page: renderGuestPage(renderer, path, read, build, filter) }
        pages.delete(id)
        pages.set(id, kept)
        if (pages.size > EDGE_PAGES_KEPT) pages.delete(pages.keys().next().value!)
      }
      try {
        const page = await kept.page
        return page ? assemble(html, page.markup, page.block) : undefined
      } catch (error) {
        if (pages.get(id) === kept) pages.delete(id)
        options.warn?.(`edge: ${url.pathname} served without its rows (${error instanceof Error ? error.message : String(error)})`)
        return undefined
      }
    },
  }
}
