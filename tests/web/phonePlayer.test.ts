import { describe, expect, test } from 'vitest'
import { blockingViolations } from './support/axe.ts'
import { useSite } from './support/harness.ts'
import { PHONE, PHONE_LANDSCAPE, phonePlayer } from './support/phonePlayer.ts'
import { player } from './support/player.ts'

/**
 * The player on a phone (390×844, touch) in Chromium: the picture as big as the width allows in a
 * black stage that reaches the screen's bottom edge, the 10 s buttons on the bar, captions above
 * the bar, and a double tap on a side third skipping 10 s (decision 1720).
 */
const site = useSite()

/** Opens the free title on a phone, playing, then paused at `at` (a cue shows from 27.5 to 33 s). */
const openPaused = async (at = 30) => {
  const { page } = await site.open('/player/qa-free', { context: PHONE })
  const media = player(page)
  await media.start()
  await media.until({ readyState: 2 })
  await media.seek(at, true)
  await media.until({ paused: true, timeNear: at })
  return { page, media, phone: phonePlayer(page) }
}

describe('the phone player, portrait', () => {
  test('the picture fills the width, the stage reaches the bottom edge, the 10 s buttons and the captions sit in view above the bar', async () => {
    const { phone } = await openPaused()
    await phone.captionShown()
    const g = await phone.geometry()
    // The media box spans the screen's width, and the picture in it is bounded by that width
    // (so it is as tall as its aspect allows: height = width × its own height / width).
    expect(Math.abs(g.media.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(g.media.width - g.viewport.width)).toBeLessThanOrEqual(1)
    expect(Math.abs(g.picture.width - g.viewport.width)).toBeLessThanOrEqual(1)
    // No empty band of page: the black stage starts under the back bar and the one title row
    // (at most 110 px down) and ends at the screen's bottom edge, with the picture inside it.
    expect(g.player.y).toBeLessThanOrEqual(110)
    expect(Math.abs(g.player.y + g.player.height - g.viewport.height)).toBeLessThanOrEqual(1)
    expect(g.picture.y).toBeGreaterThanOrEqual(g.player.y)
    expect(g.picture.y + g.picture.height).toBeLessThanOrEqual(g.player.y + g.player.height)
    // The 10 s buttons are on the bar, inside the screen.
    for (const button of [g.skipBack, g.skipForward]) {
      expect(button.width).toBeGreaterThan(0)
      expect(button.x).toBeGreaterThanOrEqual(0)
      expect(button.x + button.width).toBeLessThanOrEqual(g.viewport.width)
      expect(button.y + button.height).toBeLessThanOrEqual(g.viewport.height)
    }
    // Captions (the controls show while paused) end above the bars' top.
    expect(g.caption).not.toBeNull()
    expect(g.caption!.y + g.caption!.height).toBeLessThanOrEqual(g.barsTop)
  })

  test('the seek bar’s time keeps its place: drawn at its final width before the duration is known, and the longest time fits it', async () => {
    const { page } = await site.open('/player/qa-free', { context: PHONE })
    const time = page.locator('.player__phone-time')
    const box = () =>
      time.evaluate((el) => {
        const { x, width } = el.getBoundingClientRect()
        return {
          x: Math.round(x),
          width: Math.round(width),
          reserved: Math.round(Number.parseFloat(getComputedStyle(el).minWidth)),
          overflows: el.scrollWidth > el.clientWidth,
        }
      })
    await time.waitFor()
    const first = await box()
    const media = player(page)
    await media.start()
    await media.until({ readyState: 2 })
    // Past the first hour's digits, as far as the title goes: the widest time it shows.
    await media.seek(5000, true)
    await media.until({ paused: true, timeNear: 5000 })
    // (Its text is drawn in its shadow root.)
    await expect.poll(() => time.evaluate((el) => (el.shadowRoot?.textContent ?? '').trim().slice(-20))).toMatch(/1:23:2\d\s*\/\s*1:30:00$/)
    const last = await box()
    // The box is the width set aside for it (the text never needed more), at the same place.
    expect(last).toEqual({ ...first, overflows: false })
    expect(last.width).toBe(last.reserved)
  })

  test('a double tap on the right third skips 10 s forward, on the left third 10 s back, with a 10초 sign', async () => {
    const { page, media, phone } = await openPaused(30)
    await phone.doubleTap(1)
    await media.until({ timeNear: 40 })
    expect(await page.getByTestId('tap-skip').textContent()).toContain('10초')
    await phone.doubleTap(-1)
    await media.until({ timeNear: 30 })
    await phone.doubleTap(-1)
    await media.until({ timeNear: 20 })
  })

  test('a single tap still shows or hides the controls and does not skip', async () => {
    const { page } = await site.open('/player/qa-free', { context: PHONE })
    const media = player(page)
    const box = (await page.getByTestId('player-media').boundingBox())!
    const finger = { x: box.x + box.width * 0.9, y: box.y + box.height / 2 }
    // A phone has no mouse elsewhere on the page. The headless shell keeps an emulated one (at the
    // page's top left), and after a touch it moves the hover back there: a mouseleave that
    // media-chrome reads as the pointer leaving the player. Parked where the finger lands, it
    // leaves nothing, as on a phone.
    await page.mouse.move(finger.x, finger.y)
    await media.start()
    await media.until({ paused: false, timeAtLeast: 0.5 })
    const hidden = () => page.evaluate(() => document.querySelector('media-controller')!.hasAttribute('userinactive'))
    const before = await hidden()
    const at = await media.time()
    await page.touchscreen.tap(finger.x, finger.y)
    await page.waitForFunction((was) => document.querySelector('media-controller')!.hasAttribute('userinactive') !== was, before)
    expect(await media.time()).toBeLessThan(at + 5)
  })

  test('axe finds nothing serious with 자막 설정 open', async () => {
    const { phone } = await openPaused()
    await phone.settingsButton.click()
    await phone.settings.waitFor()
    expect(await blockingViolations(phone.settings.page())).toEqual([])
  })
})

describe('the phone player, sideways', () => {
  test('where fullscreen is not granted, the player still covers the whole screen, captions above the bar', async () => {
    const { page } = await site.open('/player/qa-free', { context: PHONE_LANDSCAPE })
    const media = player(page)
    await media.start()
    await media.until({ readyState: 2 })
    await media.seek(30, true)
    const phone = phonePlayer(page)
    await phone.captionShown()
    const g = await phone.geometry()
    for (const [at, want] of [
      [g.player.x, 0],
      [g.player.y, 0],
      [g.player.width, g.viewport.width],
      [g.player.height, g.viewport.height],
    ] as const)
      expect(Math.abs(at - want)).toBeLessThanOrEqual(1)
    expect(g.caption!.y + g.caption!.height).toBeLessThanOrEqual(g.barsTop)
  })
})

describe('the desktop player', () => {
  test('a mouse click on the picture still plays and pauses, and does not skip', async () => {
    const { page } = await site.open('/player/qa-free', { context: { viewport: { width: 1280, height: 800 } } })
    const media = player(page)
    await media.start()
    await media.until({ paused: false, timeAtLeast: 0.5 })
    const box = (await page.getByTestId('player-media').boundingBox())!
    const at = await media.time()
    await page.mouse.click(box.x + box.width * 0.9, box.y + box.height / 3)
    await media.until({ paused: true })
    expect(Math.abs((await media.time()) - at)).toBeLessThan(3)
  })
})
