import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { TestId } from '../../web/testids.ts'
import { twoFrames, waitForHome } from './support/browse.ts'
import { useSite } from './support/harness.ts'

/**
 * What a viewer sees laid out, measured by boxes: the home's rows follow one another without
 * blank bands, the hero's caption is clear of its art on a phone, and /bshorts has one way home.
 */
const site = useSite()

const phone = { width: 390, height: 844 }
const desktop = { width: 1366, height: 900 }

type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on screen')
  return box
}

/** The home's rows, each drawn on screen in turn: the space from its cards' bottom to the next row's top. */
const rowGaps = async (page: Page): Promise<{ row: string; gap: number }[]> => {
  const rows = page.locator('main section.title-row')
  const gaps: { row: string; gap: number }[] = []
  for (let i = 0; i < (await rows.count()) - 1; i++) {
    await rows.nth(i + 1).scrollIntoViewIfNeeded()
    await twoFrames(page)
    gaps.push(
      await rows.nth(i).evaluate((row) => {
        const cards = [...row.querySelectorAll('.title-card')].map((card) => card.getBoundingClientRect()).filter((box) => box.height > 0)
        const bottom = Math.max(...cards.map((box) => box.bottom))
        return { row: row.querySelector('h2')?.textContent ?? '', gap: row.nextElementSibling!.getBoundingClientRect().top - bottom }
      }),
    )
  }
  return gaps
}

describe('the home', () => {
  test.for([phone, desktop])('rows follow one another without a blank band at $width px', async (viewport) => {
    const { page } = await site.open('/', { context: { viewport } })
    await waitForHome(page)
    // Every row is in (the later ones render after the first few).
    await page.waitForFunction(() => document.querySelectorAll('main section.title-row').length > 5 && document.querySelector('main section.title-row--tile'))
    const gaps = await rowGaps(page)
    // A row's own spacing (its track's padding and its margin) is 36 px; rows of cards wider than
    // the screen once left a band of 130-180 px more.
    expect(gaps.length).toBeGreaterThan(5)
    for (const { row, gap } of gaps) expect({ row, gap: Math.round(gap) }).toEqual({ row, gap: 36 })
  })

  test('a row’s arrows say which way it scrolls: both off when it fits, 이전 off at its start, 다음 off at its end', async () => {
    const { page } = await site.open('/', { context: { viewport: desktop } })
    await waitForHome(page)
    await page.waitForFunction(() => document.querySelectorAll('main section.title-row').length > 5 && document.querySelector('main section.title-row--tile'))
    const rows = page.locator('main section.title-row')
    // By their tracks' geometry, not their buttons (which are what is checked).
    const [fits, overflows] = await rows.evaluateAll((sections) => {
      const wide = (section: Element) => {
        const track = section.querySelector('.title-row__track')!
        return track.scrollWidth > track.clientWidth + 1
      }
      return [sections.findIndex((section) => !wide(section)), sections.findIndex(wide)]
    })
    const arrows = async (at: number) => {
      const row = rows.nth(at)
      await row.scrollIntoViewIfNeeded()
      return {
        row,
        off: () => Promise.all([row.locator('button[aria-label$="이전 작품"]').isDisabled(), row.locator('button[aria-label$="다음 작품"]').isDisabled()]),
      }
    }
    expect(fits).toBeGreaterThanOrEqual(0)
    expect(overflows).toBeGreaterThanOrEqual(0)
    // A row whose cards all fit has nowhere to go.
    await expect.poll((await arrows(fits)).off).toEqual([true, true])
    // A wider one starts at its start, and at its end (where the viewer's scrolling leaves it) 다음 goes off.
    const wide = await arrows(overflows)
    await expect.poll(wide.off).toEqual([true, false])
    await wide.row.locator('.title-row__track').evaluate((el) => {
      el.scrollLeft = el.scrollWidth
    })
    await expect.poll(wide.off).toEqual([false, true])
  })

  test('the hero’s art leaves its title and year/genre line clear on a phone', async () => {
    const { page } = await site.open('/', { context: { viewport: phone } })
    const hero = page.getByTestId('hero')
    await hero.locator('.hero__meta').waitFor()
    const art = await boxOf(hero.locator('.hero__art'))
    for (const part of ['.hero__title', '.hero__meta']) expect(overlap(art, await boxOf(hero.locator(part)))).toBe(false)
    // Each slide the same: the next one too.
    await hero.getByRole('button', { name: '다음 배너' }).click()
    expect(overlap(art, await boxOf(hero.locator('.hero__meta')))).toBe(false)
    // The controls stay clear of 자세히 보기.
    expect(overlap(await boxOf(hero.locator('.hero__controls')), await boxOf(hero.locator('.hero__cta')))).toBe(false)
  })
})

describe('/bshorts on a phone', () => {
  test('has exactly one visible 홈으로, on top and clear of every other control', async () => {
    const { page } = await site.open('/bshorts/qa-clip-1', { context: { viewport: phone } })
    await page.getByTestId('shorts-feed').waitFor()
    await page.getByRole('button', { name: '소리 켜기' }).waitFor()
    const controls = page.locator('a:visible, button:visible')
    const home = controls.filter({ hasText: '홈으로' })
    expect(await home.count()).toBe(1)
    // The page's own back bar's: the feed has no second one.
    expect(await home.evaluate((el, bar) => el.closest(`[data-testid="${bar}"]`) !== null, TestId.backBar)).toBe(true)
    // Nothing is drawn over it, and it covers no other control.
    const homeBox = await boxOf(home)
    expect(await home.evaluate((el, box) => el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)), homeBox)).toBe(true)
    for (const other of await controls.all()) {
      if (await other.evaluate((el, home) => el === home, await home.elementHandle())) continue
      expect(overlap(homeBox, await boxOf(other))).toBe(false)
    }
  })
})
