import { type Browser, chromium } from 'playwright-core'
import { inject } from 'vitest'
import { chromiumArgs } from './chromiumArgs.ts'

/**
 * The machine's own Chromium, headless. Never a downloaded browser: playwright-core drives the
 * system binary that tests/web/support/findChromium.ts found (or installed) once per run.
 */

/** Starts one headless Chromium at `executablePath`; the caller closes it. */
export const launchChromiumAt = (executablePath: string): Promise<Browser> => chromium.launch({ executablePath, args: [...chromiumArgs] })

/** Starts the Chromium the web project's globalSetup provided; the caller closes it. */
export const launchChromium = (): Promise<Browser> => launchChromiumAt(inject('chromiumPath'))

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium binary every browser test drives (found or installed by globalSetup). */
    chromiumPath: string
  }
}
