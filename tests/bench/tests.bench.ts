/**
 * `npm run bench -- tests`: where a test run's time goes. Reads a vitest JSON report (the one
 * `.ci/run` leaves in .tmp/vitest.json, or TESTS_REPORT=<file>); with none, runs every test once
 * to make one. Prints each project's wall time and the slowest files, so a slow suite names itself.
 * With BENCH_TESTS_WRITE=1 it also writes every file's duration to tests/support/fileDurations.json,
 * the order a fresh clone's run starts its files in (tests/support/longestFirst.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

interface FileResult {
  readonly name: string
  readonly startTime: number
  readonly endTime: number
  readonly assertionResults: readonly { readonly status: string }[]
}

const root = join(import.meta.dirname, '..', '..')
const SHOWN = 20

const report = (): string => {
  const named = process.env['TESTS_REPORT']
  if (named) return named
  const kept = join(root, '.tmp', 'vitest.json')
  if (existsSync(kept)) return kept
  console.log('no .tmp/vitest.json yet: running every test once to make one (npm test takes minutes)')
  spawnSync('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${kept}`], { cwd: root, stdio: 'inherit' })
  return kept
}

/** A file's path from its clone's `tests/` on (the report may come from another clone, e.g. CI's). */
const inTests = (file: string): string => /(?:^|\/)(tests\/.*)$/.exec(file)?.[1] ?? relative(root, file)
const projectOf = (file: string): string => inTests(file).split('/')[1] ?? '?'
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

export const run = async (): Promise<void> => {
  const path = report()
  const files = (JSON.parse(readFileSync(path, 'utf8')) as { testResults: FileResult[] }).testResults
  console.log(`report: ${path.startsWith(root) ? relative(root, path) : path} (${files.length} files)`)
  const byProject = new Map<string, FileResult[]>()
  for (const file of files) byProject.set(projectOf(file.name), [...(byProject.get(projectOf(file.name)) ?? []), file])
  console.log('\nproject   files  tests   wall (first start to last end)   sum of files')
  for (const [project, list] of [...byProject].sort()) {
    const wall = Math.max(...list.map((f) => f.endTime)) - Math.min(...list.map((f) => f.startTime))
    const sum = list.reduce((total, f) => total + (f.endTime - f.startTime), 0)
    const tests = list.reduce((total, f) => total + f.assertionResults.length, 0)
    console.log(
      `${project.padEnd(9)} ${String(list.length).padStart(5)}  ${String(tests).padStart(5)}   ${seconds(wall).padStart(30)}   ${seconds(sum).padStart(12)}`,
    )
  }
  const slowestFirst = [...files].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
  console.log(`\nthe ${SHOWN} slowest files:`)
  for (const file of slowestFirst.slice(0, SHOWN))
    console.log(`${seconds(file.endTime - file.startTime).padStart(8)}  ${String(file.assertionResults.length).padStart(3)} tests  ${inTests(file.name)}`)
  if (process.env['BENCH_TESTS_WRITE'] === '1') {
    const durations = Object.fromEntries(slowestFirst.map((file) => [inTests(file.name), Math.round((file.endTime - file.startTime) / 100) / 10]))
    writeFileSync(join(root, 'tests', 'support', 'fileDurations.json'), `${JSON.stringify(durations, null, 2)}\n`)
    console.log(`\nwrote tests/support/fileDurations.json (${files.length} files): a fresh clone's run starts the longest first`)
  }
}
