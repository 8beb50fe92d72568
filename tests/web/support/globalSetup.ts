import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureFirebaseTools } from '../../../cli/hosts/auth/authEmulator.ts'
import { buildSite, repoRoot } from './build.ts'
import { serveChromiumAt } from './chromium.ts'
import { provisionChromium } from './findChromium.ts'

/**
 * vitest globalSetup of the `web` project: builds the site once per run, in both modes, into a
 * temporary directory (never dist/, which `npm run build` and `npm run preview` own), and hands
 * the directories to the test files through `inject('sites')`; first it finds the system Chromium
 * (or installs Debian's, where the machine allows) and hands its path on as `inject('chromiumPath')`,
 * and starts the one Chromium every file connects to (`inject('chromiumEndpoint')`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // firebase-tools installs (a child process) while Chromium is found or installed and the sites build.
  const tools = firebaseTools().then(
    (ok) => ({ ok }),
    (error: unknown) => ({ error }),
  )
  const chromiumPath = oneLineErrors(provisionChromium)
  project.provide('chromiumPath', chromiumPath)
  const browser = await serveChromiumAt(chromiumPath)
  project.provide('chromiumEndpoint', browser.wsEndpoint())
  const root = await mkdtemp(join(tmpdir(), 'web-e2e-'))
  const started = performance.now()
  // One build after the other: the build plugins are not made to run twice at once in one process.
  const built = (async () => [await buildSite(join(root, 'production'), 'production'), await buildSite(join(root, 'e2e'), 'e2e')] as const)()
  const [production, e2e] = await built.catch(async (error: unknown) => {
    await browser.close()
    throw error
  })
  console.log(`[web] built production and e2e sites in ${Math.round(performance.now() - started)} ms under ${root}`)
  project.provide('sites', { production: production.dir, e2e: e2e.dir })
  const installed = await tools
  if ('error' in installed) {
    await browser.close()
    await rm(root, { recursive: true, force: true })
    throw installed.error
  }
  project.provide('firebaseTools', installed.ok)
  return async () => {
    await browser.close()
    if (!process.env['WEB_E2E_KEEP']) await rm(root, { recursive: true, force: true })
  }
}

/**
 * Whether the Firebase Auth emulator can run (social sign-in's tests): firebase-tools is installed
 * into .data/tools once. Where it cannot be (offline), those tests are skipped, said in one line;
 * on CI that is a failure.
 */
async function firebaseTools(): Promise<boolean> {
  const bin = await ensureFirebaseTools(repoRoot, (line) => console.log(`[web] ${line}`))
  if (bin) return true
  const line = 'firebase-tools could not be installed (offline?): the social sign-in tests in Chromium are skipped'
  if (process.env['CI']) {
    const error = new Error('firebase-tools could not be installed, and CI must run the social sign-in tests')
    error.stack = `Error: ${error.message}`
    throw error
  }
  console.log(`[web] ${line}`)
  return false
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether firebase-tools is installed, so the Auth emulator can start. */
    firebaseTools: boolean
    /** The built sites' directories (each with `<dir>.chunks.json` beside it). */
    sites: { production: string; e2e: string }
  }
}

/** Runs `find`; a failure stops the run with its message alone (no stack: it is advice, not a bug). */
function oneLineErrors<T>(find: () => T): T {
  try {
    return find()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const clean = new Error(message)
    clean.stack = `Error: ${message}`
    throw clean
  }
}
