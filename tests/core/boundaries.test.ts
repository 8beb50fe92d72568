import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createRequire } from 'node:module'
import { cruise, type IConfiguration } from 'dependency-cruiser'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { StorageKey } from '../../core/ports/storage.ts'

/**
 * What the import rules (`npm run lint`, .dependency-cruiser.cjs) cannot see: core/ uses no DOM or
 * Node global, so it runs the same under both drivers.
 */

const root = join(import.meta.dirname, '..', '..')

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })

/** Globals that exist only in a browser or only in Node. */
const hostGlobals = new Set([
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'HTMLElement',
  'indexedDB',
  'alert',
  'process',
  'Buffer',
  'require',
  '__dirname',
  '__filename',
  'global',
])

/** Free uses of host globals: identifiers that are not a property name or a declaration. */
const hostGlobalUses = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const declared = new Set<string>()
  const uses: string[] = []
  const visit = (node: ts.Node): void => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node)) && ts.isIdentifier(node.name)) declared.add(node.name.text)
    if (ts.isIdentifier(node) && hostGlobals.has(node.text)) {
      const parent = node.parent
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isPropertySignature(parent) && parent.name === node) ||
        (ts.isMethodSignature(parent) && parent.name === node) ||
        (ts.isMethodDeclaration(parent) && parent.name === node) ||
        (ts.isPropertyDeclaration(parent) && parent.name === node) ||
        (ts.isBindingElement(parent) && parent.propertyName === node)
      if (!isPropertyName) uses.push(`${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return uses.filter((use) => !declared.has(use.split(' ')[1]!))
}

describe('dependency boundaries', () => {
  const core = sourceFiles('core')

  it('finds the core sources', () => {
    expect(core.length).toBeGreaterThan(10)
  })

  it('core uses no DOM or Node global', () => {
    expect(core.flatMap(hostGlobalUses)).toEqual([])
  })

  it('the checker catches a violation', () => {
    // Guards the guard: a file that uses browser and Node globals is caught.
    const probe = 'tests/core/fixtures/boundary-violation.ts'
    expect(hostGlobalUses(probe).map((use) => use.split(' ')[1])).toEqual(['window', 'process'])
  })

  it('the import rules catch a violation', async () => {
    // Guards the lint: the core's rules, aimed at the probe file, find its react and node:fs imports.
    const probe = 'tests/core/fixtures/boundary-violation.ts'
    const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration
    const forbidden = (config.forbidden ?? []).map((rule) => (rule.from.path === '^core/' ? { ...rule, from: { path: `^${probe}$` } } : rule))
    const result = await cruise([probe], { ...config.options, validate: true, ruleSet: { forbidden } })
    const output = result.output as { summary: { violations: { rule: { name: string }; to: string }[] } }
    expect(output.summary.violations.map((v) => v.rule.name).sort()).toEqual(['core-without-node-builtins', 'core-without-react'])
  })

  it('the circle rules catch a running circle everywhere, and a circle of types in the web', async () => {
    // Each circle rule, aimed at the made-up pairs: the running pair trips both, the type-only pair only the web's.
    const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration
    const circleRules = (config.forbidden ?? []).filter((rule) => 'to' in rule && 'circular' in rule.to && rule.to.circular)
    expect(circleRules.map((rule) => rule.name).sort()).toEqual(['no-running-circle', 'web-without-circles'])
    const caught = async (pair: string): Promise<string[]> => {
      const files = ['a', 'b'].map((half) => `tests/core/fixtures/circle-${pair}-${half}.ts`)
      const forbidden = circleRules.map((rule) => ({ ...rule, from: { path: '^tests/core/fixtures/circle-' } }))
      const result = await cruise(files, { ...config.options, validate: true, ruleSet: { forbidden } })
      const output = result.output as { summary: { violations: { rule: { name: string } }[] } }
      return [...new Set(output.summary.violations.map((v) => v.rule.name))].sort()
    }
    expect(await caught('running')).toEqual(['no-running-circle', 'web-without-circles'])
    expect(await caught('types')).toEqual(['web-without-circles'])
  })
})

/** Every mention of the browser's storage areas, as a global or as a property (`window.localStorage`). */
const storageUses = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const uses: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && (node.text === 'localStorage' || node.text === 'sessionStorage')) {
      uses.push(`${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return uses
}

describe('one storage port', () => {
  it('the web reaches the browser storage only through web/adapters/sessionStore.ts, with keys from StorageKey', () => {
    const web = sourceFiles('web').filter((file) => file !== join('web', 'adapters', 'sessionStore.ts'))
    expect(web.length).toBeGreaterThan(10)
    expect(web.flatMap(storageUses)).toEqual([])
  })

  it("index.html's inline script, which cannot import, reads the web font's key by its StorageKey value", () => {
    expect(readFileSync(join(root, 'web', 'index.html'), 'utf8')).toContain(`localStorage.getItem('${StorageKey.fontSeen}')`)
  })

  it('the checker catches a violation', () => {
    expect(storageUses('tests/core/fixtures/boundary-violation.ts')).toEqual([])
    expect(storageUses('web/adapters/sessionStore.ts').length).toBeGreaterThan(0)
  })
})
