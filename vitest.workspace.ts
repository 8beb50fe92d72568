import type { TestProjectInlineConfiguration } from 'vitest/config'

/** The vitest projects; vite.config.ts hands this list to `test.projects`. */
export const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'core', include: ['tests/core/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'cli', include: ['tests/cli/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
  {
    // Real Chromium against the built site (tests/web/support): one file at a time on a 2-core machine.
    test: {
      name: 'web',
      include: ['tests/web/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['tests/web/support/globalSetup.ts'],
      fileParallelism: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
]

export default projects
