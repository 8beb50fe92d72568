import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { ensureFirebaseTools } from '../../../cli/hosts/auth/authEmulator.ts'
import { buildSite, repoRoot } from './build.ts'
import { serveChromiumAt } from './chromium.ts'
import { provisionChromium } from './findChromium.ts'
import type { WebSetup } from './webSetup.ts'

/**
 * vitest globalSetup of the `web` project. It returns at once and prepares in the background, while
 * the core and cli projects run: it finds the system Chromium (or installs Debian's, where the
 * machine allows) and starts the one Chromium every file connects to, builds the site in both
 * modes into a temporary directory (never dist/, which `npm run build` and `npm run preview` own),
 * and installs firebase-tools for social sign-in. On a fresh machine the two installs took over a
 * minute that every test waited for. When all is ready it writes what the files need
 * (tests/web/support/webSetup.ts) to one file, or the one line that went wrong; the web project's
 * setup file waits for it before a file runs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'web-e2e-'))
  const readyFile = join(root, 'ready.json')
  project.provide('webSetupFile', readyFile)
  let browser: BrowserServer | undefined
  const prepare = async (): Promise<WebSetup> => {
    // firebase-tools installs (a child process) while Chromium is found or installed and the sites build.
    const tools = firebaseTools()
    tools.catch(() => undefined)
    const chromiumPath = await provisionChromium()
    browser = await serveChromiumAt(chromiumPath)
    const started = performance.now()
    // One build after the other: the build plugins are not made to run twice at once in one process.
    const production = await buildSite(join(root, 'production'), 'production')
    const e2e = await buildSite(join(root, 'e2e'), 'e2e')
    console.log(`[web] built production and e2e sites in ${Math.round(performance.now() - started)} ms under ${root}`)
    return { chromiumPath, chromiumEndpoint: browser.wsEndpoint(), sites: { production: production.dir, e2e: e2e.dir }, firebaseTools: await tools }
  }
  const written = prepare().then(
    (ready) => publish(readyFile, { ready }),
    (error: unknown) => publish(readyFile, { error: error instanceof Error ? error.message : String(error) }),
  )
  return async () => {
    await written
    await browser?.close()
    if (!process.env['WEB_E2E_KEEP']) await rm(root, { recursive: true, force: true })
  }
}

/** Written whole, then renamed into place: a file that waits for it never reads half of it. */
const publish = async (file: string, content: { ready: WebSetup } | { error: string }): Promise<void> => {
  await writeFile(`${file}.partial`, JSON.stringify(content))
  await rename(`${file}.partial`, file)
}

/**
 * Whether the Firebase Auth emulator can run (social sign-in's tests): firebase-tools is installed
 * into .data/tools once. Where it cannot be (offline), those tests are skipped, said in one line;
 * on CI that is a failure.
 */
async function firebaseTools(): Promise<boolean> {
  const bin = await ensureFirebaseTools(repoRoot, (line) => console.log(`[web] ${line}`))
  if (bin) return true
  if (process.env['CI']) throw new Error('firebase-tools could not be installed, and CI must run the social sign-in tests')
  console.log('[web] firebase-tools could not be installed (offline?): the social sign-in tests in Chromium are skipped')
  return false
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where globalSetup writes what the web files need once it is ready (tests/web/support/webSetup.ts). */
    webSetupFile: string
  }
}
