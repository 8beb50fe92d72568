import { copyFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { type Browser, type BrowserContext, type Cookie, chromium } from 'playwright-core'
import { chromiumArgs } from '../web/support/chromiumArgs.ts'
import { provisionChromium } from '../web/support/findChromium.ts'

/**
 * The player's yardstick: a bare page that plays the same stream with hls.js alone (its light
 * build, as the player uses), beside the player's own page, in one Chromium, runs alternated.
 * Both timings are page time: the navigation's start (or the click) to the first frame shown
 * (the media element playing, its time past 0, a frame decoded).
 */

export const BARE_PAGE = '/bench-bare.html'
const BARE_HLS = '/bench-hls.js'

const BARE_HTML = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>hls.js</title></head>
<body>
<button type="button" id="play">재생</button>
<video data-testid="player-media" playsinline style="width:100%;aspect-ratio:16/9;background:#000"></video>
<script src="${BARE_HLS}"></script>
<script>
  const query = new URLSearchParams(location.search)
  const video = document.querySelector('video')
  const start = () => {
    const hls = new Hls({ xhrSetup: (xhr) => { xhr.withCredentials = true } })
    hls.loadSource(query.get('src'))
    hls.attachMedia(video)
    video.play().catch(() => {})
  }
  if (query.has('autoplay')) start()
  else document.getElementById('play').addEventListener('click', start)
</script>
</body></html>
`

/** Writes the bare page and hls.js beside the built site (served by the web host like its own files). */
export const writeBarePage = async (siteDir: string): Promise<void> => {
  const hls = createRequire(import.meta.url).resolve('hls.js/dist/hls.light.min.js')
  await copyFile(hls, join(siteDir, BARE_HLS.slice(1)))
  await writeFile(join(siteDir, BARE_PAGE.slice(1)), BARE_HTML)
}

/**
 * The bare page's address for the player's stream, and the stream's grant as a Cookie header, from
 * one visit to the player's page in a Chromium of its own (the bare page has no playInfo to get
 * them). A grant lasts minutes: ask again for each series.
 */
export const bareAddress = async (web: string): Promise<{ readonly url: string; readonly cookie: string }> => {
  const browser = await chromium.launch({ executablePath: await provisionChromium(), args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'] })
  try {
    const context = await browser.newContext({ locale: 'ko-KR', baseURL: web })
    const page = await context.newPage()
    await page.goto('/player/qa-free', { timeout: 60_000 })
    const stream = await page.getByTestId('player-media').getAttribute('src', { timeout: 60_000 })
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    return { url: new URL(`${BARE_PAGE}?src=${encodeURIComponent(stream ?? '')}&autoplay`, web).href, cookie }
  } finally {
    await browser.close()
  }
}

/** In every page: the first frame's time from the navigation (__loadFrameAt), and from the first click (__clickAt, __clickFrameAt). */
const PROBE = `
  const shown = () => {
    const v = document.querySelector('[data-testid="player-media"]')
    return v && v.currentTime > 0 && !v.paused && v.readyState >= 2
  }
  const watch = (key) => {
    const tick = () => (shown() ? (window[key] = performance.now()) : requestAnimationFrame(tick))
    requestAnimationFrame(tick)
  }
  watch('__loadFrameAt')
  document.addEventListener('click', () => {
    window.__clickAt = performance.now()
    watch('__clickFrameAt')
  }, { capture: true, once: true })
`

type Probe = { __loadFrameAt?: number; __clickAt?: number; __clickFrameAt?: number }

const frameAfter = async (context: BrowserContext, open: (page: import('playwright-core').Page) => Promise<void>, key: '__loadFrameAt' | '__clickFrameAt') => {
  const page = await context.newPage()
  await page.addInitScript({ content: PROBE })
  await open(page)
  await page.waitForFunction((k) => (window as unknown as Probe)[k] !== undefined, key, { timeout: 20_000 })
  const probe = await page.evaluate(() => {
    const w = window as unknown as Probe
    return { __loadFrameAt: w.__loadFrameAt, __clickAt: w.__clickAt, __clickFrameAt: w.__clickFrameAt }
  })
  return key === '__loadFrameAt' ? probe.__loadFrameAt! : probe.__clickFrameAt! - probe.__clickAt!
}

export interface SideBySide {
  readonly player: number[]
  readonly bare: number[]
}

/**
 * `runs` pairs, alternated (the player, then the bare page), each in a fresh context (an empty
 * HTTP cache). The bare page gets the stream's address and grant from the player run before it,
 * as it has no playInfo of its own. `click`: from the detail page's 재생 (the player) or the
 * bare page's button; else from the navigation.
 */
export const sideBySide = async (browser: Browser, web: string, runs: number, click: boolean): Promise<SideBySide> => {
  const result: SideBySide = { player: [], bare: [] }
  let stream = ''
  let cookies: Cookie[] = []
  const key = click ? '__clickFrameAt' : '__loadFrameAt'
  for (let i = 0; i < runs; i++) {
    const player = await browser.newContext({ locale: 'ko-KR', baseURL: web })
    try {
      result.player.push(
        await frameAfter(
          player,
          async (page) => {
            if (!click) return void (await page.goto('/player/qa-free', { timeout: 60_000 }))
            await page.goto('/contents/qa-free', { timeout: 60_000 })
            await page.locator('html[data-initialized="true"]').waitFor({ state: 'attached' })
            await page.getByTestId('play').click()
          },
          key,
        ),
      )
      const page = player.pages()[0]!
      stream = (await page.getByTestId('player-media').getAttribute('src')) ?? ''
      cookies = await player.cookies()
    } finally {
      await player.close()
    }
    const bare = await browser.newContext({ locale: 'ko-KR', baseURL: web })
    try {
      await bare.addCookies(cookies)
      const address = `${BARE_PAGE}?src=${encodeURIComponent(stream)}${click ? '' : '&autoplay'}`
      result.bare.push(
        await frameAfter(
          bare,
          async (page) => {
            await page.goto(address, { timeout: 60_000 })
            if (!click) return
            await page.waitForFunction(() => 'Hls' in window)
            await page.locator('#play').click()
          },
          key,
        ),
      )
    } finally {
      await bare.close()
    }
  }
  return result
}
