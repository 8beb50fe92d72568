import type { ReplayResult } from './replay.ts'

/** Latency figures of one step over many runs, in ms. */
export interface StepLatency {
  readonly count: number
  readonly failed: number
  readonly p50: number
  readonly p90: number
  readonly p99: number
  readonly max: number
}

/** Nearest-rank percentile of sorted values (0 for none). */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return 0
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

const figures = (durations: number[], failed: number): StepLatency => {
  const sorted = [...durations].sort((a, b) => a - b)
  return { count: sorted.length, failed, p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 }
}

/** Per call (and `total`, the whole flow): latency percentiles over the runs' timelines. */
export const latencyByStep = (results: readonly ReplayResult[]): Record<string, StepLatency> => {
  const durations = new Map<string, { ms: number[]; failed: number }>()
  const add = (step: string, ms: number, ok: boolean) => {
    const entry = durations.get(step) ?? { ms: [], failed: 0 }
    entry.ms.push(ms)
    if (!ok) entry.failed += 1
    durations.set(step, entry)
  }
  for (const result of results) {
    for (const entry of result.timeline) if (entry.kind === 'response') add(entry.call, entry.durationMs, entry.ok)
    add('total', result.durationMs, result.ok)
  }
  return Object.fromEntries([...durations].map(([step, { ms, failed }]) => [step, figures(ms, failed)]))
}

/** Runs `total` jobs with at most `concurrency` in flight, keeping their order. */
export const runPool = async <T>(total: number, concurrency: number, job: (index: number) => Promise<T>): Promise<T[]> => {
  const results: T[] = new Array(total)
  let next = 0
  const worker = async () => {
    while (next < total) {
      const index = next++
      results[index] = await job(index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker))
  return results
}
