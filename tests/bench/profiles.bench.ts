import { startHosts } from '../../cli/hosts/index.ts'
import { ResultCode } from '../../core/contract/index.ts'
import { type BrowseSession, memberSession } from '../cli/browseHelpers.ts'

/**
 * The home's answer (homeContents over HTTP to the stand-in) for a kids profile (limit 7) against
 * the account's regular profile (limit 19), p50/p95: the viewing-age filter should cost no more
 * than a fifth. Reads alternate, so both see the same machine. Prints; never fails on a timing.
 * BENCH_READS sets how many reads each (default 200).
 */
const READS = Number(process.env['BENCH_READS'] ?? 200)
const WARMUP = 20

const percentile = (xs: readonly number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const timed = async (session: BrowseSession): Promise<{ ms: number; cards: number }> => {
  const started = performance.now()
  const answer = await session.call('homeContents')
  const ms = performance.now() - started
  if (answer.body.retval !== ResultCode.success) throw new Error(`homeContents answered ${answer.body.retval}`)
  const output = answer.body.output as { rows: { items: unknown[] }[] }
  return { ms, cards: output.rows.reduce((n, row) => n + row.items.length, 0) }
}

export const run = async (): Promise<void> => {
  const running = await startHosts({ portBase: 0, print: () => undefined, edge: false, sessionLimit: 10 })
  try {
    const regular = await memberSession(running.hosts, 'seed-minji')
    const kids = await memberSession(running.hosts, 'seed-minji')
    const made = await regular.call('profileAdd', { name: '아이', kind: 'kids', age_limit: '7' })
    if (made.body.retval !== ResultCode.success) throw new Error(`profileAdd answered ${made.body.retval}`)
    const selected = await kids.call('profileSelect', { profile_id: (made.body.output as { profile_id: string }).profile_id })
    if (selected.body.retval !== ResultCode.success) throw new Error(`profileSelect answered ${selected.body.retval}`)
    for (let i = 0; i < WARMUP; i += 1) await Promise.all([timed(regular), timed(kids)])
    const times = { regular: [] as number[], kids: [] as number[] }
    const cards = { regular: 0, kids: 0 }
    for (let i = 0; i < READS; i += 1) {
      // Alternating who goes first, so neither always gets the warmer path.
      const order = i % 2 === 0 ? (['regular', 'kids'] as const) : (['kids', 'regular'] as const)
      for (const who of order) {
        const read = await timed(who === 'regular' ? regular : kids)
        times[who].push(read.ms)
        cards[who] = read.cards
      }
    }
    const line = (who: 'regular' | 'kids') =>
      `${who.padEnd(7)} p50 ${percentile(times[who], 50).toFixed(2)} ms, p95 ${percentile(times[who], 95).toFixed(2)} ms (${cards[who]} cards)`
    console.log(`homeContents over HTTP, ${READS} reads each`)
    console.log(line('regular'))
    console.log(line('kids'))
    const ratio = (p: number) => ((percentile(times.kids, p) / percentile(times.regular, p) - 1) * 100).toFixed(1)
    console.log(`kids against regular: p50 ${ratio(50)} %, p95 ${ratio(95)} % (goal: at most +20 %)`)
  } finally {
    await running.close()
  }
}
