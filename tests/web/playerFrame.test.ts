import { describe, expect, test } from 'vitest'
import { detailPage } from './support/detailPage.ts'
import { useSite } from './support/harness.ts'
import { PHONE } from './support/phonePlayer.ts'
import { player } from './support/player.ts'
import { SCENE_CONTROLS, overlaps, playerFrame } from './support/playerFrame.ts'

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
