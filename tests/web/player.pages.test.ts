import { expect, test } from 'vitest'
import { blockingViolations } from './support/axe.ts'
import { MyPageTab } from '../../core/contract/index.ts'
import { detailPage } from './support/detailPage.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { myPage } from './support/myPage.ts'
import { player } from './support/player.ts'

/**
 * Around the player: the keyboard-only path, axe with the controls shown, saving and
 * sharing a section found again on /myPage, the home's 이어보기 row with remove, /bshorts.
 */
const site = useSite()

test('keyboard only: detail → 재생 → pause → seek → back', async () => {
  const { page } = await site.open('/contents/qa-free')
  // Tab to the detail page's play link and press Enter (a user gesture, so playback starts with sound).
  const play = detailPage(page).play
  for (let i = 0; i < 40 && !(await play.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/player\/qa-free$/)
  const media = player(page)
  await media.until({ paused: false, timeAtLeast: 0.5 }, 15_000)
  await page.keyboard.press('k')
  await media.until({ paused: true })
  const before = await media.time()
  await page.keyboard.press('l')
  await media.until({ timeAtLeast: before + 9 })
  await page.keyboard.press('ArrowLeft')
  await media.until({ timeNear: before + 5 })
  // Back: Tab reaches the "작품 정보" link first (it comes before the player), Enter follows it.
  const back = page.getByRole('link', { name: /작품 정보로 돌아가기/ })
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  for (let i = 0; i < 40 && !(await back.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await detailPage(page).shown('qa-free')
})

test('axe: no serious or critical violation on the player with its controls shown', async () => {
  const { page } = await site.open('/player/qa-free')
  await player(page).media.waitFor({ state: 'attached' })
  // Focus inside the player keeps the controls shown: checked once they have faded fully in.
  await page.locator('media-play-button').first().focus()
  await page.waitForFunction(() => [...document.querySelectorAll('media-control-bar')].every((bar) => getComputedStyle(bar).opacity === '1'))
  expect(await blockingViolations(page)).toEqual([])
  // Every control has a Korean name.
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('media-control-bar > *')]
      .filter((el) => el.tagName.toLowerCase().startsWith('media-') && el.tagName.toLowerCase() !== 'media-time-display')
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}: ${el.getAttribute('aria-label') ?? el.shadowRoot?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? ''}`,
      ),
  )
  expect(names.length).toBeGreaterThan(8)
  for (const name of names) expect(name).toMatch(/: .*[가-힣]/)
})

test('a member saves a 10-second section, shares it, and finds it on /myPage tab 4; the link opens there', async () => {
  const { page, context } = await site.open('/player/qa-free?t=40', { member: 'seed-minji' })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const media = player(page)
  await media.until({ readyState: 1 })
  await media.seek(40, true)
  await page.getByRole('button', { name: /시작 지점 표시/ }).click()
  await media.seek(50, true)
  await page.getByRole('button', { name: /끝 지점 표시/ }).click()
  // Saving is the page's write (clipAct): the player keeps playing, its playInfo not read again.
  const playInfoReads: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/v3/play/info')) playInfoReads.push(request.url())
  })
  await page.evaluate(() => ((window as unknown as { __media: Element | null }).__media = document.querySelector('[data-testid="player-media"]')))
  await page.getByRole('button', { name: '구간 저장' }).click()
  await page.getByTestId('clip-status').filter({ hasText: '구간을 저장했습니다' }).waitFor()
  await page.waitForLoadState('networkidle')
  expect(playInfoReads).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __media: Element | null }).__media === document.querySelector('[data-testid="player-media"]'))).toBe(
    true,
  )
  await page.getByRole('button', { name: '공유' }).click()
  await page.getByTestId('clip-status').filter({ hasText: '링크를 복사했습니다' }).waitFor()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(`${site.origin}/player/qa-free?t=40-50`)

  await myPage(page).open(MyPageTab.savedSections)
  const item = myPage(page).items.first()
  await item.waitFor()
  expect(await item.textContent()).toContain('40초 – 50초')
  // A film's item has its art too, not only a series' episode.
  await item.locator('img[src$="/art/qa-free/tile.svg"]').waitFor()
  await item.getByRole('link').click()
  await page.waitForURL(/\/player\/qa-free\?t=40-50$/)
  await media.until({ readyState: 1 })
  expect(Math.abs((await media.time()) - 40)).toBeLessThan(1)
})

test('이어보기: a started title shows on the home and can be removed (the 95 % rule: core and CLI tests)', async () => {
  const { page } = await site.open('/', { member: 'seed-junho' })
  const media = player(page)
  // The player saves the position when it pauses (then the home lists it): two titles, so that
  // after one is removed the row still comes, drawn from the answer that would have listed it.
  for (const [title, at] of [
    ['qa-long', 60],
    ['qa-free', 120],
  ] as const) {
    await page.goto(`/player/${title}?t=${at}`)
    await media.until({ readyState: 1, timeAtLeast: at - 1 })
    const saved = media.nextSave()
    await media.pause()
    await saved
  }
  await page.goto('/')
  await waitForApp(page)
  const row = page.getByTestId('continue-watching')
  await row.waitFor()
  expect(await row.textContent()).toContain('시험 영화: 무료')
  const remove = (name: string) => row.getByRole('button', { name: `${name} 목록에서 지우기` })
  await remove('시험 영화: 무료').click()
  // Reload once the removal has been answered (its message), not while it is on its way.
  await page.getByRole('status').filter({ hasText: '목록에서 지웠습니다' }).waitFor({ state: 'attached' })
  await page.reload()
  await waitForApp(page)
  await remove('시험 영화: 긴 줄거리').waitFor()
  expect(await remove('시험 영화: 무료').count()).toBe(0)
})

test('/bshorts: autoplays muted, ↓ moves to the preloaded next clip, 소리 켜기 unmutes', async () => {
  const { page } = await site.open('/bshorts/qa-clip-1')
  await page.getByTestId('shorts-feed').waitFor()
  const active = () =>
    page.evaluate(() => {
      const v = document.querySelector('[data-testid="shorts-active"] [data-testid="shorts-media"]') as (HTMLVideoElement & { dataset: DOMStringMap }) | null
      return v ? { url: v.getAttribute('data-url'), time: v.currentTime, muted: v.muted, paused: v.paused } : null
    })
  await page.waitForFunction(
    () => ((document.querySelector('[data-testid="shorts-active"] [data-testid="shorts-media"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 0.3,
    undefined,
    { timeout: 15_000 },
  )
  expect(await active()).toMatchObject({ url: 'qa-clip-1', muted: true, paused: false })
  expect(await page.locator('[data-testid="shorts-next"] [data-testid="shorts-media"]').getAttribute('data-url')).toBe('qa-clip-2')
  await page.keyboard.press('ArrowDown')
  await page.waitForFunction(
    () => document.querySelector('[data-testid="shorts-active"] [data-testid="shorts-media"]')?.getAttribute('data-url') === 'qa-clip-2',
  )
  await page.getByRole('button', { name: '소리 켜기' }).click()
  await page.waitForFunction(() => !(document.querySelector('[data-testid="shorts-active"] [data-testid="shorts-media"]') as HTMLVideoElement).muted)
})

test('/bshorts: the address follows the clip on screen (a reload starts there), and 전체 보기 opens the title it comes from', async () => {
  const { page } = await site.open('/bshorts/qa-clip-1')
  const full = page.getByTestId('shorts-full')
  await full.filter({ hasText: '시험 영화: 무료' }).waitFor()
  await page.keyboard.press('ArrowDown')
  await page.waitForURL('**/bshorts/qa-clip-2')
  await full.filter({ hasText: '시험 시리즈: 정주행' }).waitFor()
  // Replaced, not pushed: 뒤로 leaves the feed rather than stepping back through it.
  expect(await page.evaluate(() => history.length)).toBe(2)
  await page.reload()
  await waitForApp(page)
  await page.waitForFunction(
    () => document.querySelector('[data-testid="shorts-active"] [data-testid="shorts-media"]')?.getAttribute('data-url') === 'qa-clip-2',
  )
  await full.click()
  await page.waitForURL('**/contents/qa-series')
  await page.getByRole('heading', { level: 1, name: '시험 시리즈: 정주행' }).waitFor()
})
