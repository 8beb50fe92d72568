import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { LOCAL_PORT_BASE, hostNames } from '../../core/contract/index.ts'
import { ExitCode, UsageError, defineCommand, intOption } from '../args.ts'
import { grantTtlOf, grantTtlOption } from './grantFlag.ts'
import { adminLine, adminSecretOf, adminSecretOption, faultRules, storeLine, storeOf, storeOption, tokenTtlOf, tokenTtlOption } from './hostFlags.ts'
import { lockOf, lockOption } from './lockFlags.ts'
import { DEFAULT_SESSION_LIMIT, type RunningHosts, type StoreOptions, formatFaultRule, startHosts } from '../hosts/index.ts'

const siteDirOf = (dir: string | undefined, cwd: string): string | undefined => {
  if (dir === undefined) return undefined
  const full = resolve(cwd, dir)
  if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`--site-dir: no directory at ${full}`)
  return full
}

/** The human start-up text: where each host is, who can log in, what faults are on. */
const describe = (running: RunningHosts, store: StoreOptions): string[] => [
  'Stand-in hosts are listening:',
  ...hostNames.map((name) => `  ${name.padEnd(7)} ${running.hosts[name]}`),
  `  admin   ${adminLine(running)}`,
  `Database: ${storeLine(store)}`,
  '',
  'Seed accounts (cookie login_key, or emailLogin with email and password):',
  ...running.accounts.map((a) => `  ${a.loginKey.padEnd(13)} ${a.email.padEnd(20)} ${a.password.padEnd(13)} ${a.displayName}  ${a.note}`),
  '',
  `Faults: latency ${running.faults.latencyMs} ms; ${running.faults.rules().map(formatFaultRule).join(', ') || 'no rules'}`,
  'Press Ctrl+C to stop.',
]

/** `serve`: runs the local stand-in hosts until SIGINT or SIGTERM. */
export default defineCommand({
  name: 'serve',
  summary: 'Run the local stand-in hosts (auth, api, web, wapi, search) with optional faults.',
  usage:
    '[--port-base N] [--latency MS] [--fault call=kind[:arg]]... [--site-dir DIR] [--token-ttl SEC] [--grant-ttl SEC] [--admin-secret SECRET] [--database WHERE] [--reset] [--allow-origin ORIGIN]... [--trust-proxy N] [--json]',
  options: {
    'port-base': { type: 'string', valueName: 'N', description: `first port (default ${LOCAL_PORT_BASE}; 0 picks free ports)` },
    latency: { type: 'string', valueName: 'MS', description: 'latency added to every call' },
    fault: {
      type: 'string',
      multiple: true,
      valueName: 'RULE',
      description: 'call=kind[:arg][,times=N]; kinds latency:MS status:CODE drop malformed retval:CODE',
    },
    'site-dir': { type: 'string', valueName: 'DIR', description: 'a built site for the web host to serve' },
    ...tokenTtlOption,
    ...grantTtlOption,
    'session-limit': {
      type: 'string',
      valueName: 'N',
      description: `member sessions per account before -113 (default ${DEFAULT_SESSION_LIMIT})`,
    },
    ...adminSecretOption,
    ...storeOption,
    ...lockOption,
  },
  async run({ values }, context) {
    const options = {
      portBase: intOption(values['port-base'], 'port-base', { min: 0, max: 65_535 - 10 }) ?? LOCAL_PORT_BASE,
      latencyMs: intOption(values.latency, 'latency', { min: 0, max: 600_000 }) ?? 0,
      faults: faultRules(values.fault),
      tokenTtlSec: tokenTtlOf(values['token-ttl']),
      grantTtlSec: grantTtlOf(values['grant-ttl']),
      sessionLimit: intOption(values['session-limit'], 'session-limit', { min: 1, max: 1000 }) ?? DEFAULT_SESSION_LIMIT,
      adminSecret: adminSecretOf(values['admin-secret'], context.env),
      store: storeOf(values.database, values.reset, context),
      ...lockOf(values),
    }
    const siteDir = siteDirOf(values['site-dir'], context.cwd)
    if (context.stop.aborted) return ExitCode.ok
    let running: RunningHosts
    try {
      running = await startHosts({ ...options, ...(siteDir ? { siteDir } : {}) })
    } catch (error) {
      context.err(`error: ${error instanceof Error ? error.message : String(error)}`)
      return ExitCode.failure
    }
    if (values.json) context.out(JSON.stringify({ ready: true, hosts: running.hosts, adminSecret: running.adminSecret }))
    else describe(running, options.store).forEach((line) => context.out(line))
    await new Promise<void>((done) => {
      if (context.stop.aborted) done()
      else context.stop.addEventListener('abort', () => done(), { once: true })
    })
    await running.close()
    if (!values.json) context.out('Stopped.')
    return ExitCode.ok
  },
})
