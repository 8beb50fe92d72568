import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every package in package.json is used: imported (or resolved) by the project's code, tests or
 * build config, or a tool its scripts run. A package the app stopped using leaves the list.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/** Packages used by their command, not by an import: the type checker and the TypeScript runner. */
const commands: Record<string, string> = { typescript: 'tsc', tsx: 'tsx', '@biomejs/biome': 'biome', 'dependency-cruiser': 'depcruise' }

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(tsx?|css)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    // Not this file: its control names a package on purpose.
    .filter((file) => file !== join('tests', 'cli', 'dependencies.test.ts'))

const code = [...['core', 'web', 'cli', 'tests'].flatMap(sourceFiles), 'vite.config.ts', 'vitest.workspace.ts']
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
const scripts = Object.values(pkg.scripts).join('\n')

/** `'name'`, `'name/…'` or `"name…"` as a module specifier or a resolved path. */
const referenced = (name: string) => new RegExp(`['"]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/[^'"]*)?['"]`).test(code)

const used = (name: string): boolean => {
  if (name in commands) return new RegExp(`\\b${commands[name]}\\b`).test(scripts)
  // Type packages go with the package they describe.
  if (name.startsWith('@types/')) return name === '@types/node' || referenced(name.slice('@types/'.length))
  return referenced(name)
}

describe('package.json', () => {
  it.each(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }))('%s is used', (name) => {
    expect(used(name)).toBe(true)
  })

  it('control: a package nothing imports is found unused', () => {
    expect(used('left-pad')).toBe(false)
    expect(used('@types/left-pad')).toBe(false)
  })
})
