import type { BuildInfoOutput } from '../../core/api/schemas.ts'
import { type CookieSettings, type HostName, type Hosts, LOCAL_PORT_BASE, cookieSettingsOf, hostNames, localPortOffset } from '../../core/contract/index.ts'
import { createAccountCare } from './auth/accountCare.ts'
import { type SeedAccount, createAccountTable, seedAccounts } from './auth/accounts.ts'
import { newAdminSecret } from './server/admin.ts'
import { createLoginKeys } from './auth/loginKeys.ts'
import { createDeviceTable } from './auth/devices.ts'
import { type LiveStream, createStreamTable } from './watch/streams.ts'
import { createInviteTable } from './auth/invites.ts'
import { itemOf } from './money/records.ts'
import { type Ledger, createLedger } from './money/ledger.ts'
import { opensThrough } from './money/opens.ts'
import { scheduleDueRuns } from './money/schedule.ts'
import { createBuildStore } from './edge/build.ts'
import type { OriginPolicy } from './server/cors.ts'
import { type SiteOrigins, originsFromEnv, siteOrigins, trustProxyFromEnv } from './locks/origins.ts'
import { type LimitRules, DEFAULT_LIMITS } from './locks/limits.logic.ts'
import { createLimits } from './locks/limits.ts'
import { createGuestSessions } from './locks/guests.ts'
import { sitePolicy } from './locks/headers.ts'
import { injectHosts } from './edge/site.ts'
import { type FaultControl, type FaultRule, createFaultControl } from './server/faults.ts'
import { type Listening, listenLoopback } from './server/listen.ts'
import { type CallLog, createCallLog } from './server/log.ts'
import { hostListener } from './server/server.ts'
import { clientErrorAnswer } from './server/tooLarge.ts'
import { type Session, createSessionTable } from './auth/sessions.ts'
import { createProfileTable } from './profiles/table.ts'
import { type StoreOptions, openStore } from './store/index.ts'
import { createTasteStore } from './browse/tasteStore.ts'
import { createWatchStore } from './watch/watchStore.ts'
import { createPopularKeywords } from './search/popular.ts'
import { createSite } from './edge/site.ts'
import type { FirebaseProject } from './auth/firebaseToken.ts'
import { createSocialLinks } from './auth/socialLinks.ts'
import { firebaseSignInOf } from './auth/socialCalls.ts'
import { createKakaoNaverRoutes, kakaoNaverSetupOf } from './auth/kakaoNaver.ts'
import { createCheckout } from './money/checkout.ts'
import type { KakaoNaverSetup } from './auth/kakaoNaverCalls.ts'
import { generateCatalogue, standInCatalogue } from './titles/catalogue.ts'
import { withQaTitles } from './titles/qaTitles.ts'
import type { Catalogue, CatalogueOptions } from './titles/title.ts'
import { loadHelpContent } from './help/content.ts'
import { createStreamGrants, purposeSecret } from './media/grants.ts'
import { createTitleKeys } from './media/keys.ts'
import { createMediaRoutes } from './media/routes.ts'
import { mediaSecretOf } from './media/secret.ts'
import { createStandInClock } from './server/clock.ts'
import { DEFAULT_GRANT_TTL_SEC } from '../../core/contract/index.ts'

export type { FaultControl, FaultKind, FaultRule } from './server/faults.ts'
export { faultKinds, formatFaultRule, parseFaultRule } from './server/faults.ts'
export type { CallLog, CallRecord } from './server/log.ts'
export type { SeedAccount } from './auth/accounts.ts'
export { seedAccounts } from './auth/accounts.ts'
export { LOGIN_KEY_COOKIE } from './server/calls.ts'
export { ADMIN_SECRET_ENV, ADMIN_SECRET_HEADER } from './server/admin.ts'
export { TICKET_TTL_MS } from './auth/sessions.ts'
export type { StoreOptions } from './store/index.ts'
export type { FirebaseProject } from './auth/firebaseToken.ts'

export interface StartHostsOptions {
  /** First port; the hosts sit at the offsets of core/contract/hosts.ts. 0 picks free ports (tests). */
  readonly portBase?: number
  /** Latency added to every call, in ms. */
  readonly latencyMs?: number
  /** Fault rules in force from the start. */
  readonly faults?: readonly FaultRule[]
  /** Session token lifetime in seconds (default 3600). */
  readonly tokenTtlSec?: number
  /** Live member sessions per account before serviceLogin answers -113 (default 2). */
  readonly sessionLimit?: number
  /** A built site for the web host to serve (SPA fallback to index.html) with its build-info.json. */
  readonly siteDir?: string
  /** Page origins allowed to call with credentials, exactly (docs/decisions/1830); the web host's own are always in, and STAND_IN_ALLOWED_ORIGINS's. */
  readonly allowedOrigins?: readonly string[] | OriginPolicy
  /** Proxies in front of the hosts whose X-Forwarded-For names the client (default 0: the socket's peer; docs/decisions/1831). */
  readonly trustProxy?: number
  /** The limits on guessing and making (docs/decisions/1831); each rule not given is the default. */
  readonly limits?: Partial<LimitRules>
  /** The clock for token and ticket expiry. */
  readonly now?: () => number
  /** The catalogue's seed and size (default: the stand-in's, docs/decisions/0900-seeded-catalogue.md). */
  readonly catalogue?: CatalogueOptions
  /** Where the stand-in's log lines go (the adult verification code); default stdout. */
  readonly print?: (line: string) => void
  /** false: guests' pages are never served by the web host's edge (docs/decisions/0809); default true. */
  readonly edge?: boolean
  /** How long a guest's navigation waits for the edge's render before the frame is served without it (default EDGE_WAIT_MS, docs/decisions/1941). */
  readonly edgeWaitMs?: number
  /** The admin endpoint's secret (X-Admin-Secret); default a fresh random one (docs/decisions/1210). */
  readonly adminSecret?: string
  /** Where the state lives (docs/decisions/1400): a PostgreSQL `url`, a PGlite `dataDir`; default PGlite in memory, one database per start. */
  readonly store?: StoreOptions
  /** The Firebase project of social sign-in (google, facebook, apple); the built site is given its web config (docs/decisions/1430). */
  readonly firebase?: FirebaseProject
  /** Kakao and Naver client ids and secrets (default: the env's KAKAO_CLIENT_ID, NAVER_CLIENT_ID, NAVER_CLIENT_SECRET, else the stand-in's). */
  readonly kakaoNaver?: Partial<KakaoNaverSetup>
  /** The help centre's Markdown (default cli/hosts/help/content/); a malformed file stops the start, naming it. */
  readonly helpDir?: string
  /** A stream grant's life in seconds (default 300; docs/decisions/1800). */
  readonly grantTtlSec?: number
  /**
   * Bench only: the media served with no grant checked and nothing encrypted, the same addresses
   * otherwise, for a benchmark's baseline. Off by default; no command line sets it.
   */
  readonly benchUnprotectedMedia?: boolean
  /** Domain and Secure of every cookie the hosts set (default: COOKIE_DOMAIN, COOKIE_SECURE; docs/decisions/1812). */
  readonly cookies?: CookieSettings
}

export interface RunningHosts {
  /** The hosts' base URLs (with the ports actually used). */
  readonly hosts: Hosts
  /** What the admin endpoint's X-Admin-Secret header must carry. */
  readonly adminSecret: string
  readonly faults: FaultControl
  /** Every call received, for counting retries. */
  readonly calls: CallLog
  readonly accounts: readonly SeedAccount[]
  /** The titles the hosts serve. */
  readonly catalogue: Catalogue
  /** The money ledger, for a test to set up a member's purchases and 빵탄 as the checkout or an admin would. */
  readonly money: Ledger
  /** The page origins allowed to call with credentials; `allow` adds one (the dev server's, once it listens). */
  readonly origins: SiteOrigins
  /** Guest sessions in the store now, and rows the limits keep (the growth the bench watches). */
  storeCounts(): Promise<{ readonly guestSessions: number; readonly limitRows: number }>
  /** The sessions the stand-in knows, live or not, oldest first. */
  sessions(): Promise<readonly Session[]>
  /** A viewer's live streams ('member:<account>' or 'device:<id>'), for a test to check the plan's count. */
  liveStreams(viewer: string): Promise<readonly LiveStream[]>
  /** Makes a newer build, as the admin endpoint does. */
  bumpBuild(): BuildInfoOutput
  close(): Promise<void>
}

export const DEFAULT_TOKEN_TTL_SEC = 3600
export const DEFAULT_SESSION_LIMIT = 2

/** The hosts' URLs from their ports; the search host has its /api path. */
const hostsFrom = (ports: Readonly<Record<HostName, number>>): Hosts => {
  const url = (name: HostName) => `http://localhost:${ports[name]}`
  return { auth: url('auth'), api: url('api'), web: url('web'), wapi: url('wapi'), search: `${url('search')}/api` }
}

/** Grants signed and keys derived from the database's media secret (docs/decisions/1800, 1801). */
const mediaProtectionOf = async (
  db: Parameters<typeof mediaSecretOf>[0],
  sessions: Parameters<typeof createStreamGrants>[2],
  now: () => number,
  options: StartHostsOptions,
) => {
  const secret = await mediaSecretOf(db)
  const ttlMs = (options.grantTtlSec ?? DEFAULT_GRANT_TTL_SEC) * 1000
  return {
    grants: createStreamGrants(purposeSecret(secret, 'grant'), ttlMs, sessions, now),
    keys: createTitleKeys(purposeSecret(secret, 'key')),
    enforced: options.benchUnprotectedMedia !== true,
  }
}

/**
 * Starts the local stand-in of the auth, API, web, wapi and search hosts, each on its own
 * loopback port, and resolves once every one listens.
 */
export const startHosts = async (options: StartHostsOptions = {}): Promise<RunningHosts> => {
  // QA moves this clock on through the admin endpoint (docs/decisions/1552).
  const clock = createStandInClock(options.now ?? Date.now)
  const now = clock.now
  // First, so a malformed help file stops the start before any store opens or port listens.
  const help = loadHelpContent(options.helpDir)
  const base = options.portBase ?? LOCAL_PORT_BASE
  const faults = createFaultControl(options.faults ?? [], options.latencyMs ?? 0)
  const db = await openStore({ ...options.store, now })
  const accounts = createAccountTable(db, now)
  const sessions = createSessionTable(db, now, (options.tokenTtlSec ?? DEFAULT_TOKEN_TTL_SEC) * 1000)
  const build = createBuildStore(now, options.siteDir)
  const log = createCallLog()
  const closing = new AbortController()
  const ports = {} as Record<HostName, number>
  let hosts: Hosts | undefined
  const knownHosts = (): Hosts => hosts ?? hostsFrom(ports)
  // The watch QA titles are found by address too (docs/contract.md "Playback cases").
  const catalogue = withQaTitles(options.catalogue ? generateCatalogue(options.catalogue) : standInCatalogue())
  const webOrigins = (): string[] => (ports.web ? [`http://localhost:${ports.web}`, `http://127.0.0.1:${ports.web}`] : [])
  const given = options.allowedOrigins
  const origins = siteOrigins([...(Array.isArray(given) ? given : []), ...originsFromEnv(process.env)], webOrigins)
  const allowedOrigins: OriginPolicy = typeof given === 'function' ? (origin) => given(origin) || origins.policy(origin) : origins.policy
  const limits = createLimits(db, now, { ...DEFAULT_LIMITS, ...options.limits })
  const guests = createGuestSessions(db, now)
  await guests.purge()
  const world = {
    limits,
    guests,
    accounts,
    loginKeys: createLoginKeys(db, now),
    sessions,
    profiles: createProfileTable(db, now),
    devices: createDeviceTable(db, now, (options.tokenTtlSec ?? DEFAULT_TOKEN_TTL_SEC) * 1000),
    streams: createStreamTable(db, now),
    build,
    hosts: knownHosts,
    sessionLimit: options.sessionLimit ?? DEFAULT_SESSION_LIMIT,
    catalogue,
    tastes: createTasteStore(db),
    watch: createWatchStore(db),
    popular: await createPopularKeywords(db),
    care: createAccountCare(db, now),
    invites: createInviteTable(db, now, limits),
    money: createLedger(db, now, (itemId) => itemOf({ catalogue }, itemId), opensThrough(catalogue)),
    help,
    print: options.print ?? ((line: string) => console.log(line)),
    now,
    socialLinks: createSocialLinks(db, now),
    ...(options.firebase ? { firebase: firebaseSignInOf(options.firebase, now) } : {}),
    kakaoNaver: kakaoNaverSetupOf(options.kakaoNaver),
    media: await mediaProtectionOf(db, sessions, now, options),
  }
  const adminSecret = options.adminSecret || newAdminSecret()
  // The edge stands aside while fault rules are in place: they are for the app's own calls.
  const site = createSite(
    options.siteDir,
    knownHosts,
    () => catalogue,
    () => options.edge !== false && faults.rules().length === 0,
    now,
    (id) => accounts.byId(id),
    options.firebase,
    options.edgeWaitMs,
  )
  // The consent pages draw Korean in the site's web font, from the web host, when it serves a build.
  const fontAddress = () => {
    const css = site.fontStylesheet()
    return css ? `${knownHosts().web}${css}` : undefined
  }
  // The policy names the hosts' ports and hashes the build's inline scripts: made once they listen, again for a new build.
  let policy: { key: string; value: string | undefined } | undefined
  const csp = (): string | undefined => {
    if (!options.siteDir) return undefined
    const key = `${build.current().build_id}`
    if (policy?.key !== key)
      policy = { key, value: sitePolicy(options.siteDir, (html) => injectHosts(html, knownHosts(), options.firebase), knownHosts(), options.firebase) }
    return policy.value
  }
  const ctx = {
    adminSecret,
    world,
    site,
    allowedOrigins,
    trustProxy: options.trustProxy ?? trustProxyFromEnv(process.env),
    csp: () => csp(),
    kakaoNaver: createKakaoNaverRoutes(world, allowedOrigins, fontAddress),
    checkout: createCheckout(world, () => site.fontStylesheet()),
    media: createMediaRoutes(world),
    closing: closing.signal,
    faults,
    build,
    log,
    sessions,
    invites: world.invites,
    cookies: options.cookies ?? cookieSettingsOf({ domain: process.env.COOKIE_DOMAIN, secure: process.env.COOKIE_SECURE }, 'http://localhost'),
    now,
    clock,
  }
  const listening: Listening[] = []
  const close = async () => {
    closing.abort()
    await Promise.all(listening.map((l) => l.close()))
    await db.close()
  }
  for (const name of hostNames) {
    const port = base === 0 ? 0 : base + localPortOffset[name]
    try {
      // The web host serves pages: an over-long address gets the site's Korean page, not Chromium's.
      const l = await listenLoopback(hostListener(name, ctx), port, name === 'web' ? clientErrorAnswer(() => ctx.site.fontStylesheet()) : undefined)
      listening.push(l)
      ports[name] = l.port
    } catch (error) {
      await close()
      const code = (error as NodeJS.ErrnoException).code ?? String(error)
      throw new Error(`the ${name} host cannot listen on port ${port}: ${code}`, { cause: error })
    }
  }
  hosts = hostsFrom(ports)
  // Renewals and voided approvals run on the stand-in's clock, in the background.
  scheduleDueRuns(world.money, closing.signal, world.print)
  return {
    hosts,
    adminSecret,
    faults,
    calls: log,
    accounts: seedAccounts,
    catalogue,
    origins,
    storeCounts: async () => ({ guestSessions: await guests.count(), limitRows: await limits.size() }),
    sessions: () => sessions.all(),
    liveStreams: (viewer) => world.streams.live(viewer),
    money: world.money,
    bumpBuild: () => build.bump(),
    close,
  }
}
