import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { ExitCode, UsageError, defineCommand } from '../args.ts'
import { presetCookies, timeoutOption, worldOptions } from '../flows/options.ts'
import { runScript } from '../flows/script.ts'
import { ScriptError, parseScript } from '../flows/scriptSteps.ts'
import { createReplayBrowser } from '../flows/browser.ts'
import { readHosts } from './call.ts'
import { adminSecretOf, adminSecretOption } from './hostFlags.ts'

/**
 * `script <file>`: runs a QA script of session steps (replay, call, expect, fault, wait, ...) from
 * a JSON or YAML file; the exit code tells whether every step and expectation held.
 */
export default defineCommand({
  name: 'script',
  summary: 'Run a JSON or YAML script of session steps and expectations against the hosts.',
  usage: '<file.yaml|file.json> [--hosts local|<file.json>] [--auto-login V] [--cookie k=v]... [--admin-secret SECRET] [--run ID] [--json]',
  positionals: true,
  options: {
    ...worldOptions,
    ...adminSecretOption,
    run: {
      type: 'string',
      valueName: 'ID',
      description: 'what {run} stands for (default a fresh id): the same ID reaches the same account again, e.g. after a restart',
    },
  },
  async run({ values, positionals }, context) {
    const [file, ...extra] = positionals
    if (file === undefined) throw new UsageError('which script? give a JSON or YAML file')
    if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`)
    const text = await readFile(resolve(context.cwd, file), 'utf8').catch(() => {
      throw new UsageError(`cannot read '${file}'`)
    })
    let script: ReturnType<typeof parseScript>
    try {
      // `{run}`: one short id per run, so a script can make what must be new each time (a sign-up's email).
      const run = values.run ?? `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(run)) throw new UsageError('--run takes 1-40 letters, digits, - or _')
      script = parseScript(text.replaceAll('{run}', run))
    } catch (error) {
      if (error instanceof ScriptError) throw new UsageError(`${file}: ${error.message}`)
      throw error
    }
    const adminSecret = adminSecretOf(values['admin-secret'], context.env)
    const hosts = await readHosts(values.hosts ?? script.hosts ?? 'local', context.cwd)
    const browser = createReplayBrowser(hosts, [...Object.entries(script.cookies), ...presetCookies(values)], timeoutOption(values.timeout))
    try {
      const results = await runScript(script.steps, browser, context.stop, adminSecret)
      const ok = results.every((r) => r.ok)
      if (values.json) context.out(JSON.stringify({ ok, steps: results }))
      else {
        for (const r of results)
          context.out(`${r.ok ? 'ok  ' : 'FAIL'} ${String(r.index).padStart(2)}  ${r.label} (${r.durationMs} ms)${r.detail ? `: ${r.detail}` : ''}`)
        context.out(ok ? `all ${results.length} steps held` : `${results.filter((r) => !r.ok).length} of ${results.length} steps failed`)
      }
      if (!ok)
        context.err(
          `script ${file}: ${results
            .filter((r) => !r.ok)
            .map((r) => `step ${r.index}`)
            .join(', ')} failed`,
        )
      return ok ? ExitCode.ok : ExitCode.failure
    } finally {
      await browser.dispose()
    }
  },
})
