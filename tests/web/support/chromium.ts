import { type Browser, chromium } from 'playwright-core'
import { inject } from 'vitest'

/**
 * The machine's own Chromium, headless. Never a downloaded browser: playwright-core drives the
 * system binary that tests/web/support/findChromium.ts found (or installed) once per run. QUIC,
 * sync and background networking are off so a test sees only the app's traffic.
 */

export const chromiumArgs: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Starts one headless Chromium at `executablePath`; the caller closes it. */
export const launchChromiumAt = (executablePath: string): Promise<Browser> =>
  chromium.launch({ executablePath, args: [...chromiumArgs] })

/** Starts the Chromium the web project's globalSetup provided; the caller closes it. */
export const launchChromium = (): Promise<Browser> => launchChromiumAt(inject('chromiumPath'))

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium binary every browser test drives (found or installed by globalSetup). */
    chromiumPath: string
  }
}
