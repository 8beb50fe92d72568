import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevServer } from '../../cli/commands/dev.ts'
import { type RunningHosts, startHosts } from '../../cli/hosts/index.ts'
import { repoRoot } from './support/build.ts'
import { launchChromium } from './support/chromium.ts'
import { webFontDrawn } from './support/fontSwap.ts'
import { waitForApp } from './support/harness.ts'

/**
 * `npm start` as a new user meets it: the stand-in hosts and the Vite dev server started as
 * cli/commands/dev.ts starts them (on free ports), in Chromium, on this machine with no Korean
 * system font, so Korean is drawn only if Pretendard comes in.
 */
let hosts: RunningHosts
let dev: Awaited<ReturnType<typeof startDevServer>>
let browser: Browser

beforeAll(async () => {
  hosts = await startHosts({ portBase: 0 })
  dev = await startDevServer(hosts.hosts, 0)
  // As `npm start` does: the dev server's page is one of the site's own origins.
  hosts.origins.allow(dev.url)
  hosts.origins.allow(dev.url.replace('//localhost:', '//127.0.0.1:'))
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
  await hosts?.close()
})

/** The families Chromium really drew `selector`'s text with (the DevTools protocol's platform fonts). */
const fontsDrawing = async (page: Page, selector: string): Promise<string[]> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

describe('npm start', () => {
  test.for([
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ])('serves Pretendard as CSS and draws the home’s Korean with it at $width px', async (viewport) => {
    const context = await browser.newContext({ viewport, locale: 'ko-KR' })
    try {
      const page = await context.newPage()
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      const stylesheet = page.waitForResponse(
        (response) => /pretendard[^/]*\.css$/.test(new URL(response.url()).pathname) && response.request().resourceType() === 'fetch',
      )
      await page.goto(dev.url)
      await waitForApp(page)
      const response = await stylesheet
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/css/)
      await webFontDrawn(page)
      // The first row's heading (Korean) is drawn in Pretendard, not as boxes of a fallback font.
      await page.locator('main .title-row__title').first().waitFor()
      expect(await fontsDrawing(page, 'main .title-row__title')).toContain('Pretendard Variable')
      const dir = join(repoRoot, '.tmp', 'screenshots')
      mkdirSync(dir, { recursive: true })
      await page.screenshot({ path: join(dir, `dev-home-${viewport.width}x${viewport.height}.png`) })
      // A new developer's console is clean: no error from the app or its packages on the way in.
      expect(consoleErrors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
