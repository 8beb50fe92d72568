import { describe, expect, test } from 'vitest'
import { ItemType, MyPageTab, ServiceId } from '../../core/contract/index.ts'
import { blockingViolations } from './support/axe.ts'
import { failedRequest } from './support/consoleWatch.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { myPage } from './support/myPage.ts'
import { QA_SERIES, qaEpisode, series } from './support/series.ts'

/**
 * A series on its detail page, in Chromium against the stand-in (docs/decisions/1715–1718): 재생
 * starts where the viewer is (watchProgress), the season picker's choice is ?season=, each episode
 * shows its progress, and 이어보기 / 시청 기록 name the episode. The QA series has one-minute
 * episodes: 95 % (57 s) counts as watched.
 */
const site = useSite()
const WATCHED_AT = 57.5

describe('where 재생 starts', () => {
  test('after 1화 is watched 재생 says 2화 이어보기 (from its start); after half of 2화, 2화 이어보기 resumes it; the episodes show progress and 다 봄', async () => {
    const { page } = await site.open(`/contents/${QA_SERIES}`, { member: 'seed-minji' })
    const detail = series(page)
    await detail.play.waitFor()
    expect(await detail.play.textContent()).toContain('1화 재생')

    await detail.watchTo(qaEpisode(1, 1), WATCHED_AT)
    await detail.open()
    await expect.poll(() => detail.play.getAttribute('aria-label')).toBe('2화 이어보기')
    expect(await detail.play.getAttribute('href')).toBe(`/player/${qaEpisode(1, 2)}`)
    await detail.episode(qaEpisode(1, 1)).getByText('다 봄').waitFor()

    await detail.watchTo(qaEpisode(1, 2), 30)
    await detail.open()
    await expect.poll(() => detail.play.getAttribute('aria-label')).toBe('2화 이어보기')
    const href = (await detail.play.getAttribute('href')) ?? ''
    expect(href).toMatch(new RegExp(`^/player/${qaEpisode(1, 2)}\\?t=`))
    const at = Number(new URL(href, site.origin).searchParams.get('t'))
    expect(at).toBeGreaterThanOrEqual(30)
    expect(at).toBeLessThan(40)
    // The half-watched episode's bar is about half full; an episode not started has none.
    const share = await detail
      .episode(qaEpisode(1, 2))
      .getByTestId('progress-bar')
      .evaluate((bar) => (bar.firstElementChild as HTMLElement).getBoundingClientRect().width / bar.getBoundingClientRect().width)
    expect(share).toBeGreaterThan(0.45)
    expect(share).toBeLessThan(0.7)
    expect(await detail.episode(qaEpisode(1, 3)).getByTestId('progress-bar').count()).toBe(0)
    await expect.poll(() => detail.episode(qaEpisode(1, 1)).getByTestId('progress-bar').count()).toBe(1)

    // 2화 이어보기 opens the player at the saved position.
    await detail.play.click()
    await page.waitForURL(`**/player/${qaEpisode(1, 2)}?t=*`)
    await page.waitForFunction(() => {
      const v = document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null
      return v !== null && v.readyState >= 1 && v.currentTime >= 29
    })

    // The home's 이어보기 and my page's 시청 기록 name the episode, with its art.
    await page.goto('/')
    await waitForApp(page)
    const row = page.getByTestId('continue-watching')
    const home = series(page).watchEpisode('시즌 1 · 2화')
    await home.waitFor()
    expect(await row.getByTestId('watch-list-item').filter({ hasText: '시험 시리즈: 정주행' }).count()).toBe(1)
    expect(await home.locator('img').getAttribute('src')).toMatch(new RegExp(`/art/${qaEpisode(1, 2)}/tile`))

    await myPage(page).open(MyPageTab.watched)
    const mine = series(page).watchEpisode('시즌 1 · 2화')
    await mine.waitFor()
    expect(await mine.textContent()).toContain('시험 1-2')
    expect(await mine.locator('img').getAttribute('src')).toMatch(new RegExp(`/art/${qaEpisode(1, 2)}/tile`))
  })

  test('a viewer who watched 1–3화 finds 4화 이어보기 on the detail page the next day (a fresh page, the same member)', async () => {
    const { page } = await site.open(`/player/${qaEpisode(1, 1)}`, { member: 'seed-junho' })
    const viewer = series(page)
    for (const episode of [1, 2, 3]) await viewer.watchTo(qaEpisode(1, episode), WATCHED_AT)

    const next = (await site.open(`/contents/${QA_SERIES}`, { member: 'seed-junho' })).page
    const detail = series(next)
    await detail.play.waitFor()
    expect(await detail.play.getAttribute('aria-label')).toBe('4화 이어보기')
    expect(await detail.play.getAttribute('href')).toBe(`/player/${qaEpisode(1, 4)}`)
    for (const episode of [1, 2, 3]) await detail.episode(qaEpisode(1, episode)).getByText('다 봄').waitFor()
  })

  test("a guest's device keeps its place too: after 1화, back on the page and on a full load (the page the edge serves), 2화 이어보기", async () => {
    const { page } = await site.open(`/contents/${QA_SERIES}`)
    const viewer = series(page)
    await viewer.play.click()
    await viewer.watchTo(qaEpisode(1, 1), WATCHED_AT, false)
    await page.goBack()
    await expect.poll(() => viewer.play.getAttribute('aria-label')).toBe('2화 이어보기')
    await viewer.open()
    expect(await page.locator('#served-page').count()).toBe(1)
    await expect.poll(() => viewer.play.getAttribute('aria-label')).toBe('2화 이어보기')
    await viewer.episode(qaEpisode(1, 1)).getByText('다 봄').waitFor()
  })

  test('once 시즌 1 is watched, 재생 names the season: 시즌 2 · 1화 이어보기, and the picker opens on 시즌 2', async () => {
    const { page } = await site.open(`/player/${qaEpisode(1, 5)}`, { member: 'seed-seoyeon' })
    const viewer = series(page)
    await viewer.watchTo(qaEpisode(1, 5), WATCHED_AT)
    await viewer.open()
    await expect.poll(() => viewer.play.getAttribute('aria-label')).toBe('시즌 2 · 1화 이어보기')
    await expect.poll(() => viewer.picker.inputValue()).toBe('2')
  })

  test('when watchProgress fails the page still lists the episodes, without progress, and 재생 starts at 1화', async () => {
    const { page, console } = await site.newPage()
    console.allow(failedRequest(503))
    await site.admin.addFaults('watchProgress=status:503')
    try {
      const detail = series(page)
      await detail.open()
      expect(await detail.play.getAttribute('aria-label')).toBe('1화 재생')
      expect(await detail.episodes.count()).toBe(5)
      expect(await page.getByText('불러오지 못했습니다').count()).toBe(0)
    } finally {
      await site.admin.clearFaults()
    }
  })
})

describe('the home', () => {
  test("a started title's card shows its progress, from the 이어보기 the home already reads (no read of its own)", async () => {
    const { page } = await site.open('/', { member: 'seed-haneul' })
    await page.locator('.title-card[data-movie-url]').first().waitFor()
    // A free title among the home's cards (any member may play it).
    const free = new Set(
      site.hosts.catalogue.titles.filter((t) => t.itemType === ItemType.free && t.serviceId !== ServiceId.playy && !t.adult).map((t) => t.movieUrl),
    )
    const shown = await page.locator('.title-card[data-movie-url]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-movie-url')!))
    const movieUrl = shown.find((url) => free.has(url))!
    expect(movieUrl).toBeDefined()
    await series(page).watchTo(movieUrl, 30)
    const reads: string[] = []
    page.on('request', (request) => reads.push(new URL(request.url()).pathname))
    await page.goto('/')
    await waitForApp(page)
    await page.locator(`.title-card[data-movie-url="${movieUrl}"]`).first().getByTestId('progress-bar').waitFor()
    expect(reads.filter((path) => path.endsWith('/watchProgress'))).toEqual([])
  })
})

describe('seasons', () => {
  test('?season=2 shows 시즌 2 and the picker marks it; picking 시즌 1 by keyboard puts it in the address; a bad ?season= falls back to 시즌 1', async () => {
    const { page } = await site.open(`/contents/${QA_SERIES}?season=2`)
    const detail = series(page)
    await detail.play.waitFor()
    expect(await detail.picker.inputValue()).toBe('2')
    expect(await detail.episodes.evaluateAll((items) => items.map((li) => li.getAttribute('data-movie-url')))).toEqual([1, 2, 3].map((n) => qaEpisode(2, n)))

    await detail.picker.focus()
    await page.keyboard.press('ArrowUp')
    await page.waitForURL((url) => url.searchParams.get('season') === '1')
    await detail.episode(qaEpisode(1, 5)).waitFor()
    expect(await detail.episodes.count()).toBe(5)

    for (const bad of ['9', 'abc', '']) {
      await detail.open(`/contents/${QA_SERIES}?season=${bad}`)
      expect(await detail.picker.inputValue()).toBe('1')
      await detail.episode(qaEpisode(1, 1)).waitFor()
    }
  })

  test('the detail page with its season picker fits a phone and a laptop, and axe finds nothing serious', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const { page } = await site.open(`/contents/${QA_SERIES}`, { context: { viewport } })
      const detail = series(page)
      await detail.play.waitFor()
      await detail.picker.waitFor()
      expect(await detail.overflows()).toBe(false)
      const box = (await detail.play.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(await blockingViolations(page)).toEqual([])
    }
  })
})
