import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The repository explains itself: code and docs cite docs/product.md and docs/decisions/, never a
 * document or tracker outside it, and the decisions index lists every record.
 */

const root = join(import.meta.dirname, '..', '..')

const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path)
    return /\.(tsx?|md|css|html|ya?ml|json)$/.test(name) ? [path] : []
  })

/**
 * Ways of pointing outside: a sibling folder, a tracker and its issues, the old specification and
 * design brief, and the team's working notes, none of which a reader of this repository has.
 */
const outsideReferences = [
  /\.\.\/shared\b/,
  /\bissue #?\d/i,
  /\b(the|an|this|that) issue('s)?\b/i,
  /\bissue's\b/i,
  /\bspec(ification)? (section|§)?\s*\d/i,
  /\bspec sections\b/i,
  /\bthe spec('s)?\b/i,
  /(^|\s)\((spec|design)\)/,
  /\b(conventions|design|spec)\.md\b/,
]
/** This file names the patterns themselves. */
const self = join('tests', 'core', 'standsAlone.test.ts')

describe('the repository stands alone', () => {
  it('no code, test or doc points outside the repository', () => {
    const found = ['core', 'web', 'cli', 'tests', 'docs', 'README.md'].flatMap((top) =>
      (top.endsWith('.md') ? [top] : filesUnder(top).filter((file) => file !== self)).flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (outsideReferences.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      ),
    )
    expect(found).toEqual([])
  })

  it('docs/decisions/README.md lists every decision once, with a status', () => {
    const index = readFileSync(join(root, 'docs', 'decisions', 'README.md'), 'utf8')
    const records = readdirSync(join(root, 'docs', 'decisions')).filter((name) => /^\d{4}-.*\.md$/.test(name))
    expect(records.length).toBeGreaterThan(0)
    for (const name of records) {
      const rows = index.split('\n').filter((line) => line.startsWith(`| [${name.slice(0, 4)}](${name})`))
      expect(rows, name).toHaveLength(1)
      expect(rows[0], name).toMatch(/\| (current|replaced by \d{4})[^|]*\|$/)
    }
  })

  it('the decisions index is in order, and its range table names the area of every record', () => {
    const index = readFileSync(join(root, 'docs', 'decisions', 'README.md'), 'utf8')
    const numbers = [...index.matchAll(/^\| \[(\d{4})\]/gm)].map((m) => m[1] ?? '')
    expect(numbers.length).toBeGreaterThan(0)
    expect(numbers).toEqual([...numbers].sort())
    const areas = new Set([...index.matchAll(/^\| (\d{2})xx \|/gm)].map((m) => m[1]))
    expect([...new Set(numbers.map((n) => n.slice(0, 2)))].filter((area) => !areas.has(area))).toEqual([])
  })
})
