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
  /** Each of the scene's controls' boxes (the wide bar's, the one a viewer sees), and the tab bar's or null when there is none. */
  boxes: () =>
    page.evaluate(
      ({ controls, navi }) => {
        const shown = (el: Element) => {
          const r = el.getBoundingClientRect()
          return r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null
        }
        const bar = document.querySelector(`[data-testid="${navi}"]`)
        return {
          controls: Object.fromEntries(controls.map((name) => [name, [...document.querySelectorAll(name)].map(shown).find((box) => box !== null) ?? null])),
          tabBar: bar ? shown(bar) : null,
        }
      },
      { controls: [...SCENE_CONTROLS], navi: TestId.footerNavi },
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
  /** The page's title (its h1) and ← back: whether each lies over the picture's top-left quarter, and its opacity. */
  topOverlay: () =>
    page.evaluate(() => {
      const picture = document.querySelector('[data-testid="player-media"]')!.getBoundingClientRect()
      const over = (el: Element) => {
        const r = el.getBoundingClientRect()
        return {
          over: r.left >= picture.left && r.top >= picture.top && r.right <= picture.left + picture.width && r.bottom <= picture.top + picture.height / 4,
          opacity: getComputedStyle(el).opacity,
        }
      }
      return { title: over(document.querySelector('h1')!), back: over(document.querySelector('.watch__back')!) }
    }),
  /** Waits until media-chrome has hidden the controls for want of input (its autohide). */
  controlsIdle: () => page.waitForFunction(() => document.querySelector('media-controller')?.hasAttribute('userinactive') === true, null, { timeout: 15_000 }),
  /** Waits until the title and ← over the picture are fully shown (a fade in, 0.25 s, may still run as the page settles). */
  overlayShown: () =>
    page.waitForFunction(() => ['h1', '.watch__back'].every((selector) => getComputedStyle(document.querySelector(selector)!).opacity === '1'), null, {
      timeout: 10_000,
    }),
  /** Waits until the title over the picture has faded to nothing (its opacity transition done). */
  titleFaded: () => page.waitForFunction(() => getComputedStyle(document.querySelector('h1')!).opacity === '0', null, { timeout: 10_000 }),
})
