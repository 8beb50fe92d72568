import { performance } from 'node:perf_hooks'
import { startHosts } from '../../cli/hosts/index.ts'
import type { StoreOptions } from '../../cli/hosts/store/index.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { grantBbtan, newKey, newMember } from '../cli/moneyHelpers.ts'
import { startTestPostgres } from '../support/postgres.ts'

/**
 * The ledger under load (docs/decisions/1531): 20 purchases one at a time, then 200 purchases of a 7-day pass (39 빵탄, they stack)
 * fired at once against one balance over HTTP, each key confirmed twice at once (a double
 * submit), on PGlite and on a real PostgreSQL. Once with 빵탄 for all of them, once for 25 of the 200: no
 * overdraw, no key charged twice. Prints p50/p95 of a purchase+confirm pair; crashes (never on a
 * timing) when the balance or the history says otherwise.
 */

const PURCHASES = 200
const PRICE = 39
/** Pairs run one at a time before the storm. */
const ALONE = 20

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const ms = (n: number) => `${n.toFixed(0)} ms`

const storm = async (label: string, store: StoreOptions, bbtan: number) => {
  const running = await startHosts({ portBase: 0, store: { ...store, reset: true }, print: () => undefined })
  try {
    const member = await newMember(running.hosts, 'bench')
    await grantBbtan(running.hosts, running.adminSecret, member.email, bbtan)
    const pair = async () => {
      const key = newKey()
      const start = performance.now()
      await member.call('purchase', { item_id: 'premium-week', use_currency: 1, idempotency_key: key })
      const [first, again] = await Promise.all([0, 1].map(() => member.call('purchaseConfirm', { idempotency_key: key, amount: PRICE })))
      const took = performance.now() - start
      if (first!.body.retval !== again!.body.retval) throw new Error(`one key, two answers: ${first!.body.retval} and ${again!.body.retval}`)
      return { took, paid: first!.body.retval === ResultCode.success }
    }
    // One at a time first: what a pair costs without a queue (paid, stacking the passes).
    const alone: number[] = []
    for (let i = 0; i < ALONE; i++) alone.push((await pair()).took)
    const start = performance.now()
    const results = await Promise.all(Array.from({ length: PURCHASES }, pair))
    const wall = performance.now() - start
    const paid = results.filter((r) => r.paid).length + ALONE
    const expected = Math.min(PURCHASES + ALONE, Math.floor(bbtan / PRICE))
    const balance = (await member.call('currencyBalance')).body.output.total
    const spends = (await member.call('currencyHistory', { kind: 'spend', count: 1 })).body.output.total
    if (paid !== expected || balance !== bbtan - paid * PRICE || spends !== paid) {
      throw new Error(`${label}: ${paid} paid (expected ${expected}), balance ${balance}, ${spends} spends`)
    }
    const took = results.map((r) => r.took)
    console.log(
      `${label.padEnd(10)} ${String(bbtan).padStart(5)} 빵탄: ${String(paid).padStart(3)} of ${PURCHASES + ALONE} paid, balance ${String(balance).padStart(2)}   alone p50 ${ms(percentile(alone, 50))} p95 ${ms(percentile(alone, 95))}   at once p50 ${ms(percentile(took, 50))} p95 ${ms(percentile(took, 95))}, all ${ms(wall)}`,
    )
  } finally {
    await running.close()
  }
}

export const run = async () => {
  const postgres = await startTestPostgres()
  const engines: Array<[string, StoreOptions]> = [['PGlite', {}]]
  if (postgres.kind === 'ready') engines.push(['PostgreSQL', { url: postgres.url }])
  else console.log(`PostgreSQL skipped: ${postgres.reason}`)
  try {
    for (const [label, store] of engines) {
      await storm(label, store, (PURCHASES + ALONE) * PRICE)
      await storm(label, store, (ALONE + 25) * PRICE + 10)
    }
  } finally {
    if (postgres.kind === 'ready') postgres.stop()
  }
}
