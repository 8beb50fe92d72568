import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { LOCAL_PORT_BASE } from '../../core/contract/index.ts'
import { ExitCode, defineCommand, intOption } from '../args.ts'
import { grantTtlOf, grantTtlOption } from './grantFlag.ts'
import { adminLine, adminSecretOf, adminSecretOption, faultRules, storeLine, storeOf, storeOption, tokenTtlOf, tokenTtlOption } from './hostFlags.ts'
import { lockOf, lockOption } from './lockFlags.ts'
import { type RunningHosts, startHosts } from '../hosts/index.ts'

/**
 * `preview` (npm run preview): serves the production build (dist/, from `npm run build`) from
 * the stand-in's web host, which injects the hosts into index.html and answers build-info.json.
 */
export default defineCommand({
  name: 'preview',
  summary: 'Serve the production build (dist/) through the stand-in hosts (npm run preview).',
  usage:
    '[--site-dir DIR] [--port-base N] [--latency MS] [--fault RULE]... [--token-ttl SEC] [--grant-ttl SEC] [--admin-secret SECRET] [--database WHERE] [--reset] [--allow-origin ORIGIN]... [--trust-proxy N] [--json]',
  options: {
    'site-dir': { type: 'string', valueName: 'DIR', description: 'the built site (default dist)' },
    'port-base': { type: 'string', valueName: 'N', description: `first stand-in host port (default ${LOCAL_PORT_BASE}; 0 picks free ports)` },
    latency: { type: 'string', valueName: 'MS', description: 'latency the stand-in adds to every call' },
    fault: { type: 'string', multiple: true, valueName: 'RULE', description: 'a stand-in fault rule, as for serve' },
    ...tokenTtlOption,
    ...grantTtlOption,
    ...adminSecretOption,
    ...storeOption,
    ...lockOption,
  },
  async run({ values }, context) {
    const adminSecret = adminSecretOf(values['admin-secret'], context.env)
    const siteDir = resolve(context.cwd, values['site-dir'] ?? 'dist')
    const portBase = intOption(values['port-base'], 'port-base', { min: 0, max: 65_525 }) ?? LOCAL_PORT_BASE
    const latencyMs = intOption(values.latency, 'latency', { min: 0, max: 600_000 }) ?? 0
    const faults = faultRules(values.fault)
    const tokenTtlSec = tokenTtlOf(values['token-ttl'])
    const grantTtlSec = grantTtlOf(values['grant-ttl'])
    const store = storeOf(values.database, values.reset, context)
    if (!existsSync(join(siteDir, 'index.html'))) {
      context.err(`error: no build at ${siteDir}; run 'npm run build' first (빌드가 없습니다. 먼저 npm run build를 실행하세요).`)
      return ExitCode.failure
    }
    let running: RunningHosts
    try {
      running = await startHosts({
        portBase,
        latencyMs,
        faults,
        tokenTtlSec,
        grantTtlSec,
        siteDir,
        store,
        ...lockOf(values),
        ...(adminSecret ? { adminSecret } : {}),
      })
    } catch (error) {
      context.err(`error: ${error instanceof Error ? error.message : String(error)}`)
      return ExitCode.failure
    }
    const url = `${running.hosts.web}/`
    if (values.json) context.out(JSON.stringify({ ready: true, url, hosts: running.hosts, adminSecret: running.adminSecret }))
    else {
      context.out('')
      context.out(`  웹 앱 주소 / Open the web app:  ${url}`)
      context.out(`  Admin: ${adminLine(running)}`)
      context.out(`  Database: ${storeLine(store)}`)
      context.out(`  Serving ${siteDir} with the stand-in hosts. Ctrl+C로 종료 / Press Ctrl+C to stop.`)
      context.out('')
    }
    await new Promise<void>((done) => (context.stop.aborted ? done() : context.stop.addEventListener('abort', () => done(), { once: true })))
    await running.close()
    return ExitCode.ok
  },
})
