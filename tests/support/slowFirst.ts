import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The order a run starts its files in: within each project, the longest first, by the seconds
 * each took in the last full run on this machine kind (tests/support/fileTimes.json, written by
 * `WRITE_FILE_TIMES=1 npm run bench -- tests`). vitest's own order on a fresh clone, with no
 * timings of its own yet, is the largest file first. A short file that runs a long table
 * (routes.test.ts: 1 KB, 67 pages, 52 s) then started last and ran alone while the other
 * worker waited. A file the list does not know yet goes first, as vitest runs unknown files
 * first; a stale list only costs time, never a test.
 */
export const FILE_TIMES = new URL('./fileTimes.json', import.meta.url)

/** `project:tests/…` → seconds, as fileTimes.json keeps them. */
export type FileTimes = Readonly<Record<string, number>>

const readTimes = (): FileTimes => {
  try {
    return JSON.parse(readFileSync(FILE_TIMES, 'utf8')) as FileTimes
  } catch {
    return {}
  }
}

/** What the order needs of a file: its project and where it is (vitest's TestSpecification has both). */
export interface RunFile {
  readonly project: { readonly name: string }
  /** The file's path relative to the repository, e.g. `tests/web/routes.test.ts`. */
  readonly path: string
}

/**
 * `files` in vitest's order (each project's files together), each project's files then longest
 * first; files the times do not know first of their project, and equal ones in vitest's order.
 */
export const longestFirst = <F extends RunFile>(files: readonly F[], times: FileTimes): F[] => {
  const seconds = (file: F) => times[`${file.project.name}:${file.path}`] ?? Number.MAX_SAFE_INTEGER
  const byProject = new Map<string, F[]>()
  for (const file of files) byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file])
  // Array sort is stable: files of equal times keep vitest's order.
  return [...byProject.values()].flatMap((list) => list.sort((a, b) => seconds(b) - seconds(a)))
}

export default class SlowFirst extends BaseSequencer {
  private readonly times = readTimes()

  override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const files = (await super.sort(specs)).map((spec) => ({ spec, project: spec.project, path: relative(spec.project.config.root, spec.moduleId) }))
    return longestFirst(files, this.times).map((file) => file.spec)
  }
}
