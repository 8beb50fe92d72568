import { createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { Effect } from 'effect'
import { ContractClient, type HostApis, sign } from '../../core/api/index.ts'
import { makeApiRuntime, runForActor } from '../../core/bridge/index.ts'
import { calls } from '../../core/contract/index.ts'
import { startHosts } from '../../cli/hosts/index.ts'
import { median } from './servedSite.ts'

/**
 * The backbone's figures: request signatures per second (the core's sign, hash-wasm's MD5, against
 * node's own crypto), and what a host call costs through the core's pipeline (sign, send,
 * status, JSON, envelope, schema) against a raw fetch of the same signed request. Prints; never fails.
 */

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

/** Runs `step` for about `ms` milliseconds and answers operations per second. */
const rate = async (step: (i: number) => unknown, ms = 700): Promise<number> => {
  for (let i = 0; i < 500; i++) await step(i) // warm-up: JIT (and hash-wasm's wasm instance)
  let count = 0
  const start = performance.now()
  while (performance.now() - start < ms) {
    for (let i = 0; i < 200; i++) await step(count + i)
    count += 200
  }
  return count / ((performance.now() - start) / 1000)
}

const signatures = async () => {
  // A menu signature's input: client code, session token, filter, api_v.
  const key = '39850ca6b7aae30d'
  const values = (i: number) => [`lrJNivvRtpEs_ZsPy9mtBe1W6ytm${i}`, 0, 4]
  const core = await rate((i) => sign(key, values(i)))
  const node = await rate((i) =>
    createHash('md5')
      .update(key + values(i).join(''), 'utf8')
      .digest('hex'),
  )
  console.log(`signatures/s  core sign (hash-wasm) ${fmt(core)}  node:crypto ${fmt(node)}  core/node ${fmt(core / node, 2)}`)
}

const callCost = async (runs = 300) => {
  const standIn = await startHosts({ portBase: 0 })
  const runtime = makeApiRuntime({ hosts: standIn.hosts })
  try {
    const signal = new AbortController().signal
    const send = <A, E>(effect: Effect.Effect<A, E, HostApis>) => runForActor(runtime, effect, signal, 'bench')
    const guest = (await send(ContractClient.use((c) => c.send('guestLogin')))).output
    const body = new URLSearchParams([
      ['s', guest.s],
      ['filter', '0'],
      ['api_v', '4'],
      ['a', await sign(guest.c_code, [guest.s, 0, 4])],
    ]).toString()
    const url = `${standIn.hosts.api}${calls.menu.path}`
    const raw = async () => {
      const response = await fetch(url, { method: 'POST', body, credentials: 'include', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
      return response.json()
    }
    const core = () => send(ContractClient.use((c) => c.send('menu', { params: { s: guest.s, filter: 0 }, clientCode: guest.c_code })))
    for (let i = 0; i < 50; i++) await Promise.all([raw(), core()].map((p) => p.catch(() => undefined)))
    const rawMs: number[] = []
    const coreMs: number[] = []
    const ratios: number[] = []
    for (let i = 0; i < runs; i++) {
      // Alternate the order so neither side always runs on a warmer connection.
      const pair: Array<[() => Promise<unknown>, number[]]> =
        i % 2
          ? [
              [raw, rawMs],
              [core, coreMs],
            ]
          : [
              [core, coreMs],
              [raw, rawMs],
            ]
      for (const [run, into] of pair) {
        const start = performance.now()
        await run()
        into.push(performance.now() - start)
      }
      ratios.push(coreMs.at(-1)! / rawMs.at(-1)!)
    }
    console.log(
      `menu call (${runs} runs)  core ${fmt(median(coreMs), 3)} ms  raw fetch ${fmt(median(rawMs), 3)} ms  ` +
        `median core/raw ${fmt(median(ratios), 2)}  overhead ${fmt(median(coreMs) - median(rawMs), 3)} ms`,
    )
  } finally {
    await runtime.dispose()
    await standIn.close()
  }
}

/** Prints the figures; a failure to measure is printed, never thrown. */
export async function run(): Promise<void> {
  for (const [name, bench] of [
    ['signing', signatures],
    ['call cost', callCost],
  ] as const) {
    try {
      await bench()
    } catch (error) {
      console.log(`${name}: could not measure (${error instanceof Error ? error.message : String(error)})`)
    }
  }
}
