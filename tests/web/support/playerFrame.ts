import type { Page } from 'playwright-core'
import { TestId } from '../../../web/testids.ts'
import type { Box } from './phonePlayer.ts'

/** The player's frame as a test sees it: its controls' boxes, the tab bar's, its back controls, the picture against the window. */

export const DESKTOP = { viewport: { width: 1280, height: 800 } } as const

/** The controls a viewer needs on a scene, by their media-chrome element. */
export const SCENE_CONTROLS = ['media-play-button', 'media-time-range', 'media-captions-button', 'media-fullscreen-button'] as const

/** Whether two boxes share any area. */
export const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

export const playerFrame = (page: Page) => ({
  /** Each of the scene's controls' boxes (the wide bar's, the one a viewer sees), the tab bar's and the site header's (null when there is none), and the window's height. */
  boxes: () =>
    page.evaluate(
      ({ controls, navi, header }) => {
        const shown = (el: Element | null) => {
          if (!el) return null
          const r = el.getBoundingClientRect()
          return r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null
        }
        return {
          controls: Object.fromEntries(controls.map((name) => [name, [...document.querySelectorAll(name)].map(shown).find((box) => box !== null) ?? null])),
          tabBar: shown(document.querySelector(`[data-testid="${navi}"]`)),
          header: shown(document.querySelector(`[data-testid="${header}"]`)),
          windowHeight: innerHeight,
        }
      },
      { controls: [...SCENE_CONTROLS], navi: TestId.footerNavi, header: TestId.siteHeader },
    ),
  backBar: page.getByTestId(TestId.backBar),
  /** Every visible link or button whose name says it goes back (뒤로, 홈으로, 돌아가기). */
  backControls: page.locator('a:visible, button:visible').filter({ hasText: /뒤로|홈으로|돌아가기|←|‹/ }),
  /** The media element's box and the window's size. */
  pictureCover: () =>
    page.evaluate(() => {
      const r = document.querySelector('[data-testid="player-media"]')!.getBoundingClientRect()
      const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0))
      const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0))
      return (w * h) / (innerWidth * innerHeight)
    }),
  siteHeader: page.getByTestId(TestId.siteHeader),
  /** The title and ← over the picture (its top chrome): whether each lies over the picture's top-left quarter, and the row's opacity. */
  topOverlay: () =>
    page.evaluate(() => {
      const picture = document.querySelector('[data-testid="player-media"]')!.getBoundingClientRect()
      const over = (el: Element) => {
        const r = el.getBoundingClientRect()
        return (
          r.width > 0 &&
          r.left >= picture.left &&
          r.top >= picture.top &&
          r.right <= picture.left + picture.width &&
          r.bottom <= picture.top + picture.height / 4
        )
      }
      return {
        title: over(document.querySelector('.player__title')!),
        back: over(document.querySelector('[data-testid="player-back"]')!),
        opacity: getComputedStyle(document.querySelector('[data-testid="player-top"]')!).opacity,
      }
    }),
  /** The title and ← over the picture: whether both lie inside the fullscreen element, with a box on screen. */
  topInFullscreen: () =>
    page.evaluate(() => {
      const full = document.fullscreenElement
      const inside = (el: Element | null) => {
        if (!el || !full?.contains(el)) return false
        const r = el.getBoundingClientRect()
        return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
      }
      return { title: inside(document.querySelector('.player__title')), back: inside(document.querySelector('[data-testid="player-back"]')) }
    }),
  fullscreenEntered: () => page.waitForFunction(() => document.fullscreenElement?.localName === 'media-controller', null, { timeout: 10_000 }),
  back: page.getByTestId('player-back'),
  /** Waits until media-chrome has hidden the controls for want of input (its autohide). */
  controlsIdle: () => page.waitForFunction(() => document.querySelector('media-controller')?.hasAttribute('userinactive') === true, null, { timeout: 15_000 }),
  /** Waits until the title and ← over the picture are fully shown (a fade in, 0.25 s, may still run as the page settles). */
  overlayShown: () => topOpacity(page, '1'),
  /** Waits until the title and ← over the picture have faded to nothing (their opacity transition done). */
  titleFaded: () => topOpacity(page, '0'),
})

const topOpacity = (page: Page, opacity: string) =>
  page.waitForFunction((want) => getComputedStyle(document.querySelector('[data-testid="player-top"]')!).opacity === want, opacity, { timeout: 10_000 })
