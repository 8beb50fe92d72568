import type { Page } from 'playwright-core'
import { waitForApp } from './harness.ts'
import { player } from './player.ts'

/** The QA series (one-minute episodes) as a test watches it and reads its detail page, 이어보기 and 시청 기록. */

export const QA_SERIES = 'qa-series'
/** The address of 시즌 `season` · `episode`화 of the QA series. */
export const qaEpisode = (season: number, episode: number): string => `qa-series-e${String(season).padStart(2, '0')}${String(episode).padStart(2, '0')}`

export const series = (page: Page) => {
  const picker = page.getByRole('combobox', { name: '시즌 선택' })
  const episodes = page.getByTestId('episode')
  return {
    /** 재생 of the title's page, whatever it says. */
    play: page.getByTestId('play'),
    picker,
    /** The shown season's episodes, in order. */
    episodes,
    /** One episode of the shown season by its address. */
    episode: (movieUrl: string) => page.locator(`[data-testid="episode"][data-movie-url="${movieUrl}"]`),
    /** 이어보기 / 시청 기록 rows naming an episode ("시즌 1 · 2화 …"). */
    watchEpisode: (text: string) => page.getByTestId('watch-list-item').filter({ has: page.getByTestId('watch-list-episode').filter({ hasText: text }) }),
    /** Opens the title's page (a full load) and waits for its 재생 (which waits for the viewer's progress). */
    async open(path = `/contents/${QA_SERIES}`): Promise<void> {
      await page.goto(path)
      await waitForApp(page)
      await page.getByTestId('play').waitFor()
    },
    /**
     * Plays the episode in this page (opened by a full load, or already on its way with `load`
     * false) and pauses it at `at` seconds, once the host has saved that position (pausing saves
     * it, as the player's heartbeat does).
     */
    async watchTo(movieUrl: string, at: number, load = true): Promise<void> {
      if (load) {
        await page.goto(`/player/${movieUrl}`)
        await waitForApp(page)
      } else await page.waitForURL(`**/player/${movieUrl}`)
      const media = player(page)
      await media.start()
      await media.seek(at)
      await media.until({ timeAtLeast: at })
      const saved = page.waitForResponse(
        async (r) => r.url().endsWith('/v3/play/savePosition') && ((await r.json()) as { output?: { position: number } }).output!.position >= at,
      )
      await page.keyboard.press('k')
      await saved
    },
    /** Whether the page is wider than the window (a sideways scroll). */
    overflows: () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
  }
}
