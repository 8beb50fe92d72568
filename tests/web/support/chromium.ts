import { type Browser, chromium } from 'playwright-core'

/**
 * The machine's own Chromium, headless. Never a downloaded browser: playwright-core drives the
 * system binary. QUIC, sync and background networking are off so a test sees only the app's traffic.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

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

/** Starts one headless Chromium; the caller closes it. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...chromiumArgs] })
