import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The order a run's files start in: each project's longest first, so the last file to start is a
 * short one and both workers end together. vitest orders by the last run's durations where it has
 * them (its cache under node_modules/.vite), else by file size, and a fresh clone has no cache: the
 * route samples' file, small and 51 s long, started last and ran alone for 43 s. Where the cache
 * has no duration, the one committed in tests/support/fileDurations.json stands in (a whole run's
 * figures on this machine kind, written by `BENCH_TESTS_WRITE=1 npm run bench -- tests`); a file
 * in neither runs first, since nothing says it is short.
 */
export class LongestFirst extends BaseSequencer {
  private readonly committed: Readonly<Record<string, number>> = JSON.parse(readFileSync(new URL('./fileDurations.json', import.meta.url), 'utf8'))

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root
    const seconds = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId)
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`)?.duration
      return cached === undefined ? (this.committed[path] ?? Number.POSITIVE_INFINITY) : cached / 1000
    }
    const weight = new Map(files.map((spec) => [spec, seconds(spec)]))
    const longer = (a: TestSpecification, b: TestSpecification): number => {
      const [x, y] = [weight.get(a)!, weight.get(b)!]
      return x === y ? 0 : y > x ? 1 : -1
    }
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        longer(a, b) ||
        a.moduleId.localeCompare(b.moduleId),
    )
  }
}
