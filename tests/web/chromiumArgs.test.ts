import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Browser } from 'playwright-core'
import { PLAYWRIGHT_DISABLED_FEATURES } from './support/chromiumArgs.ts'
import { launchChromium } from './support/chromium.ts'

/**
 * The Chromium every test drives: our `--disable-features` replaces playwright's own, so it must
 * still hold all of playwright's; and a new context must not start the address bar's popup page,
 * the renderer that cost each context about 1.4 s of CPU.
 */

/** The features playwright-core turns off, read from its own source (the array in chromiumSwitches). */
const playwrightDisabled = (): string[] => {
  const pkg = createRequire(import.meta.url).resolve('playwright-core/package.json')
  const source = readFileSync(join(dirname(pkg), 'lib', 'coreBundle.js'), 'utf8')
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(source)?.[1]
  if (!list) throw new Error("playwright-core's list of disabled features was not found: read chromiumSwitches again")
  return [...list.matchAll(/^\s*"(\w+)"/gm)].map((m) => m[1]!)
}

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser.close()
})

test('our Chromium switches keep every feature playwright turns off', () => {
  const theirs = playwrightDisabled()
  expect(theirs.length).toBeGreaterThan(5)
  expect(theirs.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature))).toEqual([])
})

test('a new browser context starts no page of the browser’s own UI', async () => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('data:text/html,<p>하나</p>')
  const session = await browser.newBrowserCDPSession()
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] })
  await session.detach()
  await context.close()
  expect(targetInfos.some((t) => t.type === 'page' && t.url.startsWith('data:'))).toBe(true)
  expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url)).toEqual([])
})
