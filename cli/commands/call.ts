import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { type ApiError, ContractClient, type WireOverrides, errorCode, viewerMessage } from '../../core/api/index.ts'
import { makeApiRuntime, runForActor } from '../../core/bridge/index.ts'
import { type CallName, CookieName, type Hosts, Timing, callNames, calls, isCallName, localHosts, parseHosts } from '../../core/contract/index.ts'
import { createCookieJar, jarCookies, jarFetch, presetCookie } from '../adapters/index.ts'
import { ExitCode, UsageError, defineCommand, intOption } from '../args.ts'

/**
 * `call <name>`: one call of the contract, signed and decoded by the core's own pipeline, for QA
 * to poke a host. `--param` values are signed like the app's; `--param a=...` is sent as given.
 */

/** `--hosts local` (the stand-in's default ports), a JSON file, or inline JSON. */
export const readHosts = async (value: string, cwd: string): Promise<Hosts> => {
  if (value === 'local') return localHosts()
  const text = value.trimStart().startsWith('{')
    ? value
    : await readFile(resolve(cwd, value), 'utf8').catch(() => {
        throw new UsageError(`--hosts: cannot read '${value}' (give local, a JSON file or inline JSON)`)
      })
  try {
    return parseHosts(JSON.parse(text))
  } catch (error) {
    throw new UsageError(`--hosts: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** `name=value` pairs of a repeatable flag, in order. */
const pairs = (flag: string, items: readonly string[] = []): Array<[string, string]> =>
  items.map((item) => {
    const eq = item.indexOf('=')
    if (eq < 1) throw new UsageError(`--${flag} expects name=value, got '${item}'`)
    return [item.slice(0, eq), item.slice(eq + 1)]
  })

/** Whether a call works within a session: it sends `s` or is signed with the client code. */
const needsSession = (name: CallName): boolean => (calls[name].fields as readonly string[]).includes('s') || calls[name].signing === 'client'

/** The failure as JSON and as one line: the code and its Korean message, or what went wrong. */
const failureReport = (error: ApiError) => {
  const code = errorCode(error)
  const detail =
    error._tag === 'HttpStatusError'
      ? `HTTP ${error.status}`
      : error._tag === 'TransportError'
        ? `${error.reason}: ${error.detail}`
        : error._tag === 'DecodeError'
          ? error.detail
          : 'entry' in error
            ? `retval ${error.entry.code} ${error.entry.name}`
            : `retval ${error.code} (not a known result code)`
  return {
    json: {
      tag: error._tag,
      ...(code !== undefined ? { code } : {}),
      message: viewerMessage(error),
      detail,
      ...('status' in error ? { status: error.status } : {}),
    },
    line: `${error.call}: ${error._tag} ${detail}: ${viewerMessage(error)}`,
  }
}

const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && '_tag' in error && 'call' in error && 'message_ko' in error

export default defineCommand({
  name: 'call',
  summary: 'Send one signed call of the contract and print the decoded answer.',
  usage: `<${callNames.join('|')}> [--hosts local|<file.json>] [--param k=v]... [--cookie k=v]... [--timeout MS] [--json]`,
  positionals: true,
  options: {
    hosts: { type: 'string', valueName: 'local|<file.json>', description: 'the hosts: the stand-in (default) or a JSON file' },
    param: {
      type: 'string',
      multiple: true,
      valueName: 'k=v',
      description: 'add or override a body field, `a` included (sent as given); c_code=... only signs',
    },
    cookie: { type: 'string', multiple: true, valueName: 'k=v', description: 'preset a cookie in the jar for every host' },
    timeout: { type: 'string', valueName: 'MS', description: `request timeout in ms (default ${Timing.requestTimeoutMs})` },
  },
  async run({ values, positionals }, context) {
    const [name, ...extra] = positionals
    if (name === undefined) throw new UsageError(`which call? one of ${callNames.join(', ')}`)
    if (!isCallName(name)) throw new UsageError(`unknown call '${name}' (one of ${callNames.join(', ')})`)
    if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`)
    const timeoutMs = intOption(values.timeout, 'timeout', { min: 1, max: 600_000 }) ?? Timing.requestTimeoutMs
    // No prototype: QA may send any field name, `__proto__` included, and it must go out as data.
    const params: Record<string, string> = Object.create(null)
    const overrides: Record<string, string> = Object.create(null)
    let clientCode: string | undefined
    for (const [key, value] of pairs('param', values.param)) {
      if (key === 'c_code') clientCode = value
      else if ((calls[name].fields as readonly string[]).includes(key)) params[key] = value
      else overrides[key] = value
    }
    const cookies = pairs('cookie', values.cookie)
    const hosts = await readHosts(values.hosts ?? 'local', context.cwd)

    const jar = createCookieJar()
    for (const [key, value] of cookies) presetCookie(jar, hosts, key, value)
    const runtime = makeApiRuntime({ hosts, fetch: jarFetch(jar), timeoutMs })
    const send = <N extends CallName>(call: N, p: Record<string, string>, key?: string, o?: WireOverrides) =>
      runForActor(
        runtime,
        ContractClient.use((c) => c.send(call, { params: p, clientCode: key }, { overrides: o })),
        context.stop,
        call,
      )

    const started = performance.now()
    try {
      // As the app does: auto-login sends the auto_login cookie's value.
      const autoLogin = jarCookies(jar, hosts.web).get(CookieName.autoLogin)
      if (name === 'serviceLogin' && params.auto_login === undefined && autoLogin !== undefined) params.auto_login = autoLogin
      if (needsSession(name) && (params.s === undefined || clientCode === undefined)) {
        const guest = (await send('guestLogin', {})).output
        params.s ??= guest.s
        clientCode ??= guest.c_code
      }
      const began = performance.now()
      const result = await send(name, params, clientCode, overrides)
      const durationMs = Math.round(performance.now() - began)
      if (values.json) context.out(JSON.stringify({ call: name, status: result.status, retval: result.retval, output: result.output, durationMs }))
      else context.out(`${name}: HTTP ${result.status}, retval ${result.retval} (${durationMs} ms)\n${JSON.stringify(result.output, null, 2)}`)
      return ExitCode.ok
    } catch (error) {
      if (!isApiError(error)) throw error
      const { json, line } = failureReport(error)
      if (values.json) context.out(JSON.stringify({ call: name, failedCall: error.call, error: json, durationMs: Math.round(performance.now() - started) }))
      context.err(line)
      return ExitCode.failure
    } finally {
      await runtime.dispose()
    }
  },
})
