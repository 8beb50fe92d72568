import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, onTestFinished, test } from 'vitest'
import { repoRoot } from './support/build.ts'
import { twoFrames } from './support/browse.ts'
import { failedRequest } from './support/consoleWatch.ts'
import { edgeStandsAside } from './support/firstFont.ts'
import { WEB_FONT_FILE, holdWebFont, layoutOf, shiftOf, webFontDrawn } from './support/fontSwap.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { holdRequests } from './support/hold.ts'

/**
 * First paint on a phone: the served page is the real frame before any JavaScript runs,
 * the app takes it over, boot's answers and the page's titles land without moving anything (CLS 0), and Korean
 * text is drawn in the web font on a machine with no Korean system font. The stand-in answers
 * after 300 ms, so the skeletons are on screen for a while and every arrival is a late one.
 */
// The edge's render is waited for here (a slow host's first byte does not wait for it, decision 1941): this file checks the served page itself.
const site = useSite({ latencyMs: 300, edgeWaitMs: 60_000 })

/** Collects layout shifts (not those right after input) from before the first byte of script. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue
        // An element by its class, or by its parent's when it has none (list items, text).
        const nameOf = (node: Node | null | undefined): string =>
          node instanceof Element && node.className
            ? `${node.tagName}.${node.className}`
            : `${node?.parentElement ? `${nameOf(node.parentElement)} > ` : ''}${node?.nodeName ?? '?'}`
        const sources = (entry.sources ?? []).map((s) => nameOf(s.node))
        w.__shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)

/**
 * Pretendard's stylesheet is in and the page's Korean is drawn with it, or the page's cuts hold all
 * it draws and the full font waits for a page that draws more (decision 1944: then it never comes).
 */
const webFontIn = async (page: Page) => {
  // A first visit adds the faces (the document is marked), a return visit the stylesheet.
  await page.waitForFunction(
    () =>
      document.documentElement.dataset['webFont'] ||
      document.querySelector('link[data-web-font]') ||
      document.documentElement.dataset['webFontWaiting'] !== undefined,
  )
  if (await page.evaluate(() => document.documentElement.dataset['webFontWaiting'] === undefined)) await webFontDrawn(page)
}

/**
 * The build's frame served, the edge standing aside: the app draws the page's words from its
 * answers, words the first screen's cut does not hold, so the full font comes. A page the edge drew
 * with its own cut may hold them all.
 */
const frameServed = () => edgeStandsAside(site.hosts.faults)

/** Boot has answered and the page's titles are in with their art: everything late but the web font has landed. */
const contentIn = async (page: Page) => {
  await waitForApp(page)
  if (await page.getByTestId('detail').count()) {
    // A title (no header): its poster and the first clips' art.
    await page.waitForFunction(() => [...document.querySelectorAll('.detail img')].slice(0, 3).every((img) => (img as HTMLImageElement).complete))
  } else {
    await page.getByTestId('header-menu-item').first().waitFor()
    await page.getByTestId('top-notice-bar').waitFor()
    // The home's rows or the list's grid, with the first card's artwork drawn.
    await page.locator('main a[data-movie-url] img').first().waitFor()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main a[data-movie-url] img')].slice(0, 6).every((img) => (img as HTMLImageElement).complete),
    )
  }
  await twoFrames(page)
}

/** Everything late has landed, the web font last (once the page is quiet): its swap is part of what is measured. */
const settled = async (page: Page) => {
  await contentIn(page)
  await webFontIn(page)
  await twoFrames(page)
}

/** A film and a series (its seasons and episodes), neither adult: what a title's page can hold. */
const titlePaths = () => {
  const titles = site.hosts.catalogue.titles.filter((t) => !t.adult && t.scenes.length > 0)
  return [titles.find((t) => t.kind === 'movie')!, titles.find((t) => t.seasons.length > 0)!].map((t) => `/contents/${t.movieUrl}`)
}

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  // Lighthouse's phone (moto g power): at this width a row of sort buttons once wrapped or not by its font.
  { name: 'lighthouse phone', width: 412, height: 823 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

describe('the served page is the frame, before JavaScript', () => {
  test.for(['/', '/contents', '/help'])('%s carries the header, the layout and the page in its HTML', async (path) => {
    const { page } = await site.newPage({ context: { javaScriptEnabled: false } })
    await page.goto(`${site.origin}${path}`)
    await expect.poll(() => page.getByTestId('site-header').count()).toBe(1)
    expect(await page.getByTestId('page-layout').count()).toBe(1)
    expect(await page.getByTestId('page-title').count()).toBe(1)
    // The critical CSS is inline: the frame is laid out with no stylesheet request.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0)
    expect(await page.locator('header').evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
  })

  test.for(['/', '/contents', '/contents/t0406'])('%s is painted before its code is asked for, and then the code comes all at once', async (path) => {
    const { page } = await site.open(path)
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      code: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ file: new URL(entry.name).pathname.slice('/assets/'.length), at: entry.startTime, end: entry.responseEnd })),
    }))
    const log = JSON.stringify(timing)
    const entry = timing.code.find((c) => /^index-/.test(c.file))
    const hostCalls = timing.code.find((c) => /^bridge-/.test(c.file))
    expect(entry && hostCalls, log).toBeTruthy()
    // Nothing of the app's code before the shell's first paint (web/build/paintFirst.ts)...
    expect(Math.min(...timing.code.map((c) => c.at)), log).toBeGreaterThanOrEqual(timing.paint)
    // ...and then the boot's host-call code beside the entry: asked for before the entry had even arrived, so not by it running.
    expect(hostCalls!.at, log).toBeLessThan(entry!.end)
  })

  test("고객센터's served page is drawn with its answer and the top notice, before any script", async () => {
    const { page } = await site.newPage({ context: { javaScriptEnabled: false } })
    await page.goto(`${site.origin}/help`)
    expect(await page.getByTestId('page-title').textContent()).toBe('고객센터')
    // The centre's sections as its answer draws them, not the page's waiting line.
    expect(await page.locator('main .help-block').count()).toBeGreaterThan(1)
    expect(await page.locator('main [aria-busy="true"]').count()).toBe(0)
    expect(await page.getByTestId('top-notice-content').isVisible()).toBe(true)
  })

  test('a page without a prerendered shell gets the plain app page, which still works', async () => {
    const { page } = await site.open('/login')
    expect(await page.getByTestId('page-title').textContent()).toBe('로그인')
  })
})

describe('no layout shift (CLS 0.00)', () => {
  for (const viewport of viewports) {
    test.for(['/', '/contents', 'a title'])(`%s at ${viewport.width}x${viewport.height}`, async (name) => {
      const path = name === 'a title' ? titlePaths()[0]! : name
      const { page } = await site.newPage({ context: { viewport } })
      await recordShifts(page)
      await page.goto(`${site.origin}${path}`)
      await settled(page)
      await page.evaluate(() => document.fonts.ready)
      const shifts = await shiftsOf(page)
      const total = shifts.reduce((sum, s) => sum + s.value, 0)
      console.log(`CLS ${path} ${viewport.width}x${viewport.height}: ${total.toFixed(4)} ${JSON.stringify(shifts)}`)
      // 0.00 as Lighthouse rounds it. What is left is the web font's swap on a machine with no
      // Korean font (text drawn as boxes, then in Pretendard); a phone draws Korean in its own font.
      expect(total, `layout shifts on ${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.005)
    })
  }

  test.for(viewports)("a member's header stays put when the account menu's code comes late ($name)", async (viewport) => {
    const { page } = await site.newPage({ member: 'seed-minji', context: { viewport } })
    const menuCode = await holdRequests(page, /\/assets\/AccountMenu-[\w-]+\.js$/)
    await recordShifts(page)
    await page.goto(`${site.origin}/`)
    await waitForApp(page)
    // The session is a member's: the menu's place is drawn while its code is held.
    await page.locator('.site-header .account-menu[aria-hidden="true"]').waitFor({ state: 'attached' })
    // Only what the menu's arrival moves: the web font's swap before it is another test's.
    await webFontIn(page)
    await twoFrames(page)
    const before = (await shiftsOf(page)).length
    menuCode.release()
    await page.getByTestId('account-menu-button').waitFor()
    await twoFrames(page)
    const header = (await shiftsOf(page)).slice(before).filter((s) => s.sources.some((source) => source.includes('site-header')))
    expect(header, JSON.stringify(header)).toEqual([])
  })

  test.for(viewports)("the player's heading and back arrow stay put from the served page to the player ($name)", async (viewport) => {
    const { page } = await site.newPage({ context: { viewport } })
    const code = await holdRequests(page, /\/assets\/[^/?]+\.js$/)
    const answer = await holdRequests(page, /\/v3\/play\/info$/)
    await recordShifts(page)
    await page.goto(`${site.origin}/player/qa-free`, { waitUntil: 'commit' })
    // Before any script runs, the served page is the player's frame: its heading, ← (a face: the
    // frame is the same for every title) and the dark stage.
    await page.locator('.watch__placeholder').waitFor()
    expect(await page.getByTestId('page-title').textContent()).toBe('재생 준비 중')
    expect(await page.locator('.watch__bar span.watch__back').count()).toBe(1)
    expect(await page.evaluate(() => typeof (window as { __app?: unknown }).__app)).toBe('undefined')
    await twoFrames(page)
    const served = (await shiftsOf(page)).length
    // The app's first render replaces it with the same frame; the page then waits for its answer,
    // and a player's address names its title, so ← leads to its page already.
    code.release()
    // (Attached: on a desktop the bar is hidden, its title and ← drawn over the picture.)
    await page.locator('.watch__bar a.watch__back').waitFor({ state: 'attached' })
    expect(await page.locator('.watch__bar a.watch__back').getAttribute('href')).toBe('/contents/qa-free')
    answer.release()
    await page.getByTestId('player-back').waitFor({ state: 'attached' })
    await twoFrames(page)
    const moved = (await shiftsOf(page)).slice(served).filter((s) => s.sources.some((source) => /page__title|watch__back|watch__bar/.test(source)))
    expect(moved, JSON.stringify(moved)).toEqual([])
  })

  test("a shared scene's served page is its frame, with its layout's tab bar, before any script", async () => {
    const { page } = await site.newPage({ context: { viewport: viewports[0] } })
    const code = await holdRequests(page, /\/assets\/[^/?]+\.js$/)
    await page.goto(`${site.origin}/scene/qa-scene-1`, { waitUntil: 'commit' })
    await page.locator('.watch__placeholder').waitFor()
    expect(await page.getByTestId('page-title').textContent()).toBe('재생 준비 중')
    expect(await page.getByTestId('footer-navi').isVisible()).toBe(true)
    const stage = (await page.locator('.watch__placeholder').boundingBox())!
    const tabBar = (await page.getByTestId('footer-navi').boundingBox())!
    expect(stage.y + stage.height).toBeLessThanOrEqual(tabBar.y + 1)
    code.release()
    await waitForApp(page)
    expect(await page.locator('#root > .app-content').count()).toBe(1)
  })

  test("the menu and the top notice are in the served page before any script, and stay as drawn when the app and boot's answers come", async () => {
    const { page } = await site.newPage({ context: { viewport: viewports[1] } })
    const code = await holdRequests(page, /\/assets\/[^/?]+\.js$/)
    await recordShifts(page)
    await page.goto(`${site.origin}/`, { waitUntil: 'commit' })
    const content = page.getByTestId('top-notice-content')
    await content.waitFor()
    const served = await content.textContent()
    expect(served?.length).toBeGreaterThan(10)
    const sections = page.getByTestId('header-menu-item')
    const servedSections = await sections.allTextContents()
    expect(servedSections.length).toBeGreaterThan(2)
    expect(await page.evaluate(() => typeof (window as { __app?: unknown }).__app)).toBe('undefined')
    const answered = Promise.all([page.waitForResponse(/\/v3\/setting\/recentNoticeInfo$/), page.waitForResponse(/\/v3\/contents\/menu$/)])
    code.release()
    await waitForApp(page)
    await answered
    await twoFrames(page)
    // The browser's reading of the answered notice is the host's reading of the served one.
    expect(await content.textContent()).toBe(served)
    expect(await sections.allTextContents()).toEqual(servedSections)
    const moved = (await shiftsOf(page)).filter((s) => s.sources.some((source) => /notice|site-header|layout__main|MAIN/.test(source)))
    expect(moved, JSON.stringify(moved)).toEqual([])
  })

  test('a top notice this device closed is not drawn from the first paint, and nothing moves when the app comes', async () => {
    const served = await (await fetch(`${site.origin}/`, { headers: { accept: 'text/html' } })).text()
    const closed = /data-notice-no="(\d+)"/.exec(served)?.[1]
    expect(closed).toBeDefined()
    const { page } = await site.newPage({ context: { viewport: viewports[1] } })
    await page.addInitScript((no) => localStorage.setItem('notice.closed', no), closed!)
    const code = await holdRequests(page, /\/assets\/[^/?]+\.js$/)
    await page.goto(`${site.origin}/`, { waitUntil: 'commit' })
    await page.getByTestId('page-layout').waitFor()
    // Drawn by the served page (the host does not know what this device closed), hidden before the first paint.
    expect(await page.getByTestId('top-notice-bar').count()).toBe(1)
    expect(await page.getByTestId('top-notice-bar').isVisible()).toBe(false)
    const top = await page.locator('main').evaluate((el) => el.getBoundingClientRect().top)
    code.release()
    await waitForApp(page)
    await twoFrames(page)
    expect(await page.getByTestId('top-notice-bar').count()).toBe(0)
    expect(await page.locator('main').evaluate((el) => el.getBoundingClientRect().top)).toBe(top)
  })

  test('control: the observer sees a shift when one happens', async () => {
    const { page } = await site.newPage()
    await recordShifts(page)
    await page.goto(`${site.origin}/`)
    await settled(page)
    await page.evaluate(() => {
      const block = document.createElement('div')
      block.style.height = '200px'
      document.querySelector('main')?.prepend(block)
    })
    await expect.poll(async () => (await shiftsOf(page)).length).toBeGreaterThan(0)
  })
})

describe("a playback page's picture comes first", () => {
  test('its served page has no stylesheet to wait for, and asks for its code at once at low priority, with the schemas its answer is read with', async () => {
    const html = await (await fetch(`${site.origin}/player/qa-free`, { headers: { accept: 'text/html' } })).text()
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    const code = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((m) => m[0])
    expect(code.length).toBeGreaterThan(5)
    for (const tag of code) expect(tag, tag).toContain('fetchpriority="low"')
    expect(code.some((tag) => /schemas\.watch-[\w-]+\.js/.test(tag))).toBe(true)
  })

  test.for(['/player/qa-free', '/scene/qa-scene-1'])(
    "%s: the stage shows the title's backdrop before any script, and the player's poster is the same picture",
    async (path) => {
      const { page } = await site.newPage({ context: { viewport: viewports[0] } })
      const code = await holdRequests(page, /\/assets\/[^/?]+\.js$/)
      const art = page.waitForResponse((r) => /\/art\/[\w-]+\/backdrop\.svg$/.test(r.url()))
      await page.goto(`${site.origin}${path}`, { waitUntil: 'commit' })
      expect((await art).status()).toBe(200)
      const picture = `/art/${path.split('/').pop()}/backdrop.svg`
      const stage = page.locator('.watch__placeholder')
      await expect.poll(() => stage.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(picture)
      expect(await page.evaluate(() => typeof (window as { __app?: unknown }).__app)).toBe('undefined')
      code.release()
      const poster = page.locator('media-poster-image.player__poster')
      await poster.waitFor({ state: 'attached' })
      // The episode's or scene's title answers with its own address; the picture is the title's either way.
      expect(await poster.getAttribute('src')).toMatch(/^\/art\/[\w-]+\/backdrop\.svg$/)
    },
  )

  test("on a phone the backdrop drawn at the first paint stays the page's largest paint, the video's first frame included", async () => {
    const { page } = await site.newPage({ context: { viewport: viewports[1] } })
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: string[] }
      w.__lcp = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { url: string; element: Element | null }[]) w.__lcp.push(entry.url || entry.element?.tagName || '?')
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(`${site.origin}/player/qa-free`)
    // Its first frame drawn (paused or playing), untouched: input would end the measure.
    await page.waitForFunction(() => ((document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 2)
    await twoFrames(page)
    const largest = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp)
    expect(largest.at(-1), JSON.stringify(largest)).toMatch(/\/art\/qa-free\/backdrop\.svg$/)
  })
})

describe("the web font's late swap moves nothing", () => {
  beforeEach(frameServed)
  // Measured by geometry (support/fontSwap.ts): the device's fonts, then Pretendard, on a machine
  // with no Korean font, where the two differ most (Korean drawn as boxes about half as wide).
  for (const viewport of viewports) {
    test.for(['/', '/contents', 'a film', 'a series'])(`%s at ${viewport.width}x${viewport.height}`, async (name) => {
      const path = name === 'a film' ? titlePaths()[0]! : name === 'a series' ? titlePaths()[1]! : name
      const { page } = await site.newPage({ context: { viewport } })
      const font = await holdWebFont(page)
      await page.goto(`${site.origin}${path}`)
      await contentIn(page)
      // The font has been asked for (its files are held), so what follows is its swap alone.
      await page.waitForFunction(() => document.documentElement.dataset['webFont'])
      const before = await layoutOf(page)
      font.release()
      await webFontDrawn(page)
      await twoFrames(page)
      const after = await layoutOf(page)
      const { score, moved } = shiftOf(before, after, viewport)
      console.log(
        `font swap ${path} ${viewport.width}x${viewport.height}: score at most ${score.toFixed(4)}, ${moved.length} nodes moved${score > 0.001 ? `: ${moved.slice(0, 8).join('; ')}` : ''}`,
      )
      expect(score, moved.join('\n')).toBeLessThan(0.005)
    })
  }

  test('control: the measure sees the content pushed down by a line', async () => {
    const viewport = viewports[1]
    const { page } = await site.newPage({ context: { viewport } })
    await page.goto(`${site.origin}${titlePaths()[0]}`)
    await contentIn(page)
    const before = await layoutOf(page)
    // One line's worth, as a synopsis rewrapped to one more line would push what follows.
    await page.evaluate(() => ((document.querySelector('.detail__synopsis') as HTMLElement).style.marginTop = '27px'))
    expect(shiftOf(before, await layoutOf(page), viewport).score).toBeGreaterThan(0.005)
  })
})

describe('the home asks for its rows as soon as the session is there', () => {
  test('homeContents goes out once, beside the menu, not after the page has rendered', async () => {
    // A visit the edge does not serve.
    onTestFinished(frameServed())
    const { page } = await site.newPage()
    const events: string[] = []
    const callOf = (url: string) => /\/v3\/(?:[^/]+\/)*([^/?]+)$/.exec(new URL(url).pathname)?.[1]
    // A slow phone: the home's code arrives only after boot's answers (held until the menu has answered).
    const homeCode = await holdRequests(page, /\/assets\/HomePage-[\w-]+\.js$/)
    page.on('request', (request) => {
      const call = callOf(request.url())
      if (call) events.push(`send ${call}`)
    })
    page.on('response', (response) => {
      const call = callOf(response.url())
      if (call) events.push(`${call} answered`)
      if (call === 'menu') homeCode.release()
    })
    await page.goto(`${site.origin}/`)
    await settled(page)
    // Sent as the session settles (with the menu), so before the page's code could have rendered anything.
    expect(events.indexOf('send home'), events.join(', ')).toBeGreaterThan(events.indexOf('guestLogin answered'))
    expect(events.indexOf('send home'), events.join(', ')).toBeLessThan(events.indexOf('menu answered'))
    expect(
      events.filter((e) => e === 'send home'),
      events.join(', '),
    ).toHaveLength(1)
  })
})

describe('the web font waits for the page', () => {
  beforeEach(frameServed)
  test('a first visit asks for Pretendard only once the home rows and their art are in', async () => {
    const { page } = await site.newPage()
    const sent: string[] = []
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname
      // Pretendard's own files; the first screen's small cut (decision 1944) comes with the page.
      if (WEB_FONT_FILE.test(name)) sent.push('font')
      else if (/\/poster\.svg$/.test(name)) sent.push('poster')
      else if (/\/v3\/contents\/home$/.test(name)) sent.push('home')
    })
    await page.goto(`${site.origin}/`)
    await settled(page)
    // A guest's page is served with its rows (decision 0809): no home read, the posters at once;
    // the font after them.
    const firstFont = sent.indexOf('font')
    expect(firstFont, sent.join(' ')).toBeGreaterThan(sent.lastIndexOf('home'))
    expect(sent.slice(0, firstFont), sent.join(' ')).toContain('poster')
  })

  test('a return visit puts the font in before the first paint (its files are cached)', async () => {
    const { page } = await site.newPage()
    await page.goto(`${site.origin}/`)
    await settled(page)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { __fontAtStart: boolean }).__fontAtStart = document.querySelector('head link[data-web-font]') !== null
      })
    })
    await page.goto(`${site.origin}/contents`)
    await settled(page)
    expect(await page.evaluate(() => (window as unknown as { __fontAtStart: boolean }).__fontAtStart)).toBe(true)
    expect(await page.locator('link[data-web-font]').count()).toBe(1)
  })

  test("an address kept by another build does not keep this build's font out", async () => {
    const { page, console } = await site.newPage()
    // The old build's stylesheet is gone from this one (its 404 is plain text, which nosniff refuses as a style).
    console.allow(failedRequest(404), /Refused to apply style from .*pretendard-from-an-old-build\.css/)
    await page.addInitScript(() => localStorage.setItem('font.seen', '/assets/pretendard-from-an-old-build.css'))
    await page.goto(`${site.origin}/`)
    await settled(page)
    const hrefs = await page.locator('link[data-web-font]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))
    expect(hrefs).toEqual(['/assets/pretendard-from-an-old-build.css'])
    // This build's faces went in all the same (settled() waited for them to draw the header).
    expect(await page.evaluate(() => document.documentElement.dataset['webFont'])).toMatch(/^\/assets\/pretendard.*\.css$/)
  })
})

describe('Korean type with no Korean system font', () => {
  test.for(viewports)('the home page at $width x $height draws its Korean text in Pretendard', async (viewport) => {
    const { page } = await site.newPage({ context: { viewport } })
    await page.goto(`${site.origin}/`)
    await settled(page)
    await page.evaluate(() => document.fonts.ready)
    // The header's Korean links are drawn with the web font, loaded from this site.
    expect(await page.evaluate(() => document.fonts.check('16px "Pretendard Variable"', '로그인 검색'))).toBe(true)
    // (A face made by script reports its family quoted.)
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/^"|"$/g, '')))
    expect(loaded).toContain('Pretendard Variable')
    const dir = join(repoRoot, '.tmp', 'screenshots')
    mkdirSync(dir, { recursive: true })
    await page.screenshot({ path: join(dir, `home-${viewport.width}x${viewport.height}.png`) })
  })
})
