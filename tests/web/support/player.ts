import type { Page } from 'playwright-core'

/** The player (/player/…, /scene/…) as a test uses it: its media element, its state, and waits on that state. */

const MEDIA = '[data-testid="player-media"]'

/** What a test waits for in the media element; every field given must hold. */
export interface MediaWanted {
  readonly readyState?: number
  readonly paused?: boolean
  /** currentTime at least this. */
  readonly timeAtLeast?: number
  /** currentTime within 1 s of this. */
  readonly timeNear?: number
}

export const player = (page: Page) => {
  return {
    media: page.getByTestId('player-media'),
    /** The media element's time and state, or null while there is none. */
    state: () =>
      page.evaluate((selector) => {
        const v = document.querySelector(selector) as HTMLVideoElement | null
        return v ? { time: v.currentTime, paused: v.paused, readyState: v.readyState, muted: v.muted } : null
      }, MEDIA),
    /** The media element's currentTime (-1 while there is none). */
    time: async () => await page.evaluate((selector) => (document.querySelector(selector) as HTMLVideoElement | null)?.currentTime ?? -1, MEDIA),
    /** Waits until the media element is there and in the wanted state. */
    until: (wanted: MediaWanted, timeout = 20_000) =>
      page.waitForFunction(
        ({ selector, wanted }) => {
          const v = document.querySelector(selector) as HTMLVideoElement | null
          if (!v) return false
          return (
            (wanted.readyState === undefined || v.readyState >= wanted.readyState) &&
            (wanted.paused === undefined || v.paused === wanted.paused) &&
            (wanted.timeAtLeast === undefined || v.currentTime >= wanted.timeAtLeast) &&
            (wanted.timeNear === undefined || Math.abs(v.currentTime - wanted.timeNear) < 1)
          )
        },
        { selector: MEDIA, wanted },
        { timeout },
      ),
    /** Sets currentTime, paused first when `pause` (so the time stays put). */
    seek: (at: number, pause = false) =>
      page.evaluate(
        ({ selector, at, pause }) => {
          const v = document.querySelector(selector) as HTMLVideoElement
          if (pause) v.pause()
          v.currentTime = at
        },
        { selector: MEDIA, at, pause },
      ),
    /** The subtitle tracks: each one's mode, and whether its <track> element carries `default` (the engine's own choice). */
    subtitleTracks: () =>
      page.evaluate((selector) => {
        const el = document.querySelector(selector) as HTMLVideoElement
        const tracks = Array.from(el.textTracks).filter((t) => t.kind === 'subtitles')
        return { modes: tracks.map((t) => t.mode), withDefault: el.querySelectorAll('track[kind="subtitles"][default]').length }
      }, MEDIA),
    pause: () => page.evaluate((selector) => (document.querySelector(selector) as HTMLVideoElement).pause(), MEDIA),
    playbackRate: (rate: number) =>
      page.evaluate(({ selector, rate }) => void ((document.querySelector(selector) as HTMLVideoElement).playbackRate = rate), { selector: MEDIA, rate }),
    /** Starts playback: autoplay with sound is refused on a fresh load, so the viewer presses 재생 시작. */
    async start(): Promise<void> {
      await page.getByTestId('player-media').waitFor({ state: 'attached' })
      const start = page.getByRole('button', { name: '재생 시작' })
      const playing = page.waitForFunction(
        (selector) => {
          const v = document.querySelector(selector) as HTMLVideoElement | null
          return v !== null && !v.paused && v.currentTime > 0
        },
        MEDIA,
        { timeout: 10_000 },
      )
      await Promise.race([start.waitFor({ timeout: 10_000 }).then(() => start.click()), playing])
    },
    /** Resolves with the next savePosition answer (start waiting before the pause that sends it). */
    nextSave: () => page.waitForResponse((r) => r.url().endsWith('/v3/play/savePosition')),
    /** Records every currentTime the media reports (timeupdate) from now on; read them with `times`. */
    recordTimes: () =>
      page.evaluate((selector) => {
        const w = window as unknown as { __times: number[] }
        w.__times = []
        const v = document.querySelector(selector) as HTMLVideoElement
        v.addEventListener('timeupdate', () => w.__times.push(v.currentTime))
      }, MEDIA),
    /** The recorded times once they have gone back (a time well below the one before) `count` times, or the media has stopped. */
    async loopedTimes(count: number): Promise<number[]> {
      await page.waitForFunction(
        ({ selector, count }) => {
          const times = (window as unknown as { __times: number[] }).__times
          const wraps = times.filter((t, i) => i > 0 && t < times[i - 1]! - 5).length
          const v = document.querySelector(selector) as HTMLVideoElement
          return wraps >= count || v.paused || v.ended
        },
        { selector: MEDIA, count },
        { timeout: 30_000 },
      )
      return page.evaluate(() => (window as unknown as { __times: number[] }).__times)
    },
  }
}
