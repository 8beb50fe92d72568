import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { useSite, waitForApp } from './support/harness.ts'

/**
 * The position saved as the page hides (docs/decisions/1103, 1323): leaving the site from the
 * player sends savePosition through the app's request path with fetch's keepalive, carrying the
 * position at that moment, and the next visit resumes there.
 */
const site = useSite()

const media = '[data-testid="player-media"]'
const mediaTime = (page: Page) => page.evaluate((sel) => (document.querySelector(sel) as HTMLVideoElement | null)?.currentTime ?? -1, media)

/** Starts playback: autoplay with sound is refused on a fresh load, so the viewer presses 재생 시작. */
const startPlayback = async (page: Page) => {
  await page.getByTestId('player-media').waitFor({ state: 'attached' })
  const start = page.getByRole('button', { name: '재생 시작' })
  await Promise.race([
    start.waitFor({ timeout: 10_000 }).then(() => start.click()),
    page.waitForFunction(
      (sel) => {
        const v = document.querySelector(sel) as HTMLVideoElement | null
        return v !== null && !v.paused && v.currentTime > 0
      },
      media,
      { timeout: 10_000 },
    ),
  ])
}

test('leaving the site from the player saves the position of that moment, and the next visit resumes there', async () => {
  const { page, context } = await site.open('/player/qa-free', { member: 'seed-minji' })
  await startPlayback(page)
  await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLVideoElement).currentTime > 1, media)
  // Paused (which saves once), so nothing but the page hiding saves the position set next.
  await page.keyboard.press('k')
  await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLVideoElement).paused, media)
  await expect.poll(() => site.hosts.calls.count('savePosition')).toBeGreaterThan(0)
  const before = site.hosts.calls.count('savePosition')

  // Jump to 200 s and leave at once: the page hides with the new position not yet saved.
  await page.evaluate((sel) => {
    ;(document.querySelector(sel) as HTMLVideoElement).currentTime = 200
    location.href = 'about:blank'
  }, media)
  await page.waitForURL('about:blank')
  await expect.poll(() => site.hosts.calls.count('savePosition'), { timeout: 10_000 }).toBe(before + 1)

  const again = await context.newPage()
  await again.goto(`${site.origin}/player/qa-free`)
  await waitForApp(again)
  await startPlayback(again)
  await again.waitForFunction((sel) => ((document.querySelector(sel) as HTMLVideoElement | null)?.readyState ?? 0) >= 2, media)
  expect(Math.abs((await mediaTime(again)) - 200)).toBeLessThan(2)
})
