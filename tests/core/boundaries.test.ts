import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The project's dependency rules, checked on the source: core/ is framework-free (no
 * react, no node: or Node built-in module, no DOM or Node global), and web/ and cli/ never import
 * each other.
 */

const root = join(import.meta.dirname, '..', '..')

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })

const importsOf = (file: string): string[] =>
  ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true).importedFiles.map((i) => i.fileName)

const nodeBuiltins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]))

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

  it('core imports no react, react-dom or Node module', () => {
    const offending = core.flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^react(-dom)?(\/|$)/.test(spec) || nodeBuiltins.has(spec) || spec.startsWith('node:'))
        .map((spec) => `${file} imports ${spec}`),
    )
    expect(offending).toEqual([])
  })

  it('core uses no DOM or Node global', () => {
    expect(core.flatMap(hostGlobalUses)).toEqual([])
  })

  it('core imports nothing from web/ or cli/', () => {
    const offending = core.flatMap((file) =>
      importsOf(file)
        .filter((spec) => /(^|\/)(web|cli)\//.test(spec))
        .map((spec) => `${file} imports ${spec}`),
    )
    expect(offending).toEqual([])
  })

  it.each([
    ['web', 'cli'],
    ['cli', 'web'],
  ])('%s never imports %s', (from, to) => {
    const offending = sourceFiles(from).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.') && relative(root, join(root, file, '..', spec)).startsWith(`${to}/`))
        .map((spec) => `${file} imports ${spec}`),
    )
    expect(offending).toEqual([])
  })

  it('the checker catches a violation', () => {
    // Guards the guard: a file that breaks every rule is caught by each check.
    const probe = 'tests/core/fixtures/boundary-violation.ts'
    expect(importsOf(probe)).toEqual(expect.arrayContaining(['react', 'node:fs']))
    expect(hostGlobalUses(probe).map((use) => use.split(' ')[1])).toEqual(['window', 'process'])
  })
})
