import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { commands } from '../../cli/commands/index.ts'
import { runCli } from '../../cli/run.ts'

/**
 * Starts a command line in this process with captured output; `stop()` plays SIGINT/SIGTERM and
 * `done` resolves with the exit code.
 */
export const startInProcess = (argv: readonly string[]) => {
  const out: string[] = []
  const err: string[] = []
  const stop = new AbortController()
  const done = runCli(argv, commands, {
    out: (line) => void out.push(line),
    err: (line) => void err.push(line),
    env: {},
    cwd: process.cwd(),
    stop: stop.signal,
  })
  return { out, err, done, stop: () => stop.abort() }
}

/** Runs a command line that ends by itself. */
export const runInProcess = async (argv: readonly string[]) => {
  const run = startInProcess(argv)
  return { code: await run.done, out: run.out, err: run.err }
}

/** Starts the real CLI (cli/bin.ts through tsx) as a child process, with `env` added to this one's. */
export const spawnCli = (args: readonly string[], env: Readonly<Record<string, string>> = {}): ChildProcessWithoutNullStreams =>
  spawn(process.execPath, ['--import', 'tsx', 'cli/bin.ts', ...args], { cwd: process.cwd(), env: { ...process.env, NO_COLOR: '1', ...env } })

/** Resolves with everything the child printed and its exit code once it ends. */
export const finished = (child: ChildProcessWithoutNullStreams) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) => {
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }))
  })

/** Resolves with the child's first stdout line. */
export const firstLine = (child: ChildProcessWithoutNullStreams) =>
  new Promise<string>((resolve, reject) => {
    let buffered = ''
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString()
      const end = buffered.indexOf('\n')
      if (end >= 0) {
        child.stdout.off('data', onData)
        resolve(buffered.slice(0, end))
      }
    }
    child.stdout.on('data', onData)
    child.once('close', (code) => reject(new Error(`exited with ${code} before printing a line`)))
  })
