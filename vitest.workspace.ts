import type { TestProjectInlineConfiguration } from 'vitest/config'

/** Every property test of a run uses the run's one fast-check seed (tests/support/fastCheckSeed.*). */
const setupFiles = ['tests/support/fastCheckSeed.setup.ts']

/**
 * The hosts trust one proxy in front of them, as behind a load balancer: the tests that make many
 * accounts send each as its own client address (tests/cli/hostsHelpers.ts), as many people would.
 */
const env = { STAND_IN_TRUST_PROXY: '1' }

/**
 * The vitest projects; vite.config.ts hands this list to `test.projects`. Each runs in a group of
 * its own, one after the other, on both cores (vite.config.ts `maxWorkers`; the web project its own), and none isolates its
 * files: a worker that ends a file takes the project's next one with the modules it has imported
 * (effect, xstate, PGlite, the stand-in), which a fresh worker per file imported again. Its own
 * group keeps a project's files together, since a worker is handed on only within one project.
 * A file that changes something global puts it back (idle.test.ts its stubs, migratedCopy.test.ts
 * TMPDIR); files shuffled (`--sequence.shuffle.files`) pass as well.
 */
export const projects: TestProjectInlineConfiguration[] = [
  // 60 s: the stand-in walks (125 real boots over HTTP, the alert model in the running app) took
  // 10-19 s, past vitest's 5 s, on this 2-core machine under load from parallel work.
  {
    test: {
      name: 'core',
      include: ['tests/core/**/*.test.ts'],
      environment: 'node',
      setupFiles,
      env,
      isolate: false,
      sequence: { groupOrder: 0 },
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  },
  // Hooks 60 s: starting the stand-in (its store opened and seeded) took over vitest's 10 s while other
  // projects ran; tests 60 s: one that starts `serve` as a child process (tsx, then the database) took
  // over 20 s on a busy 2-core machine.
  {
    test: {
      name: 'cli',
      include: ['tests/cli/**/*.test.ts'],
      environment: 'node',
      setupFiles,
      env,
      isolate: false,
      sequence: { groupOrder: 1 },
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  },
  {
    // Real Chromium against the built site (tests/web/support), three files at a time after core and
    // cli, all in the one Chromium that globalSetup starts. A file waits on its pages, its stand-in's
    // latency and real timers: one file at a time left a core idle for a third of the run (vmstat:
    // 64 % busy, 934 s); two kept the cores 93 % busy (647-690 s); three, 98 % (612 s).
    test: {
      name: 'web',
      include: ['tests/web/**/*.test.ts'],
      environment: 'node',
      setupFiles: [...setupFiles, 'tests/web/support/webSetupReady.ts'],
      env,
      globalSetup: ['tests/web/support/globalSetup.ts'],
      sequence: { groupOrder: 2 },
      maxWorkers: 3,
      // Each file still starts its own stand-in; importing it, playwright and the seeded database's
      // template again for each file cost ~8 s a file.
      isolate: false,
      // One more try for a Chromium test that timed out on a machine busy with other work; a test that
      // fails twice fails the run.
      retry: 1,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
]

export default projects
