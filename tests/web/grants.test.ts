import { describe, expect, test } from 'vitest'
import { useSite } from './support/harness.ts'
import { player } from './support/player.ts'

/**
 * Stream grants and title keys in Chromium (docs/decisions/1800, 1801): at a grant life of 4 s,
 * minji's qa-paid renews its grant every few seconds while it plays and never stalls; nothing of
 * it opens for a guest who copies its address; haneul gets no key of qa-paid or qa-adult.
 */
const GRANT_TTL_SEC = 4
const site = useSite({ grantTtlSec: GRANT_TTL_SEC })

/** Counts the media element's `waiting` events once it has played (a stall), in the page. */
const STALL_PROBE = `
  window.__stalls = 0
  document.addEventListener('playing', (event) => {
    const v = event.target
    if (v.__probed) return
    v.__probed = true
    v.addEventListener('waiting', () => { window.__stalls += 1 })
  }, true)
`

describe('a stream under its grant', () => {
  test('minji plays qa-paid past several grant lives: renewed each time, every media request answered, no stall', { timeout: 90_000 }, async () => {
    const { page } = await site.newPage({ member: 'seed-minji' })
    await page.addInitScript({ content: STALL_PROBE })
    const renewals: number[] = []
    const media: { url: string; status: number; at: number }[] = []
    page.on('response', (r) => {
      if (r.url().endsWith('/v3/play/streamGrant')) renewals.push(Date.now())
      if (r.url().includes('/media/t/qa-paid/')) media.push({ url: r.url(), status: r.status(), at: Date.now() })
    })
    await page.goto('/player/qa-paid')
    await page.getByTestId('player-media').waitFor({ state: 'attached' })
    const began = Date.now()
    const p = player(page)
    await p.start()
    // Three grant lives of playing, and at least three renewals on the way.
    await p.until({ timeAtLeast: 3 * GRANT_TTL_SEC + 1 }, 60_000)
    await expect.poll(() => renewals.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3)
    expect(media.filter((m) => m.status !== 200 && m.status !== 206)).toEqual([])
    expect(media.some((m) => m.url.endsWith('/key'))).toBe(true)
    // Segments asked for after the first grant had lapsed: they opened under a renewed one.
    expect(media.filter((m) => m.url.endsWith('.m4s') && m.at > began + GRANT_TTL_SEC * 1000).length).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as { __stalls: number }).__stalls)).toBe(0)
    expect(await page.getByTestId('player-error').count()).toBe(0)

    // A guest who copies the address from minji's network panel gets nothing from it.
    const guest = await site.newPage()
    guest.console.allow(/status of 403/)
    await guest.page.goto('/')
    const copied = media
      .map((m) => m.url)
      .filter((u) => /\.(m3u8|m4s|vtt|jpg)$|\/key$/.test(u))
      .slice(0, 6)
    const statuses = await guest.page.evaluate((urls) => Promise.all(urls.map((u) => fetch(u, { credentials: 'include' }).then((r) => r.status))), copied)
    expect(statuses).toEqual(copied.map(() => 403))
  })

  test("haneul is refused qa-paid's key and qa-adult's: no grant, no key", async () => {
    const { page, console: watch } = await site.open('/player/qa-paid', { member: 'seed-haneul' })
    watch.allow(/status of 403/)
    await page.getByTestId('playback-problem').waitFor()
    expect(await page.getByTestId('playback-problem').textContent()).toContain('이용권')
    const keys = await page.evaluate(
      (web) =>
        Promise.all(
          ['qa-paid', 'qa-adult'].map((t) =>
            fetch(`${web}/media/t/${t}/key`, { credentials: 'include' }).then(async (r) => ({ status: r.status, bytes: (await r.arrayBuffer()).byteLength })),
          ),
        ),
      site.origin,
    )
    expect(keys).toEqual([
      { status: 403, bytes: 0 },
      { status: 403, bytes: 0 },
    ])
  })
})
