import { afterAll, beforeAll, beforeEach } from 'vitest'
import { type ApiRuntime, makeApiRuntime, makeHostCalls } from '../../core/bridge/index.ts'
import type { Hosts } from '../../core/contract/index.ts'
import { createCookieJar, jarCookies, jarFetch, presetCookie } from '../../cli/adapters/index.ts'
import { type RunningHosts, type StartHostsOptions, startHosts } from '../../cli/hosts/index.ts'
import { noHelpContent } from './helpFixtures.ts'
import { type Flow, TestApp, type TestAppOptions } from './testApp.ts'

/** The real stand-in hosts on free ports; without help content (the seeded notices) unless `helpDir` says where. */
export const startStandIn = (options: StartHostsOptions = {}): Promise<RunningHosts> => startHosts({ portBase: 0, helpDir: noHelpContent, ...options })

/**
 * The stand-in hosts for the tests of one file (or describe block): started on free ports before
 * them, closed after, with faults, latency and the call log cleared before each test.
 */
export const useStandIn = (options: StartHostsOptions = {}): (() => RunningHosts) => {
  let running: RunningHosts | undefined
  const current = (): RunningHosts => {
    if (!running) throw new Error('the stand-in hosts are not running (use inside a test)')
    return running
  }
  beforeAll(async () => {
    running = await startStandIn(options)
  })
  afterAll(async () => {
    await running?.close()
  })
  beforeEach(() => {
    current().faults.clear()
    current().faults.latencyMs = 0
    current().calls.clear()
  })
  return current
}

export interface RealAppOptions extends Omit<TestAppOptions, 'hostCalls' | 'pageCookies' | 'cookies'> {
  /** Cookies preset in the browser-like jar, for every host and the page (e.g. login_key, auto_login). */
  readonly cookies?: Readonly<Record<string, string>>
  readonly timeoutMs?: number
}

/**
 * A TestApp over the real thing: the core's Effect host calls through the bridge, over real HTTP
 * to the stand-in, with a browser-like cookie jar the page cookies also live in.
 */
export const startRealApp = (hosts: Hosts, options: RealAppOptions = {}): Flow & { readonly runtime: () => ApiRuntime } => {
  const jar = createCookieJar()
  for (const [name, value] of Object.entries(options.cookies ?? {})) presetCookie(jar, hosts, name, value)
  const runtime = makeApiRuntime({ hosts, fetch: jarFetch(jar), timeoutMs: options.timeoutMs ?? 5_000 })
  const flow = TestApp.start({ ...options, pageCookies: jarCookies(jar, hosts.web), hostCalls: makeHostCalls(runtime) })
  const stop = flow.testApp.stop.bind(flow.testApp)
  flow.testApp.stop = () => {
    stop()
    void runtime.dispose()
  }
  return Object.assign(flow, { runtime: () => runtime })
}
