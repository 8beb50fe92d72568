import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { blockingViolations } from './support/axe.ts'
import { useSite, waitForApp } from './support/harness.ts'

/**
 * Around the player: the keyboard-only path, axe with the controls shown, saving and
 * sharing a section found again on /myPage, the home's 이어보기 row with remove, /bshorts.
 */
const site = useSite()

const media = (page: Page) => page.evaluate(() => {
  const v = document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null
  return v ? { time: v.currentTime, paused: v.paused } : null
})

test('keyboard only: detail → 재생 → pause → seek → back', async () => {
  const { page } = await site.open('/contents/qa-free')
  // Tab to the detail page's play link and press Enter (a user gesture, so playback starts with sound).
  const play = page.getByRole('link', { name: /재생/ })
  for (let i = 0; i < 40 && !(await play.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/player\/qa-free$/)
  await page.waitForFunction(() => {
    const v = document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null
    return v !== null && !v.paused && v.currentTime > 0.5
  }, undefined, { timeout: 15_000 })
  await page.keyboard.press('k')
  await page.waitForFunction(() => (document.querySelector('[data-testid="player-media"]') as HTMLVideoElement).paused)
  const before = (await media(page))?.time ?? 0
  await page.keyboard.press('l')
  await page.waitForFunction((t) => (document.querySelector('[data-testid="player-media"]') as HTMLVideoElement).currentTime >= t + 9, before)
  await page.keyboard.press('ArrowLeft')
  await page.waitForFunction((t) => Math.abs((document.querySelector('[data-testid="player-media"]') as HTMLVideoElement).currentTime - (t + 5)) < 1, before)
  // Back: Tab reaches the "작품 정보" link first (it comes before the player), Enter follows it.
  const back = page.getByRole('link', { name: /작품 정보로 돌아가기/ })
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  for (let i = 0; i < 40 && !(await back.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/contents\/qa-free$/)
})

test('axe: no serious or critical violation on the player with its controls shown', async () => {
  const { page } = await site.open('/player/qa-free')
  await page.getByTestId('player-media').waitFor({ state: 'attached' })
  // Focus inside the player keeps the controls shown.
  await page.locator('media-play-button').first().focus()
  await page.waitForTimeout(500)
  expect(await blockingViolations(page)).toEqual([])
  // Every control has a Korean name.
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('media-control-bar > *')]
      .filter((el) => el.tagName.toLowerCase().startsWith('media-') && el.tagName.toLowerCase() !== 'media-time-display')
      .map((el) => `${el.tagName.toLowerCase()}: ${el.getAttribute('aria-label') ?? el.shadowRoot?.querySelector('[aria-label]')?.getAttribute('aria-label') ?? ''}`),
  )
  expect(names.length).toBeGreaterThan(8)
  for (const name of names) expect(name).toMatch(/: .*[가-힣]/)
})

test('a member saves a 10-second section, shares it, and finds it on /myPage tab 4; the link opens there', async () => {
  const { page, context } = await site.open('/player/qa-free?t=40', { member: 'seed-minji' })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByTestId('player-media').waitFor({ state: 'attached' })
  await page.waitForFunction(() => ((document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1)
  const seek = (t: number) =>
    page.evaluate((at) => {
      const v = document.querySelector('[data-testid="player-media"]') as HTMLVideoElement
      v.pause()
      v.currentTime = at
    }, t)
  await seek(40)
  await page.getByRole('button', { name: /시작 지점 표시/ }).click()
  await seek(50)
  await page.getByRole('button', { name: /끝 지점 표시/ }).click()
  await page.getByRole('button', { name: '구간 저장' }).click()
  await page.getByTestId('clip-status').filter({ hasText: '구간을 저장했습니다' }).waitFor()
  await page.getByRole('button', { name: '공유' }).click()
  await page.getByTestId('clip-status').filter({ hasText: '링크를 복사했습니다' }).waitFor()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(`${site.origin}/player/qa-free?t=40-50`)

  await page.goto('/myPage?tab=4')
  await waitForApp(page)
  const item = page.getByTestId('watch-list-item').first()
  await item.waitFor()
  expect(await item.textContent()).toContain('40초 – 50초')
  await item.getByRole('link').click()
  await page.waitForURL(/\/player\/qa-free\?t=40-50$/)
  await page.waitForFunction(() => ((document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1)
  const at = await page.evaluate(() => (document.querySelector('[data-testid="player-media"]') as HTMLVideoElement).currentTime)
  expect(Math.abs(at - 40)).toBeLessThan(1)
})

test('이어보기: a started title shows on the home and can be removed (the 95 % rule: core and CLI tests)', async () => {
  const { page } = await site.open('/', { member: 'seed-junho' })
  // The player saves the position when it pauses (then the home lists it).
  await page.goto('/player/qa-free?t=120')
  await page.getByTestId('player-media').waitFor({ state: 'attached' })
  await page.waitForFunction(() => ((document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1)
  await page.waitForFunction(() => ((document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null)?.currentTime ?? 0) >= 119)
  const saved = page.waitForResponse((r) => r.url().endsWith('/v3/play/savePosition'))
  await page.evaluate(() => (document.querySelector('[data-testid="player-media"]') as HTMLVideoElement).pause())
  await saved
  await page.goto('/')
  await waitForApp(page)
  const row = page.getByTestId('continue-watching')
  await row.waitFor()
  expect(await row.textContent()).toContain('시험 영화: 무료')
  await row.getByRole('button', { name: '시험 영화: 무료 목록에서 지우기' }).click()
  await row.waitFor({ state: 'detached' })
  await page.reload()
  await waitForApp(page)
  await page.waitForTimeout(500)
  expect(await page.getByTestId('continue-watching').count()).toBe(0)
})

test('/bshorts: autoplays muted, ↓ moves to the preloaded next clip, 소리 켜기 unmutes', async () => {
  const { page } = await site.open('/bshorts/qa-clip-1')
  await page.getByTestId('shorts-feed').waitFor()
  const active = () => page.evaluate(() => {
    const v = document.querySelector('[data-testid="shorts-active"] [data-testid="shorts-media"]') as (HTMLVideoElement & { dataset: DOMStringMap }) | null
    return v ? { url: v.getAttribute('data-url'), time: v.currentTime, muted: v.muted, paused: v.paused } : null
  })
  await page.waitForFunction(() => ((document.querySelector('[data-testid="shorts-active"] [data-testid="shorts-media"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 0.3, undefined, { timeout: 15_000 })
  expect(await active()).toMatchObject({ url: 'qa-clip-1', muted: true, paused: false })
  expect(await page.locator('[data-testid="shorts-next"] [data-testid="shorts-media"]').getAttribute('data-url')).toBe('qa-clip-2')
  await page.keyboard.press('ArrowDown')
  await page.waitForFunction(() => document.querySelector('[data-testid="shorts-active"] [data-testid="shorts-media"]')?.getAttribute('data-url') === 'qa-clip-2')
  await page.getByRole('button', { name: '소리 켜기' }).click()
  await page.waitForFunction(() => !(document.querySelector('[data-testid="shorts-active"] [data-testid="shorts-media"]') as HTMLVideoElement).muted)
})
