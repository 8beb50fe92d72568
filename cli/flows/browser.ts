import type { CookieJar } from 'tough-cookie'
import { type ApiRuntime, makeApiRuntime, makeHostCalls } from '../../core/bridge/index.ts'
import { type CookieSettings, type Hosts, cookieSettingsOf } from '../../core/contract/index.ts'
import type { HostCalls } from '../../core/ports/hostCalls.ts'
import { type KeyValueStore, memoryStore } from '../../core/ports/storage.ts'
import { createCookieJar, jarCookies, jarFetch, presetCookie } from '../adapters/index.ts'

/**
 * What one replayed browser is: a cookie jar (the page's cookies and every host's), and the
 * core's host calls over it. Replays on one browser share its cookies, as page loads in one browser do.
 */
export interface ReplayBrowser {
  readonly hosts: Hosts
  readonly jar: CookieJar
  readonly timeoutMs: number
  /** The browser's lasting storage (localStorage): the return-visit copy, shared by its page loads. */
  readonly localStore: KeyValueStore
  /** The page's cookies (what the app reads and writes). */
  pageCookies(): ReturnType<typeof jarCookies>
  /** Their Domain and Secure: COOKIE_DOMAIN, COOKIE_SECURE, else Secure when the web host is https (docs/decisions/1812). */
  readonly cookieSettings: CookieSettings
  /** Host calls for one page load, on a runtime of its own disposed with the browser. */
  hostCalls(): HostCalls
  /** A runtime over the same jar for contract-level calls (script `call` steps). */
  runtime(): ApiRuntime
  dispose(): Promise<void>
}

export const createReplayBrowser = (hosts: Hosts, cookies: readonly (readonly [string, string])[], timeoutMs: number): ReplayBrowser => {
  const jar = createCookieJar()
  for (const [name, value] of cookies) presetCookie(jar, hosts, name, value)
  const runtimes: ApiRuntime[] = []
  const newRuntime = () => {
    const runtime = makeApiRuntime({ hosts, fetch: jarFetch(jar), timeoutMs })
    runtimes.push(runtime)
    return runtime
  }
  let plain: ApiRuntime | undefined
  return {
    hosts,
    jar,
    timeoutMs,
    localStore: memoryStore(),
    pageCookies: () => jarCookies(jar, hosts.web),
    cookieSettings: cookieSettingsOf({ domain: process.env.COOKIE_DOMAIN, secure: process.env.COOKIE_SECURE }, hosts.web),
    hostCalls: () => makeHostCalls(newRuntime()),
    runtime: () => (plain ??= newRuntime()),
    dispose: async () => void (await Promise.all(runtimes.splice(0).map((r) => r.dispose()))),
  }
}
