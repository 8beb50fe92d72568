import { type ChildProcess, spawn } from 'node:child_process'

/**
 * `npm test`: the linters and the type check run beside vitest rather than before it. They take
 * about 20 s on one core while vitest's first project leaves room, and a red check still stops the
 * run at once: its output is printed and vitest is stopped. Arguments go to vitest
 * (`npm test -- tests/core/contract.test.ts`).
 */

const checks = [
  { name: 'lint', command: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'tsc', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
]

/** Vitest in a process group of its own, so stopping it stops its workers and the Chromium they started. */
const vitest = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json', ...process.argv.slice(2)], {
  stdio: 'inherit',
  detached: true,
})

let stopped = false
const stopVitest = (signal: NodeJS.Signals) => {
  if (stopped || vitest.exitCode !== null || !vitest.pid) return
  stopped = true
  process.kill(-vitest.pid, signal)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopVitest(signal))

const ended = (child: ChildProcess): Promise<number> => new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))))

/** Listened for from the start: vitest may end before the checks do. */
const vitestEnded = ended(vitest)

const checked = checks.map(async ({ name, command, args }) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const code = await ended(child)
  if (code !== 0) {
    process.stderr.write(`\n${name} failed; the tests are stopped:\n${output}\n`)
    stopVitest('SIGTERM')
  }
  return { name, code, output }
})

const results = await Promise.all(checked)
const vitestCode = await vitestEnded
const failed = results.filter((r) => r.code !== 0)
if (failed.length === 0) console.log('lint and tsc passed')
process.exitCode = failed.length > 0 ? 1 : vitestCode
