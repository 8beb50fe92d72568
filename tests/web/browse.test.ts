import { describe, expect, test } from 'vitest'
import { ServiceId, SortOrder } from '../../core/contract/index.ts'
import { TestId } from '../../web/testids.ts'
import { cardUrls, gridList, titlesByUrl, twoFrames, waitForGrid, waitForHome } from './support/browse.ts'
import { detailPage } from './support/detailPage.ts'
import { useSite } from './support/harness.ts'

/**
 * Browsing in Chromium against the stand-in's catalogue: home → row → detail → 재생, every sort
 * order really orders, endless paging and the position kept on back navigation, a keyboard-only
 * path, and the taste picker changing the home.
 */
const site = useSite()
const ko = new Intl.Collator('ko')

describe('home to a title', () => {
  test('a row card opens its detail page, which has a play link named exactly 재생', async () => {
    const { page } = await site.open('/')
    await waitForHome(page)
    expect(await page.locator('main .title-row').count()).toBeGreaterThan(2)
    const first = page.locator('main .title-row').first().locator('a[data-movie-url]:not([data-locked])').first()
    const movieUrl = (await first.getAttribute('data-movie-url'))!
    await first.click()
    const detail = detailPage(page)
    await detail.shown(movieUrl)
    expect(await detail.play.getAttribute('href')).toBe(`/player/${movieUrl}`)
    const title = titlesByUrl(site).get(movieUrl)!
    expect((await page.getByTestId('page-title').textContent())?.trim()).toBe(title.title)
    // It opens on the title's scene (its own art, without the name the page already writes),
    // laid behind the page's top and out of its flow, so it moves nothing.
    const backdrop = page.getByTestId('detail-backdrop')
    const art = await backdrop.evaluate((el) => {
      const style = getComputedStyle(el)
      return {
        image: style.backgroundImage,
        position: style.position,
        top: el.getBoundingClientRect().top - document.querySelector('main')!.getBoundingClientRect().top,
      }
    })
    expect(art).toMatchObject({ image: `url("${site.origin}/art/${movieUrl}/backdrop.svg")`, position: 'absolute' })
    expect(art.top).toBeLessThanOrEqual(0)
    const response = await page.request.get(`/art/${movieUrl}/backdrop.svg`)
    expect(response.status()).toBe(200)
    expect(await response.text()).not.toContain('<path fill="#fff"')
  })

  test('a missing title shows the Korean not-found page with ways on', async () => {
    const { page } = await site.open('/contents/no-such-title')
    const detail = detailPage(page)
    await detail.notFound.waitFor()
    expect(await detail.searchLink.count()).toBe(1)
  })

  test('a long synopsis shows its first lines and 더 보기 opens it whole', async () => {
    const longest = site.hosts.catalogue.find('qa-long')!.title
    const { page } = await site.open(`/contents/${longest.movieUrl}`, { context: { viewport: { width: 390, height: 844 } } })
    const detail = detailPage(page)
    const synopsis = detail.synopsis
    await synopsis.waitFor()
    const more = detail.more
    await more.waitFor()
    const closed = (await synopsis.boundingBox())!.height
    await more.click()
    expect(await detail.less.getAttribute('aria-expanded')).toBe('true')
    expect((await synopsis.boundingBox())!.height).toBeGreaterThan(closed)
    expect(await synopsis.locator('p').textContent()).toBe(longest.synopsis)
  })

  test('"더 보기" of a row opens its whole list', async () => {
    const { page } = await site.open('/')
    await waitForHome(page)
    const more = page.getByRole('link', { name: /더 보기$/ }).first()
    await more.click()
    await page.waitForURL(/\/(contents|tag\/)/)
    await waitForGrid(page)
  })
})

describe('content list', () => {
  const orders = [
    [SortOrder.latest, '최신순', (t: { registeredAt: number }) => -t.registeredAt],
    [SortOrder.popular, '인기순', (t: { viewCount: number }) => -t.viewCount],
    [SortOrder.savedCount, '저장순', (t: { savedCount: number }) => -t.savedCount],
  ] as const
  test.for(orders)('sort %s (%s) orders the list by the catalogue', async ([sort, label, key]) => {
    const { page } = await site.open('/contents?section=3')
    await waitForGrid(page)
    await page.getByRole('button', { name: label, exact: true }).click()
    await page.waitForURL(new RegExp(`sort=${sort}`))
    await waitForGrid(page)
    const titles = titlesByUrl(site)
    const urls = await cardUrls(page, 'main .title-grid__list')
    expect(urls.length).toBeGreaterThan(10)
    const keys = urls.map((u) => key(titles.get(u) as never))
    expect(keys).toEqual([...keys].sort((a, b) => a - b))
  })

  test('sort 이름순 orders the titles the viewer sees in Korean collation', async () => {
    const { page } = await site.open('/contents?section=4&sort=3')
    await waitForGrid(page)
    expect(await page.getByRole('button', { name: '이름순', exact: true }).getAttribute('aria-pressed')).toBe('true')
    const names = await page.locator('main .title-grid__list a[data-movie-url]:not([data-locked]) .title-card__title').allTextContents()
    expect(names.length).toBeGreaterThan(10)
    expect(names).toEqual([...names].sort(ko.compare))
  })

  // A member is served the build's own page of /contents (drawn for no query), not the edge's: the
  // app draws its list over it rather than hydrating it, or 최신순 stayed pressed beside a list by name.
  test.for([
    ['a guest', undefined],
    ['a member', 'seed-haneul'],
  ] as const)('%s opening a sorted list by its address sees that sort pressed, and no other', async ([, member]) => {
    const { page } = await site.open('/contents?section=4&sort=3', member ? { member } : {})
    await waitForGrid(page)
    const pressed = () => page.locator('button[aria-pressed="true"]').allTextContents()
    await expect.poll(pressed).toContain('이름순')
    expect(await pressed()).not.toContain('최신순')
  })

  test('endless loading reads further pages without duplicates', async () => {
    const { page } = await site.open('/contents?section=3&count=30', { context: { viewport: { width: 1366, height: 900 } } })
    await waitForGrid(page)
    const grid = gridList(page)
    expect(await grid.total()).toBeGreaterThan(90)
    await grid.scrollUntil(90)
    // Then every row, top to bottom (only the rows near the screen are in the DOM), to the list's end.
    const seen = new Set<string>()
    const done = page.getByText(/^모두 [\d,]+편을 보셨습니다$/)
    // The closing line can show before the last page's rows are swept: go on to the document's end.
    const atEnd = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)
    for (let y = 0; ; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await grid.rowsOnScreen()
      for (const u of await cardUrls(page, 'main .title-grid__list')) seen.add(u)
      if ((await done.isVisible()) && (await atEnd())) break
    }
    expect(seen.size).toBe(await grid.loaded())
    expect(seen.size).toBe(await grid.total())
  })

  test('50 per page reads 50 titles a page', async () => {
    const { page } = await site.open('/contents?section=3')
    await waitForGrid(page)
    await page.getByRole('combobox', { name: '한 번에 볼 개수' }).selectOption('50')
    await page.waitForURL(/count=50/)
    await page.getByRole('button', { name: /다음 50개 더 보기/ }).waitFor({ state: 'attached' })
    const calls = await site.admin.calls()
    expect(calls.some((c) => c.call === 'contentList')).toBe(true)
  })
})

/**
 * Back to a list from a title (the browser's back or the title page's 뒤로): the pages read
 * before (by 다음 N개 더 보기 and by scrolling) are all there and the window is where it was, the
 * same card at the same place on screen.
 */
describe('back to a list', () => {
  const biggestTag = () => {
    const counts = new Map<string, number>()
    for (const t of site.hosts.catalogue.titles) if (!t.adult) for (const tag of t.tagUrls) counts.set(tag, (counts.get(tag) ?? 0) + 1)
    return [...counts].sort((a, b) => b[1] - a[1])[0]![0]
  }
  const phone = { width: 390, height: 844 }
  const desktop = { width: 1366, height: 900 }
  test.for([
    { name: 'a section, browser back, desktop', list: () => '/contents?section=3&count=30', back: 'browser', viewport: desktop },
    { name: 'a section, 뒤로, phone', list: () => '/contents?section=3&count=30', back: 'backBar', viewport: phone },
    { name: 'a section, browser back, phone', list: () => '/contents?section=3&count=30', back: 'browser', viewport: phone },
    { name: 'a tag, 뒤로, desktop', list: () => `/tag/${biggestTag()}`, back: 'backBar', viewport: desktop },
  ] as const)('$name: the same pages and place', async ({ list, back, viewport }) => {
    const path = list()
    const { page } = await site.open(path, { context: { viewport } })
    await waitForGrid(page)
    const grid = gridList(page)
    await grid.loadMore()
    await grid.scrollUntil(Math.min(await grid.total(), (await grid.loaded()) + 30))
    await grid.settled()
    // Somewhere in the middle of what was read, away from the end (where the next page would load).
    await page.evaluate(() => window.scrollTo(0, Math.round(document.documentElement.scrollHeight * 0.45)))
    await grid.rowsOnScreen()
    // At the end, the page that came in may have asked for the next one: count once it is in too.
    await grid.settled()
    const loaded = await grid.loaded()
    const y = await page.evaluate(() => window.scrollY)
    const card = await grid.cardOnScreen()
    expect(card).not.toBeNull()
    expect(y).toBeGreaterThan(viewport.height)

    await page.locator(`main a[data-movie-url="${card!.movieUrl}"]`).click()
    await detailPage(page).shown(card!.movieUrl)
    // The kept pages come back as they were: going back reads no page of the list again.
    const listReads: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v3/contents/list') listReads.push(request.url())
    })
    if (back === 'browser') await page.goBack()
    else await page.getByTestId(TestId.backBar).getByRole('button', { name: '뒤로' }).click()
    await page.locator(`main .title-grid__list a[data-movie-url="${card!.movieUrl}"]`).waitFor()
    await twoFrames(page)

    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
    expect(await grid.loaded()).toBe(loaded)
    expect(listReads).toEqual([])
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(2)
    expect(Math.abs((await grid.topOf(card!.movieUrl))! - card!.top)).toBeLessThanOrEqual(2)
  })

  test('a new visit to the same list starts again at its first page', async () => {
    // A phone: the first page alone is taller than the endless loading's look-ahead.
    const { page } = await site.open('/', { context: { viewport: { width: 390, height: 844 } } })
    const grid = gridList(page)
    const sectionTab = page.locator(`[data-testid="${TestId.headerMenuItem}"][data-section-no="3"]`)
    await sectionTab.click()
    await waitForGrid(page)
    await grid.loadMore()
    expect(await grid.loaded()).toBe(60)
    await page.locator('.site-header__logo').click()
    await waitForHome(page)
    await sectionTab.click()
    await waitForGrid(page)
    expect(await grid.loaded()).toBe(30)
  })
})

describe('an event page', () => {
  test('a running event shows its name, period and titles, and 전체 보기 opens its list', async () => {
    const { page } = await site.open('/landing/free-week')
    await page.getByTestId('landing').waitFor()
    expect(await page.getByTestId('page-title').textContent()).toBe('이번 주 무료 영화관')
    const urls = await cardUrls(page)
    expect(urls.length).toBeGreaterThan(5)
    const byUrl = titlesByUrl(site)
    expect(urls.every((u) => byUrl.get(u)?.serviceId === ServiceId.free)).toBe(true)
    await page.getByRole('link', { name: '전체 보기' }).click()
    await page.waitForURL(/\/contents\?/)
    expect(new URL(page.url()).searchParams.get('section')).toBe(String(ServiceId.free))
    await waitForGrid(page)
  })

  test('an event that is not running says so and offers featured titles', async () => {
    const { page } = await site.open('/landing/spring-2020')
    await page.getByText('진행 중인 이벤트가 없습니다').waitFor()
    await page.getByRole('heading', { name: '지금 추천하는 작품' }).waitFor()
    expect(await page.getByTestId('page-title').textContent()).toBe('이벤트 안내')
  })
})

describe('keyboard only', () => {
  test('from the home to a detail page and its play link with Tab and Enter', async () => {
    const { page } = await site.open('/')
    await waitForHome(page)
    let found = false
    for (let i = 0; i < 60 && !found; i++) {
      await page.keyboard.press('Tab')
      found = await page.evaluate(() => document.activeElement?.matches('.title-row a[data-movie-url]:not([data-locked])') ?? false)
    }
    expect(found).toBe(true)
    // ← / → move between the row's cards.
    const before = await page.evaluate(() => document.activeElement?.getAttribute('data-movie-url'))
    await page.keyboard.press('ArrowRight')
    const after = await page.evaluate(() => document.activeElement?.getAttribute('data-movie-url'))
    expect(after).not.toBe(before)
    await page.keyboard.press('Enter')
    const detail = detailPage(page)
    await detail.shown(after!)
    const play = detail.play
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      if (await play.evaluate((el) => el === document.activeElement)) break
    }
    expect(await play.evaluate((el) => el === document.activeElement)).toBe(true)
  })
})

describe('taste', () => {
  test('choosing tastes on /settings/tag changes the home', async () => {
    const { page } = await site.open('/', { member: 'seed-haneul' })
    await waitForHome(page)
    const rowsBefore = await page.locator('main .title-row').evaluateAll((rows) => rows.map((r) => r.textContent))
    await page.goto('/settings/tag')
    await page.getByTestId('taste-form').waitFor()
    const boxes = page.locator('[data-testid="taste-form"] input[type="checkbox"]')
    // Clear, then pick three others than before.
    for (const box of await boxes.all()) if (await box.isChecked()) await box.uncheck()
    const n = await boxes.count()
    for (const i of [n - 1, n - 2, n - 3]) await boxes.nth(i).check()
    await page.getByRole('button', { name: '저장하기' }).click()
    await page.getByText('취향을 저장했습니다').waitFor()
    await page.goto('/')
    await waitForHome(page)
    const rowsAfter = await page.locator('main .title-row').evaluateAll((rows) => rows.map((r) => r.textContent))
    expect(rowsAfter).not.toEqual(rowsBefore)
  })

  test('fewer than three tastes is refused in Korean', async () => {
    const { page } = await site.open('/user/tag', { member: 'seed-seoyeon' })
    await page.getByTestId('taste-form').waitFor()
    const boxes = page.locator('[data-testid="taste-form"] input[type="checkbox"]')
    for (const box of await boxes.all()) if (await box.isChecked()) await box.uncheck()
    await boxes.first().check()
    await page.getByRole('button', { name: '선택 완료' }).click()
    await page.getByText('3개 이상 골라 주세요').last().waitFor()
  })
})
