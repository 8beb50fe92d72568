import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * core/actors/ holds actors only (conventions: one folder per actor, <name>.machine.ts beside its
 * types, logic and selectors); pure rules of other areas live in their own folders (core/watch,
 * core/firstPaint, core/search), and the actors' common helpers in core/actors/support.
 */

const actorsDir = join(import.meta.dirname, '..', '..', 'core', 'actors')
const folders = readdirSync(actorsDir).filter((name) => statSync(join(actorsDir, name)).isDirectory() && name !== 'support')

describe('core/actors', () => {
  it('every folder is one actor: its machine, and only its machine, types, logic and selectors', () => {
    expect(folders.length).toBeGreaterThan(0)
    for (const name of folders) {
      const files = readdirSync(join(actorsDir, name))
      expect(files, name).toContain(`${name}.machine.ts`)
      expect(
        files.filter((file) => !new RegExp(`^${name}\\.(machine|types|logic|selectors)\\.ts$`).test(file)),
        name,
      ).toEqual([])
    }
  })
})
