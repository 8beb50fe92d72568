import type { IncomingMessage } from 'node:http'
import type { OriginPolicy } from '../server/cors.ts'

/**
 * The site's own origins (docs/decisions/1830): the only pages that may call the hosts with a
 * member's cookies. Configuration: the web host's origin and, under `npm start`, the dev server's;
 * more with `--allow-origin` or STAND_IN_ALLOWED_ORIGINS. Nothing else, not even another loopback port.
 */
export interface SiteOrigins {
  readonly policy: OriginPolicy
  /** Adds an exact origin (the dev server's, known once it listens). */
  allow(origin: string): void
  list(): readonly string[]
}

/** The environment variable with more allowed origins, comma-separated. */
export const ALLOWED_ORIGINS_ENV = 'STAND_IN_ALLOWED_ORIGINS'

/** An origin as browsers send it: scheme://host[:port], lower-case, no path; undefined when it is not one. */
export const normalOrigin = (text: string): string | undefined => {
  if (!URL.canParse(text)) return undefined
  const url = new URL(text)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  return url.origin
}

/** The allowed origins: `fixed` plus what `own()` names at the time of the request (the web host's, once it listens). */
export const siteOrigins = (fixed: readonly string[], own: () => readonly string[] = () => []): SiteOrigins => {
  const extra = new Set(fixed.flatMap((o) => normalOrigin(o) ?? []))
  const list = () => [...new Set([...own(), ...extra])]
  return {
    policy: (origin) => list().includes(origin),
    allow: (origin) => void (normalOrigin(origin) && extra.add(normalOrigin(origin)!)),
    list,
  }
}

/** The env's extra origins. */
export const originsFromEnv = (env: Readonly<Record<string, string | undefined>>): string[] =>
  (env[ALLOWED_ORIGINS_ENV] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)

/**
 * Why a request is refused as coming from another site, or undefined. A browser names the page
 * that made a request: `Origin` (every POST, fetch or form) and `Sec-Fetch-Site`. An Origin not
 * among the site's, `null` (a sandboxed frame, a file) or, without Origin, a `cross-site`
 * Sec-Fetch-Site is refused. A request with neither is not a browser's page (the CLI, curl): it
 * carries no cookie it did not set itself, so there is nothing to forge.
 */
export const crossOriginReason = (req: IncomingMessage, allowed: OriginPolicy): string | undefined => {
  const origin = req.headers.origin
  if (origin !== undefined) return allowed(origin) ? undefined : `origin ${origin} is not the site's`
  const site = req.headers['sec-fetch-site']
  if (site === 'cross-site') return 'sec-fetch-site cross-site'
  return undefined
}

/** The environment variable saying how many proxies in front of the hosts to trust (docs/decisions/1831). */
export const TRUST_PROXY_ENV = 'STAND_IN_TRUST_PROXY'

export const trustProxyFromEnv = (env: Readonly<Record<string, string | undefined>>): number => {
  const n = Number(env[TRUST_PROXY_ENV] ?? 0)
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0
}
