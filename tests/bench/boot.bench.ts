/**
 * Boot's critical path at 100 ms injected latency on every call, against the real stand-in: the
 * the product's sequential order (login, then menu, then notice, each awaited) beside ours (notice
 * beside the login, menu as soon as the token exists), for a guest and for an automatic login.
 * Round trips are the depth of the longest chain of calls where each waited for an answer.
 * Prints figures; never fails on a timing.
 */
import { makeHostCalls } from '../../core/bridge/index.ts'
import type { HostCalls } from '../../core/ports/hostCalls.ts'
import { replay } from '../../cli/flows/replay.ts'
import type { TimelineEntry } from '../../cli/flows/timeline.ts'
import { createReplayBrowser } from '../../cli/flows/browser.ts'
import { startHosts } from '../../cli/hosts/index.ts'

const LATENCY_MS = 100
const RUNS = 5

/** Depth of the longest chain: a call sent after an answer arrived is one deeper than that answer. */
export const roundTrips = (timeline: readonly TimelineEntry[]): number => {
  const depthOf = new Map<string, number>()
  let deepestAnswered = 0
  let deepest = 0
  for (const entry of timeline) {
    if (entry.kind === 'request') depthOf.set(entry.call, deepestAnswered + 1)
    if (entry.kind === 'response') {
      const depth = depthOf.get(entry.call) ?? 0
      deepestAnswered = Math.max(deepestAnswered, depth)
      deepest = Math.max(deepest, depth)
    }
  }
  return deepest
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The product's order with the same host calls: each step awaited before the next starts. */
const specOrder = async (calls: HostCalls, member: boolean): Promise<number> => {
  const signal = new AbortController().signal
  let trips = 0
  let key: { s: string; c_code: string }
  if (member) {
    const login = (await calls.serviceLogin({ auto_login: '1' }, signal)).output
    const ticket = await calls.ticketRequest({ ...login, s: login.snack, c_code: login.c_code, profile_img: login.profile_img ?? '' }, signal)
    key = { s: ticket.snack, c_code: login.c_code }
    trips += 2
  } else {
    const guest = await calls.guestLogin({}, signal)
    key = { s: guest.s, c_code: guest.c_code }
    trips += 1
  }
  await calls.menu({ ...key, filter: 0 }, signal)
  await calls.recentNoticeInfo({}, signal)
  return trips + 2
}

export async function run(): Promise<void> {
  const standIn = await startHosts({ portBase: 0, latencyMs: LATENCY_MS, sessionLimit: 1_000 })
  const rows: string[] = []
  try {
    for (const member of [false, true]) {
      const cookies: Array<[string, string]> = member
        ? [
            ['auto_login', '1'],
            ['login_key', 'seed-minji'],
          ]
        : []
      const spec = { ms: [] as number[], trips: 0 }
      const ours = { ms: [] as number[], trips: 0 }
      for (let i = 0; i <= RUNS; i++) {
        const browser = createReplayBrowser(standIn.hosts, cookies, 20_000)
        const began = performance.now()
        const result = await replay('boot', browser)
        const oursMs = performance.now() - began
        await browser.dispose()
        if (!result.ok) throw new Error(`boot failed: ${result.reason}`)

        const other = createReplayBrowser(standIn.hosts, cookies, 20_000)
        const calls = makeHostCalls(other.runtime())
        const start = performance.now()
        spec.trips = await specOrder(calls, member)
        const specMs = performance.now() - start
        await other.dispose()
        if (i === 0) continue // warm-up
        ours.ms.push(oursMs)
        ours.trips = roundTrips(result.timeline)
        spec.ms.push(specMs)
      }
      const flow = member ? 'member (auto-login)' : 'guest'
      rows.push(`${flow.padEnd(20)} ${'product order (serial)'.padEnd(22)} ${String(spec.trips).padStart(11)} ${median(spec.ms).toFixed(0).padStart(8)}`)
      rows.push(`${flow.padEnd(20)} ${'ours'.padEnd(22)} ${String(ours.trips).padStart(11)} ${median(ours.ms).toFixed(0).padStart(8)}`)
    }
  } finally {
    await standIn.close()
  }
  console.log(`boot critical path at ${LATENCY_MS} ms injected latency per call (median of ${RUNS} runs)`)
  console.log(`${'session'.padEnd(20)} ${'order'.padEnd(22)} ${'round trips'.padStart(11)} ${'ms'.padStart(8)}`)
  rows.forEach((row) => console.log(row))
}
