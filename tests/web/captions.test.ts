import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CAPTION_CHOICES, DEFAULT_CAPTION_STYLE, type CaptionStyle, parseCaptionStyle } from '../../web/player/captions/captionStyle.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { PHONE, phonePlayer } from './support/phonePlayer.ts'
import { player } from './support/player.ts'

/**
 * 자막 설정 (decision 1721): the viewer's size, colour and background change the captions the
 * player draws, are kept on the device across a reload, and a screen reader hears the captions
 * only when the viewer turns that on.
 */
const site = useSite()

const styleArb: fc.Arbitrary<CaptionStyle> = fc.record({
  size: fc.constantFrom(...CAPTION_CHOICES.size.map(([v]) => v)),
  color: fc.constantFrom(...CAPTION_CHOICES.color.map(([v]) => v)),
  background: fc.constantFrom(...CAPTION_CHOICES.background.map(([v]) => v)),
  announce: fc.boolean(),
})

describe('the stored style', () => {
  test('a saved style reads back as itself', () => {
    fc.assert(
      fc.property(styleArb, (style) => {
        expect(parseCaptionStyle(JSON.stringify(style))).toEqual(style)
      }),
    )
  })

  test('anything else stored reads as a valid style, each unknown field as its default', () => {
    const valid = (style: CaptionStyle) =>
      CAPTION_CHOICES.size.some(([v]) => v === style.size) &&
      CAPTION_CHOICES.color.some(([v]) => v === style.color) &&
      CAPTION_CHOICES.background.some(([v]) => v === style.background) &&
      typeof style.announce === 'boolean'
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (raw) => valid(parseCaptionStyle(raw))))
    expect(parseCaptionStyle(null)).toEqual(DEFAULT_CAPTION_STYLE)
    expect(parseCaptionStyle('{"size":"huge","color":"yellow"}')).toEqual({ ...DEFAULT_CAPTION_STYLE, color: 'yellow' })
  })
})

/** The free title on a phone, paused at 30 s (a cue shows from 27.5 to 33 s) with its caption drawn. */
const openWithCaption = async () => {
  const { page } = await site.open('/player/qa-free', { context: PHONE })
  const media = player(page)
  await media.start()
  await media.until({ readyState: 2 })
  await media.seek(30, true)
  await media.until({ paused: true, timeNear: 30 })
  const phone = phonePlayer(page)
  await phone.captionShown()
  return { page, media, phone }
}

describe('자막 설정 in the player', () => {
  test('size, colour and background change the drawn captions and survive a reload', async () => {
    const { page, media, phone } = await openWithCaption()
    const normal = await phone.captionLook()
    expect(normal.color).toBe('rgb(255, 255, 255)')
    await phone.choose('글자 크기', '크게')
    await phone.choose('글자 색', '노란색')
    await phone.choose('배경', '검정')
    const big = await phone.captionLook()
    expect(big.fontSize / normal.fontSize).toBeCloseTo(1.3, 2)
    expect(big.color).toBe('rgb(255, 225, 77)')
    expect(big.background).toBe('rgb(0, 0, 0)')

    await page.reload()
    await waitForApp(page)
    await media.start()
    await media.until({ readyState: 2 })
    await media.seek(30, true)
    await phone.captionShown()
    expect(await phone.captionLook()).toEqual(big)
    await phone.settingsButton.click()
    expect(await page.getByRole('group', { name: '글자 크기' }).getByRole('radio', { name: '크게' }).isChecked()).toBe(true)
  })

  test('작게 makes them smaller and 없음 takes the background away', async () => {
    const { phone } = await openWithCaption()
    const normal = await phone.captionLook()
    await phone.choose('글자 크기', '작게')
    await phone.choose('배경', '없음')
    const small = await phone.captionLook()
    expect(small.fontSize / normal.fontSize).toBeCloseTo(0.8, 2)
    expect(small.background).toBe('rgba(0, 0, 0, 0)')
  })

  test('the screen reader option adds a live region with the showing caption, and takes it away', async () => {
    const { page, phone } = await openWithCaption()
    expect(await phone.liveRegion.count()).toBe(0)
    await phone.settingsButton.click()
    await phone.announceOption.check()
    await phone.liveRegion.waitFor({ state: 'attached' })
    expect(await phone.liveRegion.getAttribute('aria-live')).toBe('polite')
    await page.waitForFunction(() => document.querySelector('[data-testid="captions-live"]')?.textContent === 'J와 L 키로는 10초씩 이동합니다.')
    await phone.announceOption.uncheck()
    await phone.liveRegion.waitFor({ state: 'detached' })
  })
})
