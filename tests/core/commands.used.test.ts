import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The app's commands are what web/ and cli/ do to it (core/app/commands.ts): a command neither
 * sends is dead code, and the state behind it with it (docs/decisions/1310).
 */

const root = join(import.meta.dirname, '..', '..')

const sourcesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sourcesUnder(path)
    return /\.tsx?$/.test(name) ? [readFileSync(join(root, path), 'utf8')] : []
  })

/** The member names of the AppCommands interface. */
const commandNames = (): string[] => {
  const file = join(root, 'core', 'app', 'commands.ts')
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const names: string[] = []
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'AppCommands')
      for (const member of node.members) if (member.name && ts.isIdentifier(member.name)) names.push(member.name.text)
  })
  return names
}

describe('the app commands', () => {
  it('are each used by web/ or cli/', () => {
    const names = commandNames()
    expect(names.length).toBeGreaterThan(10)
    const drivers = [...sourcesUnder('web'), ...sourcesUnder('cli')]
    const unused = names.filter((name) => !drivers.some((text) => new RegExp(`\\.${name}\\b|\\b${name}:`).test(text)))
    expect(unused).toEqual([])
  })
})
