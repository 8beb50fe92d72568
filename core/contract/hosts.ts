/**
 * Host configuration. Real addresses are deployment constants and come from a JSON file or the
 * environment; `local` points at the stand-in hosts that `npm run cli -- serve` starts.
 */

export const hostNames = ['auth', 'api', 'web', 'wapi', 'search'] as const
export type HostName = (typeof hostNames)[number]

/** Base URL of each host, without a trailing slash. The search host includes its /api path. */
export type Hosts = { readonly [K in HostName]: string }

/** Default port of the first stand-in host; `serve --port-base N` moves them all. */
export const LOCAL_PORT_BASE = 4100

/** Port offset of each stand-in host from the port base. */
export const localPortOffset: { readonly [K in HostName]: number } = {
  web: 0,
  auth: 1,
  api: 2,
  wapi: 3,
  search: 10,
}

/** The stand-in hosts on loopback (`localhost`, so browser cookies are shared with a site on localhost); the search host sits on a non-standard port under /api. */
export const localHosts = (portBase: number = LOCAL_PORT_BASE, hostname = 'localhost'): Hosts => {
  const url = (name: HostName) => `http://${hostname}:${portBase + localPortOffset[name]}`
  return {
    auth: url('auth'),
    api: url('api'),
    web: url('web'),
    wapi: url('wapi'),
    search: `${url('search')}/api`,
  }
}

export class HostsConfigError extends Error {
  override readonly name = 'HostsConfigError'
}

/** Reads a hosts object from parsed JSON, naming the first field that is missing or not a URL. */
export const parseHosts = (json: unknown): Hosts => {
  if (typeof json !== 'object' || json === null) throw new HostsConfigError('호스트 설정은 JSON 객체여야 합니다.')
  const record = json as Record<string, unknown>
  const hosts = {} as Record<HostName, string>
  for (const name of hostNames) {
    const value = record[name]
    if (typeof value !== 'string' || !/^https?:\/\/[^/]+/.test(value)) {
      throw new HostsConfigError(`호스트 설정의 "${name}" 값이 없거나 http(s) 주소가 아닙니다.`)
    }
    hosts[name] = value.replace(/\/+$/, '')
  }
  return hosts
}
