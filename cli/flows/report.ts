import type { StepLatency } from './load.ts'
import type { ReplayResult } from './replay.ts'
import type { TimelineEntry } from './timeline.ts'

const ms = (value: number) => `${value.toFixed(1)} ms`

const timelineLine = (entry: TimelineEntry): string => {
  const at = entry.at.toFixed(1).padStart(8)
  if (entry.kind === 'state') return `${at}  ${entry.actor.padEnd(18)} ${entry.state}`
  if (entry.kind === 'request') return `${at}  → ${entry.call}`
  if (entry.kind === 'renewal') return `${at}  ${entry.actor.padEnd(18)} renewal: a call was refused for its token; logging in again`
  if (entry.kind === 'copy') return `${at}  ${entry.actor.padEnd(18)} shown from the return-visit copy (no host call)`
  const answer = entry.ok ? `retval ${entry.retval ?? 0}` : `${entry.error}${entry.retval === undefined ? '' : ` retval ${entry.retval}`}`
  return `${at}  ← ${entry.call.padEnd(16)} ${answer} (${ms(entry.durationMs)})`
}

/** A replay for people: verdict, timeline, final session, menu and notices, what was logged. */
export const replaySummary = (result: ReplayResult): string[] => {
  const s = result.session
  return [
    `replay ${result.target}: ${result.ok ? 'ok' : `FAILED (${result.reason})`} in ${ms(result.durationMs)}${result.initialised ? ', initialised' : ''}`,
    '',
    '      ms  step',
    ...result.timeline.map(timelineLine),
    '',
    `session: ${s.status}, is_login=${s.is_login}, s=${s.s ?? '-'}, c_code=${s.c_code ?? '-'}`,
    `         adult_flag=${s.adult_flag}, skytv_item_only=${s.skytv_item_only}, red_item=${s.red_item}, invite_code=${s.invite_code ?? '-'}, auto_login=${s.auto_login}, filter=${s.filter}`,
    `menu: ${result.menu.status} (${result.menu.sections} sections); notices: ${result.notices.status} (${result.notices.count})`,
    ...result.logs.map((l) => `${l.level}: ${l.message}${l.detail ? ` (${l.detail})` : ''}`),
  ]
}

/** Latency percentiles per step, as a table. */
export const latencyTable = (steps: Record<string, StepLatency>): string[] => {
  const rows = Object.entries(steps)
  const width = Math.max(5, ...rows.map(([step]) => step.length))
  const num = (n: number) => n.toFixed(1).padStart(8)
  return [
    `${'step'.padEnd(width)}  ${'count'.padStart(6)} ${'failed'.padStart(6)} ${'p50'.padStart(8)} ${'p90'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}`,
    ...rows.map(
      ([step, l]) =>
        `${step.padEnd(width)}  ${String(l.count).padStart(6)} ${String(l.failed).padStart(6)} ${num(l.p50)} ${num(l.p90)} ${num(l.p99)} ${num(l.max)}`,
    ),
  ]
}
