import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type FirebaseProject, type RunningHosts, parseFaultRule, startHosts } from '../../../cli/hosts/index.ts'
import { noHelpContent } from '../../support/helpFixtures.ts'
import { type AuthEmulator, startAuthEmulator } from '../../../cli/hosts/auth/authEmulator.ts'
import { repoRoot } from './build.ts'
import { type Admin, adminOf } from './admin.ts'
import type { SiteMode } from './build.ts'
import { launchChromium } from './chromium.ts'
import { type ConsoleWatch, watchConsole } from './consoleWatch.ts'
import { webSetup } from './webSetup.ts'

/**
 * One test file's world: the stand-in hosts on free ports serving a built site, a connection to
 * the web project's one Chromium (tests/web/support/chromium.ts), and a fresh browser context (own cookies and storage) per page a test opens. After each test
 * the contexts close and any unexpected console error fails the test.
 */

export interface SiteOptions {
  /** Which build the web host serves (default production). */
  readonly site?: SiteMode
  readonly latencyMs?: number
  /** Fault rules in force from the start, e.g. `menu=status:503`. */
  readonly faults?: readonly string[]
  /** Session token lifetime in seconds (the stand-in's `--token-ttl`). */
  readonly tokenTtlSec?: number
  /** The stand-in's clock for token expiry: a test moves it past a token's life instead of waiting. */
  readonly now?: () => number
  /** A PGlite data directory, so `restartHosts` keeps what the hosts stored (default: in memory, lost at restart). */
  readonly dataDir?: string
  /** Social sign-in through the Firebase Auth emulator, started for this site (firebase-tools must be installed: globalSetup). */
  readonly authEmulator?: boolean
  /** Social sign-in's project when the test runs its own emulator relay (e.g. one held at `starting`). */
  readonly firebase?: FirebaseProject
  /** Live member sessions per account (the stand-in's `--session-limit`): a test that reads an account over HTTP beside the page needs more than 2. */
  readonly sessionLimit?: number
  /** Where the stand-in's log lines go (a mailed temporary password, an adult code); the console by default. */
  readonly print?: (line: string) => void
  /** The help centre's content directory (default none: the top bar shows the seeded notices). */
  readonly helpDir?: string
  /** A stream grant's life in seconds (the stand-in's `--grant-ttl`). */
  readonly grantTtlSec?: number
  /** How long a navigation waits for the edge's render (the stand-in's default is short: a slow host never holds the frame). */
  readonly edgeWaitMs?: number
}

export interface OpenOptions {
  /** Log in first, as this seed account (by automatic login: its login_key and auto_login cookies). */
  readonly member?: string
  readonly context?: BrowserContextOptions
}

/** A page of the app in its own context, with its console watched. */
export interface AppPage {
  readonly page: Page
  readonly context: BrowserContext
  readonly console: ConsoleWatch
}

export interface Site {
  readonly hosts: RunningHosts
  readonly browser: Browser
  /** The web host's origin, where the app is served (a new port after `restartHosts`). */
  readonly origin: string
  readonly admin: Admin
  /** A new context and page, watched, nothing loaded yet. */
  newPage(options?: OpenOptions): Promise<AppPage>
  /** A new page with `path` loaded and the app ready (booted, page title rendered). */
  open(path: string, options?: OpenOptions): Promise<AppPage>
  /**
   * A page kept for the whole file under `key` (its HTTP cache makes many full loads cheaper);
   * its console is still checked after every test.
   */
  sharedPage(key: string, options?: OpenOptions): Promise<AppPage>
  /**
   * Stops the stand-in hosts and starts them again with the same options and built site, as a
   * restart of `serve` would; open pages keep their cookies (a cookie names a host, not a port).
   */
  restartHosts(): Promise<void>
  /** Closes this test's contexts; throws listing every unexpected console error they saw. */
  endTest(): Promise<void>
  close(): Promise<void>
}

/** Waits until boot has finished and the page's h1 is in the DOM. */
export const waitForApp = async (page: Page): Promise<void> => {
  await page.locator('html[data-initialized="true"]').waitFor({ state: 'attached' })
  await page.getByTestId('page-title').first().waitFor({ state: 'attached' })
}

/** The cookies that make boot log `account` in automatically (docs/contract.md, seed accounts). */
export const memberCookies = (origin: string, account: string) => {
  const { hostname } = new URL(origin)
  return [
    { name: 'login_key', value: account, domain: hostname, path: '/' },
    { name: 'auto_login', value: '1', domain: hostname, path: '/' },
  ]
}

export const startSite = async (options: SiteOptions = {}): Promise<Site> => {
  const siteDir = webSetup().sites[options.site ?? 'production']
  const emulator: AuthEmulator | undefined = options.authEmulator
    ? await startAuthEmulator({ root: repoRoot, port: 0, log: (line) => console.log(`[web] ${line}`) })
    : undefined
  if (options.authEmulator && !emulator) throw new Error('the Firebase Auth emulator did not start')
  const start = () =>
    startHosts({
      ...(emulator ? { firebase: emulator.project } : options.firebase ? { firebase: options.firebase } : {}),
      portBase: 0,
      siteDir,
      latencyMs: options.latencyMs ?? 0,
      faults: (options.faults ?? []).map(parseFaultRule),
      ...(options.tokenTtlSec === undefined ? {} : { tokenTtlSec: options.tokenTtlSec }),
      ...(options.now ? { now: options.now } : {}),
      ...(options.dataDir ? { store: { dataDir: options.dataDir } } : {}),
      ...(options.print ? { print: options.print } : {}),
      ...(options.sessionLimit ? { sessionLimit: options.sessionLimit } : {}),
      ...(options.grantTtlSec ? { grantTtlSec: options.grantTtlSec } : {}),
      ...(options.edgeWaitMs === undefined ? {} : { edgeWaitMs: options.edgeWaitMs }),
      helpDir: options.helpDir ?? noHelpContent,
    })
  let hosts = await start()
  let browser: Browser
  try {
    browser = await launchChromium()
  } catch (error) {
    await hosts.close()
    await emulator?.close()
    throw error
  }
  let opened: AppPage[] = []
  const shared = new Map<string, Promise<AppPage>>()

  const createPage = async (open: OpenOptions): Promise<AppPage> => {
    const context = await browser.newContext({ baseURL: hosts.hosts.web, locale: 'ko-KR', ...open.context })
    if (open.member) await context.addCookies(memberCookies(hosts.hosts.web, open.member))
    const page = await context.newPage()
    return { page, context, console: watchConsole(page) }
  }
  const newPage = async (open: OpenOptions = {}): Promise<AppPage> => {
    const appPage = await createPage(open)
    opened.push(appPage)
    return appPage
  }

  return {
    get hosts() {
      return hosts
    },
    browser,
    get origin() {
      return hosts.hosts.web
    },
    get admin() {
      return adminOf(hosts.hosts.web, hosts.adminSecret)
    },
    newPage,
    async open(path, open) {
      const appPage = await newPage(open)
      await appPage.page.goto(path)
      await waitForApp(appPage.page)
      return appPage
    },
    sharedPage(key, open = {}) {
      let page = shared.get(key)
      if (!page) shared.set(key, (page = createPage(open)))
      return page
    },
    async restartHosts() {
      await hosts.close()
      hosts = await start()
    },
    async endTest() {
      const pages = opened
      opened = []
      const kept = await Promise.all(shared.values())
      const problems = [...pages.flatMap((p) => p.console.problems()), ...kept.flatMap((p) => p.console.drain())]
      await Promise.all(pages.map((p) => p.context.close()))
      if (problems.length > 0) throw new Error(`unexpected console errors:\n${problems.join('\n')}`)
    },
    async close() {
      await browser.close()
      await hosts.close()
      await emulator?.close()
    },
  }
}

/**
 * The file's Site, started before its first test and closed after its last; every test ends
 * with the console check. Use inside a test file at top level.
 */
export const useSite = (options: SiteOptions = {}): Site => {
  let site: Site | undefined
  const need = (): Site => {
    if (!site) throw new Error('the site is not started yet (use it inside a test or hook)')
    return site
  }
  beforeAll(async () => {
    site = await startSite(options)
  })
  afterEach(async () => {
    await site?.endTest()
  })
  afterAll(async () => {
    await site?.close()
  })
  return {
    get hosts() {
      return need().hosts
    },
    get browser() {
      return need().browser
    },
    get origin() {
      return need().origin
    },
    get admin() {
      return need().admin
    },
    newPage: (open) => need().newPage(open),
    open: (path, open) => need().open(path, open),
    sharedPage: (key, open) => need().sharedPage(key, open),
    restartHosts: () => need().restartHosts(),
    endTest: () => need().endTest(),
    close: () => need().close(),
  }
}
