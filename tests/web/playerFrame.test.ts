import { describe, expect, test } from 'vitest'
import { detailPage } from './support/detailPage.ts'
import { useSite } from './support/harness.ts'
import { PHONE } from './support/phonePlayer.ts'
import { player } from './support/player.ts'
import { DESKTOP, SCENE_CONTROLS, overlaps, playerFrame } from './support/playerFrame.ts'

/**
 * The player's frame in Chromium: a scene's controls clear of the phone's tab bar, one back control
 * (to the title's page) on the player and on a scene, and the desktop player filling the window.
 */
const site = useSite()

/** Opens `path` playing, then paused (so the controls stay shown). */
const openPaused = async (path: string, context: object) => {
  const { page } = await site.open(path, { context })
  const media = player(page)
  await media.start()
  await media.until({ readyState: 2 })
  await media.pause()
  await media.until({ paused: true })
  return { page, media, frame: playerFrame(page) }
}

describe('a scene on a phone', () => {
  test('play/pause, the seek bar, CC and fullscreen are all on screen and none lies under the tab bar', async () => {
    const { frame } = await openPaused('/scene/qa-scene-1', PHONE)
    const { controls, tabBar } = await frame.boxes()
    // The tab bar is there (the scene's layout keeps it), so the check means something.
    expect(tabBar).not.toBeNull()
    for (const name of SCENE_CONTROLS) {
      const box = controls[name]
      expect(box, name).not.toBeNull()
      expect(overlaps(box!, tabBar!), `${name} under the tab bar`).toBe(false)
      expect(box!.y + box!.height, `${name} on screen`).toBeLessThanOrEqual(tabBar!.y)
    }
  })
})

describe('one back control', () => {
  test.for([
    { path: '/player/qa-free', name: 'the player' },
    { path: '/scene/qa-scene-1', name: 'a scene' },
  ])('$name on a phone has one, to the title’s page, named in Korean', async ({ path }) => {
    const { page, frame } = await openPaused(path, PHONE)
    expect(await frame.backBar.count()).toBe(0)
    expect(await frame.backControls.count()).toBe(1)
    const back = frame.backControls.first()
    expect(await back.getAttribute('href')).toBe('/contents/qa-free')
    expect(await back.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '')).toMatch(/작품 정보로 돌아가기/)
    await back.tap()
    await detailPage(page).shown('qa-free')
  })
})

describe('the desktop player', () => {
  test('fills the window at 1280×800: no site header, the picture ≥ 90 % of the window, title and ← over its top-left, fading with the controls', async () => {
    const { page, media, frame } = await openPaused('/player/qa-free', DESKTOP)
    expect(await frame.siteHeader.count()).toBe(0)
    expect(await frame.pictureCover()).toBeGreaterThanOrEqual(0.9)
    await frame.overlayShown()
    expect(await frame.topOverlay()).toEqual({ title: true, back: true, opacity: '1' })
    // One back control, the one over the picture.
    expect(await frame.backControls.count()).toBe(1)
    // Playing, untouched: the controls hide and the title and ← go with them.
    await page.evaluate(() => (document.querySelector('[data-testid="player-media"]') as HTMLVideoElement).play())
    await media.until({ paused: false })
    await frame.controlsIdle()
    await frame.titleFaded()
    // The mouse moves: they come back.
    await page.mouse.move(640, 400)
    await page.mouse.move(650, 410)
    await frame.overlayShown()
  })

  test('in fullscreen the title and ← are shown, inside the fullscreen element, and ← leads to the title’s page', async () => {
    const { page, frame } = await openPaused('/player/qa-free', DESKTOP)
    await page.locator('media-fullscreen-button').first().click()
    await frame.fullscreenEntered()
    await frame.overlayShown()
    expect(await frame.topInFullscreen()).toEqual({ title: true, back: true })
    expect(await frame.back.getAttribute('href')).toBe('/contents/qa-free')
    await frame.back.click()
    await detailPage(page).shown('qa-free')
  })

  test('a scene fills the window too at 1280×800, its title and range over the picture', async () => {
    const { frame, page } = await openPaused('/scene/qa-scene-1', DESKTOP)
    expect(await frame.siteHeader.count()).toBe(0)
    expect(await frame.pictureCover()).toBeGreaterThanOrEqual(0.9)
    await frame.overlayShown()
    expect(await frame.topOverlay()).toEqual({ title: true, back: true, opacity: '1' })
    expect(await frame.backControls.count()).toBe(1)
    await expect.poll(() => page.locator('.player__range').textContent()).toMatch(/구간 \d/)
  })
})

describe('tablets and small desktops', () => {
  test.for([
    { path: '/player/qa-free', size: { width: 800, height: 1280 } },
    { path: '/scene/qa-scene-1', size: { width: 800, height: 1280 } },
    { path: '/player/qa-free', size: { width: 1024, height: 768 } },
    { path: '/scene/qa-scene-1', size: { width: 1024, height: 768 } },
  ])('$path at $size.width×$size.height: every control on screen, none under the tab bar or the header', async ({ path, size }) => {
    const { frame } = await openPaused(path, { viewport: size })
    const { controls, tabBar, header, windowHeight } = await frame.boxes()
    for (const name of SCENE_CONTROLS) {
      const box = controls[name]
      expect(box, name).not.toBeNull()
      expect(box!.y + box!.height, `${name} on screen`).toBeLessThanOrEqual(windowHeight)
      if (tabBar) expect(overlaps(box!, tabBar), `${name} under the tab bar`).toBe(false)
      if (header) expect(overlaps(box!, header), `${name} under the header`).toBe(false)
    }
  })
})
