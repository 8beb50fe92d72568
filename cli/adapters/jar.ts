import { CookieJar } from 'tough-cookie'
import { type Hosts, hostNames } from '../../core/contract/index.ts'

/**
 * A browser-like cookie jar for the CLI. Cookies ignore ports (RFC 6265), so on localhost the
 * stand-in hosts share cookies the way a browser shares them between sites on one machine.
 */
export const createCookieJar = (): CookieJar => new CookieJar(undefined, { allowSpecialUseDomain: true, looseMode: true })

/** The distinct origins of a hosts configuration. */
export const hostOrigins = (hosts: Hosts): string[] => [...new Set(hostNames.map((name) => new URL(hosts[name]).origin))]

/**
 * Presets one cookie, as `--cookie name=value` asks: stored for every host's origin, so it goes
 * to each host whatever the deployment's domains, and the page (web host) reads it too.
 */
export const presetCookie = (jar: CookieJar, hosts: Hosts, name: string, value: string): void => {
  for (const origin of hostOrigins(hosts)) {
    jar.setCookieSync(`${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`, origin, { http: false })
  }
}
