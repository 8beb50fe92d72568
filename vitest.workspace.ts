import type { TestProjectInlineConfiguration } from 'vitest/config'

/** The vitest projects; vite.config.ts hands this list to `test.projects`. */
export const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'core', include: ['tests/core/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'cli', include: ['tests/cli/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
]

export default projects
