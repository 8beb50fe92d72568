import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { keyAction } from '../../web/player/hotkeys.ts'
import { SKIP_MIN_SECONDS, SKIP_SHOWN_SECONDS, skipOffered, skippableAt } from '../../web/player/binge/segments.ts'
import { binge } from './support/binge.ts'
import { useSite } from './support/harness.ts'
import { player } from './support/player.ts'

/**
 * Bingeing in Chromium on the QA series (one-minute episodes; credits from 48 s): the next
 * episode comes by itself, 닫기 and the autoplay switch keep the episode, the card works by
 * keyboard, the opening is skipped by its button and S, and three untouched episodes ask first.
 */
const site = useSite()

/** An episode's player, started, with its media and next-episode card. */
const playing = async (episode: string) => {
  const { page } = await site.open(`/player/${episode}`)
  const media = player(page)
  await media.start()
  return { page, media, card: binge(page) }
}

describe('next episode', () => {
  test('1화 played to its end goes on to 2화 by itself, replacing the address', async () => {
    const { page, media, card } = await playing('qa-series-e0101')
    const entries = await page.evaluate(() => history.length)
    await media.seek(57)
    await card.card.waitFor()
    expect(await card.card.textContent()).toContain('2화. 시험 1-2')
    expect(await card.countdown.textContent()).toMatch(/^\d+초 후 재생$/)
    await card.playing('qa-series-e0102')
    expect(await page.evaluate(() => history.length)).toBe(entries)
  })

  test('닫기 lets 1화 end without going on', async () => {
    const { page, media, card } = await playing('qa-series-e0101')
    await media.seek(55)
    await card.close.click()
    await card.card.waitFor({ state: 'hidden' })
    await card.ended()
    expect(new URL(page.url()).pathname).toBe('/player/qa-series-e0101')
    expect(await card.card.count()).toBe(0)
  })

  test('the card by keyboard: Escape closes it; Tab reaches 다음 화 재생 and Enter plays 2화', async () => {
    const { page, media, card } = await playing('qa-series-e0101')
    await media.seek(50)
    await card.card.waitFor()
    await page.keyboard.press('Escape')
    await card.card.waitFor({ state: 'hidden' })
    // Out of the credits and back in: the card comes again.
    await media.seek(30)
    await media.until({ timeAtLeast: 31 })
    await media.seek(50)
    await card.card.waitFor()
    expect(await card.tabTo('다음 화 재생')).toBe(true)
    await page.keyboard.press('Enter')
    await card.playing('qa-series-e0102')
  })

  test('autoplay off: the card shows without a countdown, stays at the end, and is remembered', async () => {
    const { page, media, card } = await playing('qa-series-e0101')
    await media.seek(50)
    await card.card.waitFor()
    expect(await card.autoplay.isChecked()).toBe(true)
    await card.autoplay.click()
    await card.countdown.waitFor({ state: 'hidden' })
    await page.reload()
    await media.start()
    await media.seek(57)
    await card.card.waitFor()
    expect(await card.autoplay.isChecked()).toBe(false)
    await card.ended()
    expect(await card.card.isVisible()).toBe(true)
    expect(await card.countdown.count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/player/qa-series-e0101')
  })

  test('after three untouched episodes it asks 계속 시청하시겠어요?; 계속 시청 goes on', async () => {
    const { page, media, card } = await playing('qa-series-e0101')
    // Seeks through the media element are not the viewer's input (no key, no touch).
    for (const next of ['qa-series-e0102', 'qa-series-e0103']) {
      await media.seek(57)
      await card.playing(next)
    }
    await media.seek(57)
    await card.question.waitFor()
    expect(new URL(page.url()).pathname).toBe('/player/qa-series-e0103')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('계속 시청')
    await page.getByRole('button', { name: '계속 시청' }).click()
    await card.playing('qa-series-e0104')
  })
})

describe('the end screen', () => {
  test('after 닫기 and the end, it offers 다음 화 보기 (which plays 2화) and the title’s page', async () => {
    const { media, card } = await playing('qa-series-e0101')
    await media.seek(55)
    await card.close.click()
    await card.ended()
    await card.endScreen.waitFor()
    expect(await card.titlePage.getAttribute('href')).toBe('/contents/qa-series-e0101')
    await card.watchNext.click()
    await card.playing('qa-series-e0102')
    expect(await card.endScreen.count()).toBe(0)
  })

  test('a film offers 다시 보기, which plays it from the start, and the title’s page', async () => {
    const { media, card } = await playing('qa-short')
    await media.seek(34)
    await card.ended()
    await card.endScreen.waitFor()
    expect(await card.watchNext.count()).toBe(0)
    expect(await card.titlePage.getAttribute('href')).toBe('/contents/qa-short')
    await card.again.click()
    await card.endScreen.waitFor({ state: 'hidden' })
    await media.until({ paused: false })
    expect(await media.time()).toBeLessThan(10)
  })
})

describe('in fullscreen', () => {
  test('the next-episode card shows inside the fullscreen player, on top, and 다음 화 재생 works there', async () => {
    const { media, card } = await playing('qa-series-e0101')
    await card.enterFullscreen()
    await media.seek(50)
    await card.card.waitFor()
    expect(await card.shownInFullscreen('binge-card')).toEqual({ inside: true, onTop: true })
    await card.playNext.click()
    await card.playing('qa-series-e0102')
  })

  test('the skip button shows inside the fullscreen player', async () => {
    const { media, card } = await playing('qa-series-e0102')
    await card.enterFullscreen()
    await media.seek(7)
    await card.skip.waitFor()
    expect(await card.shownInFullscreen('binge-skip')).toEqual({ inside: true, onTop: true })
    await card.skip.click()
    await media.until({ timeAtLeast: 16 })
  })
})

describe('skipping', () => {
  test('2화: 오프닝 건너뛰기 and S jump past the opening (6–16 s)', async () => {
    const { page, media, card } = await playing('qa-series-e0102')
    await media.seek(7)
    await page.getByRole('button', { name: '오프닝 건너뛰기' }).click()
    await media.until({ timeAtLeast: 16 })
    await media.seek(8)
    await card.skip.waitFor()
    await page.keyboard.press('s')
    await media.until({ timeAtLeast: 16 })
    // Eight seconds into the opening the button goes; S still skips.
    await media.seek(14.5)
    await media.until({ timeAtLeast: 14.5 })
    await card.skip.waitFor({ state: 'hidden' })
    await page.keyboard.press('S')
    await media.until({ timeAtLeast: 16 })
  })

  test('3화: no button for its 2-second recap; the opening gets one', async () => {
    const { page } = await site.newPage()
    // Every label the skip button ever shows, from before the app's first script on.
    await page.addInitScript(() => {
      const w = window as unknown as { __skipLabels: string[] }
      w.__skipLabels = []
      new MutationObserver(() => {
        const label = document.querySelector('[data-testid="binge-skip"]')?.textContent
        if (label && w.__skipLabels.at(-1) !== label) w.__skipLabels.push(label)
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.goto('/player/qa-series-e0103')
    const media = player(page)
    await media.start()
    await page.getByRole('button', { name: '오프닝 건너뛰기' }).waitFor({ timeout: 30_000 })
    expect(await page.evaluate(() => (window as unknown as { __skipLabels: string[] }).__skipLabels)).toEqual(['오프닝 건너뛰기'])
  })
})

describe('skip rules', () => {
  test('the button shows only in a part of 3 s or more, in its first 8 s; S skips anywhere in it; never the credits', () => {
    const part = fc.record({
      kind: fc.constantFrom('intro' as const, 'recap' as const, 'credits' as const),
      start: fc.integer({ min: 0, max: 100 }),
      length: fc.double({ min: 0.5, max: 30, noNaN: true }),
    })
    fc.assert(
      fc.property(part, fc.double({ min: 0, max: 140, noNaN: true }), ({ kind, start, length }, time) => {
        const segment = { kind, start, end: start + length }
        const inside = kind !== 'credits' && time >= start && time < segment.end
        expect(skippableAt([segment], time)).toEqual(inside ? segment : undefined)
        const shown = inside && length >= SKIP_MIN_SECONDS && time < start + SKIP_SHOWN_SECONDS
        expect(skipOffered([segment], time)).toEqual(shown ? segment : undefined)
      }),
    )
    expect(keyAction('s')).toEqual({ kind: 'skipSegment' })
    expect(keyAction('S')).toEqual({ kind: 'skipSegment' })
  })
})
