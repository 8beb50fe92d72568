import { describe, expect, test } from 'vitest'
import { blankFramesAfterFirstDraw, firstHeaderFrame, framesOf, probeFrames, spinnerOverDrawnPage } from './support/frameProbe.ts'
import { useSite, waitForApp } from './support/harness.ts'

/**
 * A slow host never leaves the screen blank: every page shows its frame (the layout, its header,
 * a skeleton) long before the hosts answer, and keeps it until the page is in. Every frame of the
 * load is recorded in the page (support/frameProbe.ts).
 */
const LATENCY_MS = 800
const site = useSite({ latencyMs: LATENCY_MS })

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

describe('with every host answering after 800 ms', () => {
  test.for([
    { path: '/myPage', member: 'seed-minji' },
    { path: '/pay', member: 'seed-minji' },
    { path: '/settings/account', member: 'seed-minji' },
    { path: '/', member: 'seed-minji' },
    { path: '/', member: undefined },
  ])('$path ($member): the header is on screen before any host answers, and no frame after it is blank', async ({ path, member }) => {
    const { page } = await site.newPage({ ...(member ? { member } : {}), context: phone })
    await probeFrames(page)
    await page.goto(path)
    await waitForApp(page)
    const record = await framesOf(page)
    const header = firstHeaderFrame(record)
    const log = JSON.stringify({ header, firstPaint: record.firstPaint, firstHostAnswer: record.firstHostAnswer, frames: record.frames.length })
    expect(header, log).toBeDefined()
    // Drawn by the app's own code (or the served page), not by an answer: none had come yet.
    expect(header!.at, log).toBeLessThan(record.firstHostAnswer)
    // The figure (the aim is half a second; on a loaded machine it is what the CPU allows, so it is
    // reported, not asserted): the latency no longer adds to it, as the line above shows.
    console.log(`[frame] ${path} ${member ?? 'guest'}: header at ${Math.round(header!.at)} ms, first host answer at ${Math.round(record.firstHostAnswer)} ms`)
    expect(blankFramesAfterFirstDraw(record), log).toEqual([])
    // The page that was drawn stayed in view: no full-screen spinner over it while the app started.
    expect(spinnerOverDrawnPage(record), log).toEqual([])
  })

  test('a member page shows its layout with a skeleton, then the page in the same layout', async () => {
    const { page } = await site.newPage({ member: 'seed-minji', context: phone })
    await page.goto('/myPage')
    await page.getByTestId('page-skeleton').waitFor()
    expect(await page.getByTestId('page-layout').getAttribute('data-layout')).toBe('footerNaviOnly')
    expect(await page.locator('h1').first().textContent()).toBe('마이페이지')
    await waitForApp(page)
    expect(await page.getByTestId('page-skeleton').count()).toBe(0)
    expect(await page.getByTestId('page-title').textContent()).toBe('마이페이지')
  })
})
