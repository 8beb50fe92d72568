import { describe, expect, it } from 'vitest'
import type { TestSpecification, Vitest } from 'vitest/node'
import durations from '../support/fileDurations.json' with { type: 'json' }
import { LongestFirst } from '../support/longestFirst.ts'

/**
 * The order a run starts its files in (tests/support/longestFirst.ts): projects in their group
 * order, and within one the longest first, by vitest's own cache where it has the file, else by the
 * committed figures, with a file known to neither first.
 */
const root = '/repo'
const spec = (project: string, groupOrder: number, path: string) =>
  ({ moduleId: `${root}/${path}`, project: { name: project, config: { sequence: { groupOrder } } } }) as unknown as TestSpecification
const sequencer = (cached: Record<string, number> = {}) =>
  new LongestFirst({
    config: { root },
    cache: { getFileTestResults: (key: string) => (key in cached ? { duration: cached[key] } : undefined) },
  } as unknown as Vitest)

describe('the order files start in', () => {
  it('keeps the projects in group order and starts each one longest first, the unknown before all', async () => {
    const known = Object.entries(durations).filter(([path]) => path.startsWith('tests/web/'))
    const [longest, , middle] = known
    const shortest = known.at(-1)!
    const files = [
      spec('web', 2, shortest[0]),
      spec('core', 0, 'tests/core/a.test.ts'),
      spec('web', 2, middle![0]),
      spec('web', 2, 'tests/web/brandNew.test.ts'),
      spec('web', 2, longest![0]),
    ]
    const order = (await sequencer().sort(files)).map((s) => s.moduleId.slice(root.length + 1))
    expect(order).toEqual(['tests/core/a.test.ts', 'tests/web/brandNew.test.ts', longest![0], middle![0], shortest[0]])
  })

  it('takes vitest’s cached duration over the committed one', async () => {
    const [first, second] = Object.keys(durations).filter((path) => path.startsWith('tests/web/'))
    const files = [spec('web', 2, first!), spec('web', 2, second!)]
    const cached = { [`web:${first}`]: 10, [`web:${second}`]: 20_000 }
    expect((await sequencer(cached).sort(files)).map((s) => s.moduleId.slice(root.length + 1))).toEqual([second, first])
  })
})
