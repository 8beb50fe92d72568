import { ExitCode, UsageError, defineCommand, intOption } from '../args.ts'
import { latencyByStep, runPool } from '../flows/load.ts'
import { presetCookies, timeoutOption, worldOptions } from '../flows/options.ts'
import { isReplayTarget, replay, replayTargets } from '../flows/replay.ts'
import { latencyTable, replaySummary } from '../flows/report.ts'
import { createReplayBrowser } from '../flows/browser.ts'
import { readHosts } from './call.ts'

/**
 * `replay login|menu|notice|boot`: drives the core's own actors (createApp) through one flow
 * against real hosts and prints its timeline; with --repeat, many sessions and their latencies.
 */
export default defineCommand({
  name: 'replay',
  summary: "Replay the app's login, menu, notice or whole boot flow against the hosts, with a timeline.",
  usage: `<${replayTargets.join('|')}> [--hosts local|<file.json>] [--auto-login V] [--cookie k=v]... [--strict] [--return-visit] [--concurrency N --repeat M] [--json]`,
  positionals: true,
  options: {
    ...worldOptions,
    strict: { type: 'boolean', description: 'also fail when a call the flow only logs failed (menu, notice, ticket)' },
    'return-visit': {
      type: 'boolean',
      description:
        'load the page once first (same browser: cookies and storage), then replay the return visit, which shows the kept menu and notices before any call',
    },
    concurrency: { type: 'string', valueName: 'N', description: 'sessions in flight at once (with --repeat; default 1)' },
    repeat: { type: 'string', valueName: 'M', description: 'run M sessions, each with its own cookie jar, and print latency percentiles per step' },
  },
  async run({ values, positionals }, context) {
    const [target, ...extra] = positionals
    if (target === undefined) throw new UsageError(`which flow? one of ${replayTargets.join(', ')}`)
    if (!isReplayTarget(target)) throw new UsageError(`unknown flow '${target}' (one of ${replayTargets.join(', ')})`)
    if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`)
    const repeat = intOption(values.repeat, 'repeat', { min: 1, max: 100_000 })
    const concurrency = intOption(values.concurrency, 'concurrency', { min: 1, max: 1_000 })
    if (concurrency !== undefined && repeat === undefined) throw new UsageError('--concurrency needs --repeat')
    const cookies = presetCookies(values)
    const timeoutMs = timeoutOption(values.timeout)
    const hosts = await readHosts(values.hosts ?? 'local', context.cwd)
    const once = async () => {
      const browser = createReplayBrowser(hosts, cookies, timeoutMs)
      try {
        // A first visit in the same browser keeps its menu and notices; the replayed one is the return.
        if (values['return-visit']) await replay('boot', browser)
        return await replay(target, browser, { strict: values.strict === true })
      } finally {
        await browser.dispose()
      }
    }

    if (repeat === undefined) {
      const result = await once()
      if (values.json) context.out(JSON.stringify(result))
      else replaySummary(result).forEach((line) => context.out(line))
      if (!result.ok) context.err(`replay ${target} failed: ${result.reason}`)
      return result.ok ? ExitCode.ok : ExitCode.failure
    }

    const began = performance.now()
    const results = await runPool(repeat, concurrency ?? 1, once)
    const wallMs = Math.round(performance.now() - began)
    const failed = results.filter((r) => !r.ok)
    const steps = latencyByStep(results)
    if (values.json) {
      const reasons = [...new Set(failed.map((r) => r.reason))]
      context.out(
        JSON.stringify({ target, runs: repeat, concurrency: concurrency ?? 1, failed: failed.length, wallMs, steps, ...(reasons.length ? { reasons } : {}) }),
      )
    } else {
      context.out(`replay ${target}: ${repeat} sessions, ${concurrency ?? 1} at a time, ${failed.length} failed, ${wallMs} ms in all`)
      latencyTable(steps).forEach((line) => context.out(line))
    }
    if (failed.length > 0) context.err(`${failed.length} of ${repeat} sessions failed, e.g.: ${failed[0]!.reason}`)
    return failed.length === 0 ? ExitCode.ok : ExitCode.failure
  },
})
