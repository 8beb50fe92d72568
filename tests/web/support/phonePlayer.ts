import type { Page } from 'playwright-core'

/** The player on a phone as a test sees it: boxes by geometry, taps on the picture, the 자막 설정 panel. */

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const
export const PHONE_LANDSCAPE = { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true } as const

/** How far apart a test's double tap is, well inside the 300 ms the player allows (web/player/phone/doubleTap.ts). */
const TAP_GAP_MS = 100

export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** What the player's layout is, measured in the page. */
export interface PlayerGeometry {
  readonly viewport: { readonly width: number; readonly height: number }
  readonly player: Box
  readonly media: Box
  /** The picture inside the media box (contain: the media's own width and height scaled to fit). */
  readonly picture: Box
  readonly skipBack: Box
  readonly skipForward: Box
  /** The top of the control bars (the seek bar's row). */
  readonly barsTop: number
  /** The showing caption's text box, or null when no cue shows. */
  readonly caption: Box | null
}

export const phonePlayer = (page: Page) => ({
  geometry: () =>
    page.evaluate((): PlayerGeometry => {
      const box = (selector: string): Box => {
        const r = document.querySelector(selector)!.getBoundingClientRect()
        return { x: r.x, y: r.y, width: r.width, height: r.height }
      }
      const media = box('[data-testid="player-media"]')
      const v = document.querySelector('[data-testid="player-media"]') as HTMLVideoElement
      const scale = Math.min(media.width / v.videoWidth, media.height / v.videoHeight)
      const picture = { width: v.videoWidth * scale, height: v.videoHeight * scale }
      const caption = document.querySelector('.captions__text')
      return {
        viewport: { width: innerWidth, height: innerHeight },
        player: box('[data-testid="player"]'),
        media,
        picture: { ...picture, x: media.x + (media.width - picture.width) / 2, y: media.y + (media.height - picture.height) / 2 },
        skipBack: box('media-seek-backward-button'),
        skipForward: box('media-seek-forward-button'),
        barsTop: box('.player__seekbar').y,
        caption: caption ? (({ x, y, width, height }) => ({ x, y, width, height }))(caption.getBoundingClientRect()) : null,
      }
    }),
  /** Waits until a cue shows in the player's caption region. */
  captionShown: () => page.waitForFunction(() => (document.querySelector('.captions__text')?.textContent ?? '') !== '', null, { timeout: 20_000 }),
  /**
   * Two taps on the picture's left (-1) or right (1) third, at its vertical middle, TAP_GAP_MS
   * apart by the events' own timestamps (Chrome DevTools Protocol). Two `touchscreen.tap` calls
   * were as far apart as the machine was busy: on a loaded machine past the 300 ms a double tap
   * allows.
   */
  async doubleTap(side: -1 | 1): Promise<void> {
    const media = (await page.getByTestId('player-media').boundingBox())!
    const point = { x: media.x + media.width * (side < 0 ? 1 / 6 : 5 / 6), y: media.y + media.height / 2 }
    const cdp = await page.context().newCDPSession(page)
    const start = Date.now() / 1000
    try {
      for (const at of [start, start + TAP_GAP_MS / 1000]) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point], timestamp: at })
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at + 0.02 })
      }
    } finally {
      await cdp.detach()
    }
  },
  settingsButton: page.getByRole('button', { name: '자막 설정' }),
  settings: page.getByRole('dialog', { name: '자막 설정' }),
  /** Opens 자막 설정 (if closed) and picks a choice by its Korean name in a group by its legend. */
  async choose(group: string, choice: string): Promise<void> {
    if (!(await page.getByRole('dialog', { name: '자막 설정' }).isVisible())) await page.getByRole('button', { name: '자막 설정' }).click()
    await page.getByRole('group', { name: group }).getByRole('radio', { name: choice }).check()
  },
  announceOption: page.getByRole('checkbox', { name: '화면 읽기 프로그램에 자막 읽어 주기' }),
  liveRegion: page.getByTestId('captions-live'),
  /** The caption region's computed size, colour and background (the region's font-size, the text's colours). */
  captionLook: () =>
    page.evaluate(() => {
      const region = getComputedStyle(document.querySelector('[data-testid="captions"]')!)
      const probe = document.querySelector('.captions__text')
      const text = probe ? getComputedStyle(probe) : null
      return { fontSize: parseFloat(region.fontSize), color: text?.color ?? null, background: text?.backgroundColor ?? null }
    }),
})
