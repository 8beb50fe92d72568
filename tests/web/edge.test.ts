import { describe, expect, test } from 'vitest'
import { cardUrls, cards } from './support/browse.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { holdRequests } from './support/hold.ts'

/**
 * A guest's home and content list from the web host's edge (decisions 0809, 1330), in Chromium
 * against the stand-in: the served page carries the titles and its loaders' data before any
 * JavaScript, and the app hydrates it: the served nodes stay, no loading skeleton shows and
 * nothing is read again. The same for a title's detail page (an adult title's shell is checked by
 * browse.adult.test.ts).
 */
// The edge's render is waited for here (a slow host's first byte does not wait for it, decision 1941): this file checks the served page itself.
const site = useSite({ latencyMs: 200, edgeWaitMs: 60_000 })

const titlesOf = (html: string) => [...html.matchAll(/data-movie-url="([^"]+)"/g)].map((m) => m[1])

/** Records whether an element matching `selector` is ever in the page, from before the first byte. */
const watchFor = (page: import('playwright-core').Page, selector: string) =>
  page.addInitScript((wanted) => {
    const w = window as unknown as { __seen: boolean }
    w.__seen = false
    new MutationObserver(() => {
      if (document.querySelector(wanted)) w.__seen = true
    }).observe(document, { childList: true, subtree: true })
  }, selector)
const seen = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { __seen: boolean }).__seen)

/** Keeps the served page's frame and its first card as the parser makes them, before any script runs. */
const keepServedNodes = (page: import('playwright-core').Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __served: Element[] }
    w.__served = []
    const watch = new MutationObserver(() => {
      const frame = document.querySelector('[data-testid="page-layout"]')
      const card = document.querySelector('[data-movie-url]')
      if (frame && card) {
        w.__served = [frame, card]
        watch.disconnect()
      }
    })
    watch.observe(document, { childList: true, subtree: true })
  })
/** Keeps the served page's first `count` title links as the parser makes them, before any script runs. */
const keepServedLinks = (page: import('playwright-core').Page, count: number) =>
  page.addInitScript((wanted) => {
    const w = window as unknown as { __links: Element[] }
    w.__links = []
    const watch = new MutationObserver(() => {
      const links = [...document.querySelectorAll('main a[data-movie-url]')]
      if (links.length >= wanted) {
        w.__links = links.slice(0, wanted)
        watch.disconnect()
      }
    })
    watch.observe(document, { childList: true, subtree: true })
  }, count)
/** How many of the kept links are still the page's own first links, in place (hydrated, not drawn again). */
const servedLinksKept = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { __links: Element[] }).__links
    const now = [...document.querySelectorAll('main a[data-movie-url]')]
    return kept.length > 0 ? kept.filter((link, i) => link.isConnected && now[i] === link).length : -1
  })

/** Whether the frame and first card the parser made are the ones on screen now (hydrated, not replaced). */
const servedNodesStayed = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const [frame, card] = (window as unknown as { __served: Element[] }).__served
    return (
      frame !== undefined &&
      frame === document.querySelector('[data-testid="page-layout"]') &&
      card === document.querySelector('[data-movie-url]') &&
      card!.isConnected
    )
  })

describe("a guest's home is served with its rows", () => {
  test('before JavaScript: the rows, their art and the answer they were drawn from are in the page', async () => {
    const { page } = await site.newPage({ context: { javaScriptEnabled: false } })
    await page.goto(`${site.origin}/`)
    const titleCards = cards(page)
    expect(await titleCards.count()).toBeGreaterThan(20)
    // The first row's art is asked for by the page itself, eagerly.
    expect(await titleCards.first().locator('img').getAttribute('loading')).toBe('eager')
    expect(await page.getByRole('heading', { name: '지금 뜨는 콘텐츠 TOP 10' }).count()).toBe(1)
    expect(await page.locator('#served-page').count()).toBe(1)
  })

  test('the app hydrates it: the same nodes and rows, no skeleton in between, and no second read', async () => {
    const { page } = await site.newPage()
    await watchFor(page, '[data-testid="home-loading"]')
    await keepServedNodes(page)
    const homeReads: string[] = []
    page.on('request', (request) => {
      if (/\/v3\/contents\/home$/.test(new URL(request.url()).pathname)) homeReads.push(request.url())
    })
    const response = await page.goto(`${site.origin}/`)
    const served = titlesOf((await response!.text()).split('id="served-page"')[0]!)
    expect(served.length).toBeGreaterThan(20)
    await waitForApp(page)
    await page.getByTestId('header-menu-item').first().waitFor()
    await page.waitForLoadState('networkidle')
    // The served rows are this guest's: no second read of the same rows.
    expect(homeReads).toEqual([])
    const shown = await cardUrls(page)
    expect(shown.slice(0, served.length)).toEqual(served)
    expect(await seen(page)).toBe(false)
    expect(await servedNodesStayed(page)).toBe(true)
  })

  test('control: a member with automatic login gets the plain shell, whose skeleton the observer sees', async () => {
    const { page, context } = await site.newPage()
    await context.addCookies([{ name: 'auto_login', value: '1', url: site.origin }])
    const response = await page.goto(`${site.origin}/`)
    const html = await response!.text()
    expect(html).not.toContain('id="served-page"')
    expect(titlesOf(html)).toEqual([])
    expect(html).toContain('data-testid="home-loading"')
  })
})

describe("a guest's content list is served with its first titles", () => {
  test("before JavaScript: the first titles of every section, newest first, with the first row's art eager", async () => {
    const { page } = await site.newPage({ context: { javaScriptEnabled: false, viewport: { width: 412, height: 823 } } })
    await page.goto(`${site.origin}/contents`)
    const titleCards = cards(page)
    // The whole first page (30), so its rows take the height the app's list will.
    expect(await titleCards.count()).toBe(30)
    expect(await titleCards.first().locator('img').getAttribute('loading')).toBe('eager')
    // Columns as the app counts them (at least 104 px each): three on this phone, each card as
    // wide as the app's own, so the takeover changes nothing on screen.
    const boxes = await titleCards.evaluateAll((links) => links.slice(0, 4).map((a) => a.getBoundingClientRect().toJSON() as DOMRect))
    expect(boxes.slice(0, 3).every((box) => box.top === boxes[0]!.top)).toBe(true)
    expect(boxes[3]!.top).toBeGreaterThan(boxes[0]!.top)
    const app = (await site.open('/contents', { context: { viewport: { width: 412, height: 823 } } })).page
    const first = cards(app).first()
    await first.waitFor()
    const appBox = await first.evaluate((a) => a.getBoundingClientRect().toJSON() as DOMRect)
    expect({ left: boxes[0]!.left, width: boxes[0]!.width }).toEqual({ left: appBox.left, width: appBox.width })
  })

  test('the app hydrates it with the same titles and nodes and no skeleton, and reads on from page 2', async () => {
    const { page } = await site.newPage()
    await watchFor(page, '[data-testid="list-loading"]')
    await keepServedNodes(page)
    await keepServedLinks(page, 5)
    const listReads: string[] = []
    page.on('request', (request) => {
      if (/\/v3\/contents\/list$/.test(new URL(request.url()).pathname)) listReads.push(request.postData() ?? '')
    })
    const response = await page.goto(`${site.origin}/contents`)
    const served = titlesOf((await response!.text()).split('id="served-page"')[0]!)
    expect(served).toHaveLength(30)
    await waitForApp(page)
    // Endless loading reads page 2 (this window shows the list's end), after the served page 1.
    await expect.poll(() => listReads.length).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    expect(listReads.map((body) => /(?:^|&)page=(\d+)/.exec(body)?.[1])).toEqual(['2'])
    // The virtual list draws the rows near the screen: those are the served ones, in order.
    const shown = (await cardUrls(page)).slice(0, 30)
    expect(shown.length).toBeGreaterThan(8)
    expect(shown).toEqual(served.slice(0, shown.length))
    expect(await seen(page)).toBe(false)
    // The frame and the served cells survive: the virtual list is the same flat grid of cells.
    expect(
      await page.evaluate(() => (window as unknown as { __served: Element[] }).__served[0] === document.querySelector('[data-testid="page-layout"]')),
    ).toBe(true)
    expect(await servedLinksKept(page)).toBe(5)
  })

  test.for([
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ])('on a $name the first five served title links are the ones on screen after the app starts', async (viewport) => {
    const { page } = await site.newPage({ context: { viewport: { width: viewport.width, height: viewport.height } } })
    await keepServedLinks(page, 5)
    await page.goto(`${site.origin}/contents`)
    await waitForApp(page)
    // The virtual list is drawn (it replaces the served markup's class once the app has measured the box).
    await page.locator('main .title-grid__list a[data-movie-url]').first().waitFor()
    expect(await servedLinksKept(page)).toBe(5)
  })

  test('a list chosen by its query is served too, in the order it asks for, and not read again', async () => {
    const { page } = await site.newPage()
    const firstPages: string[] = []
    page.on('request', (request) => {
      if (/\/v3\/contents\/list$/.test(new URL(request.url()).pathname) && /(?:^|&)page=1(?:&|$)/.test(request.postData() ?? '')) firstPages.push(request.url())
    })
    const response = await page.goto(`${site.origin}/contents?sort=2`)
    const html = await response!.text()
    expect(html).toContain('id="served-page"')
    const served = titlesOf(html.split('id="served-page"')[0]!)
    expect(served).toHaveLength(30)
    await waitForApp(page)
    await page.waitForLoadState('networkidle')
    expect(firstPages).toEqual([])
    const shown = (await cardUrls(page)).slice(0, 30)
    expect(shown.length).toBeGreaterThan(8)
    expect(shown).toEqual(served.slice(0, shown.length))
    // Another sort: other titles first, so the page is not one list served for every query.
    const other = titlesOf(
      (await (await page.request.get(`${site.origin}/contents?sort=3`, { headers: { accept: 'text/html' } })).text()).split('id="served-page"')[0]!,
    )
    expect(other).toHaveLength(30)
    expect(other).not.toEqual(served)
  })
})

describe("a guest's title page is served with the title", () => {
  const openTitle = () => site.hosts.catalogue.titles.find((t) => !t.adult && t.kind === 'movie')!

  test('before JavaScript: the name, the facts, the poster and 재생 are in the page', async () => {
    const title = openTitle()
    const { page } = await site.newPage({ context: { javaScriptEnabled: false } })
    await page.goto(`${site.origin}/contents/${title.movieUrl}`)
    expect(await page.getByTestId('page-title').textContent()).toBe(title.title)
    expect(await page.getByRole('link', { name: '재생' }).count()).toBe(1)
    // The poster is the page's largest paint: asked for by the page itself, eagerly.
    expect(await page.locator('.detail__poster img').getAttribute('loading')).toBe('eager')
    expect(await page.locator('#served-page').count()).toBe(1)
  })

  test('the app hydrates it: the same nodes, no skeleton in between, and no second read', async () => {
    const title = openTitle()
    const { page } = await site.newPage()
    await watchFor(page, '[data-testid="detail-loading"]')
    await keepServedNodes(page)
    const detailReads: string[] = []
    page.on('request', (request) => {
      if (/\/v3\/contents\/detail$/.test(new URL(request.url()).pathname)) detailReads.push(request.postData() ?? '')
    })
    await page.goto(`${site.origin}/contents/${title.movieUrl}`)
    await waitForApp(page)
    await page.waitForLoadState('networkidle')
    expect(detailReads).toEqual([])
    expect(await page.getByTestId('detail').getAttribute('data-movie-url')).toBe(title.movieUrl)
    expect(await seen(page)).toBe(false)
    expect(await servedNodesStayed(page)).toBe(true)
  })

  test('control: a member with automatic login gets the title shell, its skeleton, and reads the title as the page starts', async () => {
    const title = openTitle()
    const { page, context } = await site.newPage()
    await context.addCookies([
      { name: 'login_key', value: 'seed-haneul', url: site.origin },
      { name: 'auto_login', value: '1', url: site.origin },
    ])
    const events: string[] = []
    // A slow phone: the page's code comes only after the session is there (held until the menu has answered).
    const pageCode = await holdRequests(page, /\/assets\/MoviePage-[\w-]+\.js$/)
    page.on('request', (request) => {
      if (/\/v3\/contents\/detail$/.test(new URL(request.url()).pathname)) events.push('detail read')
    })
    let letIn = false
    page.on('response', (response) => {
      if (letIn || !/\/v3\/contents\/menu$/.test(new URL(response.url()).pathname)) return
      letIn = true
      events.push('page code')
      pageCode.release()
    })
    const response = await page.goto(`${site.origin}/contents/${title.movieUrl}`)
    const html = await response!.text()
    expect(html).not.toContain('id="served-page"')
    expect(html).toContain('data-testid="detail-loading"')
    expect(html).not.toContain(title.title)
    await page.getByTestId('detail').waitFor()
    expect(await page.getByTestId('page-title').textContent()).toBe(title.title)
    // Read once, as the navigation began (the route's loader), not once the page had its code.
    expect(events).toEqual(['detail read', 'page code'])
  })
})

describe("a guest's search results are served with the results", () => {
  const word = '사랑'
  const address = `/search/${encodeURIComponent(word)}`

  test('before JavaScript: the heading, the tabs with their counts and the results are in the page', async () => {
    const { page } = await site.newPage({ context: { javaScriptEnabled: false } })
    await page.goto(`${site.origin}${address}`)
    expect(await page.getByTestId('page-title').textContent()).toBe(`‘${word}’ 검색 결과`)
    expect(await page.getByRole('button', { name: /^전체 [\d,]+$/ }).count()).toBe(1)
    expect(await page.locator('.result-item').count()).toBeGreaterThan(0)
    expect(await page.locator('#served-page').count()).toBe(1)
  })

  test('the app hydrates them: the same nodes, and the search is not sent again', async () => {
    const { page } = await site.newPage()
    await keepServedNodes(page)
    const searches: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(site.hosts.hosts.search)) searches.push(request.url())
    })
    await page.goto(`${site.origin}${address}`)
    await waitForApp(page)
    await page.waitForLoadState('networkidle')
    expect(searches).toEqual([])
    expect(await servedNodesStayed(page)).toBe(true)
  })

  test('control: a member with automatic login gets the empty frame, and the app reads and draws the results', async () => {
    const { page, context } = await site.newPage()
    await context.addCookies([
      { name: 'login_key', value: 'seed-haneul', url: site.origin },
      { name: 'auto_login', value: '1', url: site.origin },
    ])
    const html = await (await page.goto(`${site.origin}${address}`))!.text()
    expect(html).not.toContain('id="served-page"')
    expect(titlesOf(html)).toEqual([])
    await page.locator('.result-item').first().waitFor()
    expect(await page.getByTestId('page-title').textContent()).toBe(`‘${word}’ 검색 결과`)
  })
})
