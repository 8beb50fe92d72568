#!/usr/bin/env -S npx tsx
import { commands } from './commands/index.ts'
import { runCli } from './run.ts'

/** The CLI entry: wires the process (streams, env, signals) into the command runner. */
const stop = new AbortController()
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort(signal))

process.exitCode = await runCli(process.argv.slice(2), commands, {
  out: (line) => void process.stdout.write(`${line}\n`),
  err: (line) => void process.stderr.write(`${line}\n`),
  env: process.env,
  cwd: process.cwd(),
  stop: stop.signal,
})
