import type { Page } from 'playwright-core'

/** The player's next-episode card, still-watching question and skip button, as a test uses them. */
export const binge = (page: Page) => ({
  card: page.getByTestId('binge-card'),
  countdown: page.getByTestId('binge-countdown'),
  playNext: page.getByRole('button', { name: '다음 화 재생' }),
  close: page.getByRole('button', { name: '닫기' }),
  autoplay: page.getByRole('switch', { name: '다음 화 자동 재생' }),
  skip: page.getByTestId('binge-skip'),
  question: page.getByTestId('binge-still-watching'),
  endScreen: page.getByTestId('end-screen'),
  watchNext: page.getByTestId('end-screen').getByRole('link', { name: '다음 화 보기' }),
  again: page.getByTestId('end-screen').getByRole('button', { name: '다시 보기' }),
  titlePage: page.getByTestId('end-screen').getByRole('link', { name: '작품 정보' }),
  /** Waits until the address is this episode's player and its media plays past its start. */
  playing: (movieUrl: string, timeout = 30_000) =>
    page.waitForFunction(
      (path) => {
        const v = document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null
        return location.pathname === path && v !== null && !v.paused && v.currentTime > 0
      },
      `/player/${movieUrl}`,
      { timeout },
    ),
  /** Waits until the media element has played to its end. */
  ended: (timeout = 30_000) =>
    page.waitForFunction(() => (document.querySelector('[data-testid="player-media"]') as HTMLVideoElement | null)?.ended === true, undefined, { timeout }),
  /** Asks for fullscreen as a viewer does (the bar's fullscreen button) and waits until the player's controller is the fullscreen element. */
  async enterFullscreen(): Promise<void> {
    await page.locator('media-controller').hover()
    await page.locator('media-fullscreen-button').first().click()
    await page.waitForFunction(() => document.fullscreenElement?.tagName.toLowerCase() === 'media-controller')
  },
  /** Whether the element is drawn on top at its own centre (nothing covers it) and lies inside the fullscreen element. */
  shownInFullscreen: (testId: string) =>
    page.evaluate((id) => {
      const el = document.querySelector(`[data-testid="${id}"]`)
      const full = document.fullscreenElement
      if (!el || !full) return { inside: false, onTop: false }
      const r = el.getBoundingClientRect()
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return { inside: full.contains(el), onTop: r.width > 0 && top !== null && el.contains(top) }
    }, testId),
  /** Presses Tab until the focused element's text is `name` (within `tries` presses); true if it got there. */
  async tabTo(name: string, tries = 40): Promise<boolean> {
    for (let i = 0; i < tries; i++) {
      await page.keyboard.press('Tab')
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return true
    }
    return false
  },
})
