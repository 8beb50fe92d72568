import type { TestProjectInlineConfiguration } from 'vitest/config'

/** Every property test of a run uses the run's one fast-check seed (tests/support/fastCheckSeed.*). */
const setupFiles = ['tests/support/fastCheckSeed.setup.ts']

/**
 * The hosts trust one proxy in front of them, as behind a load balancer: the tests that make many
 * accounts send each as its own client address (tests/cli/hostsHelpers.ts), as many people would.
 */
const env = { STAND_IN_TRUST_PROXY: '1' }

/** The vitest projects; vite.config.ts hands this list to `test.projects`. */
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
      sequence: { groupOrder: 0 },
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  },
  {
    // Real Chromium against the built site (tests/web/support), one file at a time after core and cli,
    // all in the one Chromium that globalSetup starts. Two at a time beside core and cli was tried on
    // a quiet machine: 45 min either way (each file's stand-in and pages want both cores), and the
    // tests that live by real timers (a grant's 4 s life) lost their race.
    test: {
      name: 'web',
      include: ['tests/web/**/*.test.ts'],
      environment: 'node',
      setupFiles,
      env,
      globalSetup: ['tests/web/support/globalSetup.ts'],
      fileParallelism: false,
      // After core and cli, which share the two workers: a project of one worker runs in its own group.
      sequence: { groupOrder: 1 },
      // One module graph for every web file (each still starts its own stand-in): importing
      // the stand-in, playwright and the seeded database's template again for each file cost ~8 s a file.
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
