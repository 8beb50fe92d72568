import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { callNames, calls } from '../../core/contract/index.ts'
import { faultKinds, seedAccounts } from '../../cli/hosts/index.ts'

/** docs/contract.md must keep up with the wire table, the seed accounts and the fault kinds. */
const doc = readFileSync('docs/contract.md', 'utf8')

const sectionOf = (name: string): string => {
  const start = doc.indexOf(`### ${name} (`)
  expect(start, `docs/contract.md has no section for ${name}`).toBeGreaterThanOrEqual(0)
  const end = doc.indexOf('\n### ', start + 1)
  return doc.slice(start, end < 0 ? undefined : end)
}

describe('docs/contract.md', () => {
  it.each(callNames)('documents %s as in the wire table', (name) => {
    const spec = calls[name]
    const section = sectionOf(name)
    expect(section).toContain(`### ${name} (${spec.origin})`)
    expect(section).toContain(`${spec.method} {${spec.host}}${spec.path}`)
    expect(section).toContain(`signing \`${spec.signing}\``)
    for (const field of spec.fields) expect(section).toContain(`\`${field}\``)
  })

  it('lists every seed account with its login_key, email and password', () => {
    for (const account of seedAccounts) {
      expect(doc).toContain(`| \`${account.loginKey}\` | \`${account.email}\` | \`${account.password}\` | ${account.displayName} |`)
    }
  })

  it('describes every fault kind', () => {
    for (const kind of faultKinds) expect(doc).toMatch(new RegExp(`\\| \`${kind}(:[A-Z]+)?\` \\|`))
  })
})
