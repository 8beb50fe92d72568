import { type Browser, type BrowserServer, chromium } from 'playwright-core'
import { chromiumArgs } from './chromiumArgs.ts'
import { webSetup } from './webSetup.ts'

/**
 * The machine's own Chromium, headless. Never a downloaded browser: playwright-core drives the
 * system binary that tests/web/support/findChromium.ts found (or installed) once per run.
 */

/** Starts one headless Chromium at `executablePath`; the caller closes it. */
export const launchChromiumAt = (executablePath: string): Promise<Browser> => chromium.launch({ executablePath, args: [...chromiumArgs] })

/**
 * The web project's one Chromium, started by its globalSetup and closed after the last file:
 * starting and stopping a Chromium for each of some sixty files cost seconds a file on a busy
 * 2-core machine. Each file connects to it; its pages still get fresh contexts (own cookies,
 * storage and cache), so no file sees another's.
 */
export const serveChromiumAt = (executablePath: string): Promise<BrowserServer> => chromium.launchServer({ executablePath, args: [...chromiumArgs] })

/**
 * A connection to the web project's Chromium (globalSetup's); the caller closes it, which closes
 * the contexts it made and leaves the Chromium to the other files.
 */
export const launchChromium = (): Promise<Browser> => chromium.connect(webSetup().chromiumEndpoint)
