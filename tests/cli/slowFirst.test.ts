import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type FileTimes, longestFirst } from '../support/slowFirst.ts'

/**
 * The test run's own order (tests/support/slowFirst.ts): within each project the longest file
 * first, so no long file starts last and runs alone; nothing left out, no project split.
 */
describe('longestFirst', () => {
  const file = (project: string, path: string) => ({ project: { name: project }, path })

  test('a short file that runs long starts before the large quick ones, and an unknown file before both', () => {
    const files = [file('web', 'tests/web/big.test.ts'), file('web', 'tests/web/routes.test.ts'), file('web', 'tests/web/new.test.ts')]
    const times = { 'web:tests/web/big.test.ts': 3, 'web:tests/web/routes.test.ts': 52 }
    expect(longestFirst(files, times).map((f) => f.path)).toEqual(['tests/web/new.test.ts', 'tests/web/routes.test.ts', 'tests/web/big.test.ts'])
  })

  const project = fc.constantFrom('core', 'cli', 'web')
  const run = fc
    .uniqueArray(fc.record({ project, path: fc.stringMatching(/^tests\/[a-z]{1,6}\.test\.ts$/) }), { selector: (f) => `${f.project}:${f.path}` })
    // vitest's order: each project's files together, projects in a fixed order.
    .map((files) => [...files].sort((a, b) => a.project.localeCompare(b.project)).map((f) => file(f.project, f.path)))
  const timesOf = (files: readonly { project: { name: string }; path: string }[]) =>
    fc.tuple(...files.map(() => fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }))).map((seconds) => {
      const times: Record<string, number> = {}
      files.forEach((f, i) => {
        if (seconds[i] !== undefined) times[`${f.project.name}:${f.path}`] = seconds[i]
      })
      return times as FileTimes
    })

  test('for any files and times: every file once, projects in the same order, each longest first', () => {
    fc.assert(
      fc.property(
        run.chain((files) => fc.tuple(fc.constant(files), timesOf(files))),
        ([files, times]) => {
          const ordered = longestFirst(files, times)
          expect([...ordered].sort(byKey)).toEqual([...files].sort(byKey))
          expect(ordered.map((f) => f.project.name)).toEqual(files.map((f) => f.project.name))
          const seconds = ordered.map((f) => times[`${f.project.name}:${f.path}`] ?? Number.POSITIVE_INFINITY)
          ordered.forEach((f, i) => {
            if (i > 0 && ordered[i - 1]?.project.name === f.project.name) expect(seconds[i - 1]).toBeGreaterThanOrEqual(seconds[i] as number)
          })
        },
      ),
    )
  })
})

const byKey = (a: { project: { name: string }; path: string }, b: { project: { name: string }; path: string }) =>
  `${a.project.name}:${a.path}`.localeCompare(`${b.project.name}:${b.path}`)
