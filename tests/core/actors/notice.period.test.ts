import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasEnded, isCurrentNotice } from '../../../core/contract/noticePeriod.ts'
import { formatHostTime, parseHostTime } from '../../../core/contract/index.ts'
import { encodeCopy } from '../../../core/firstPaint/returnVisit.ts'
import type { Notice } from '../../../core/api/schemas.ts'
import { memoryStore } from '../../../core/ports/storage.ts'
import { sampleMenu } from '../../support/fakeHosts.ts'
import { TestApp } from '../../support/testApp.ts'
import { StorageKey } from '../../../core/ports/storage.ts'

/**
 * A notice's display period (start_date until end_date, KST): the app shows a notice only inside
 * it, whether the notice came from the host or from the copy kept on an earlier visit.
 */

/** Late 2026, a day after the period of a 2025 maintenance notice and of last week's notice. */
const NOW = Date.parse('2026-11-20T12:00:00+09:00')

const notice = (notice_no: number, period: { start_date?: string; end_date?: string }): Notice => ({
  notice_no,
  title: `공지 ${notice_no}`,
  content: '<p>공지</p>',
  scope: 1,
  reg_date: '2025-01-15 10:00:00',
  ...period,
})

const ended2025 = notice(1, { start_date: '2025-01-15 10:00:00', end_date: '2025-01-20 04:00:00' })
const endedYesterday = notice(2, { start_date: '2026-11-10 00:00:00', end_date: '2026-11-19 23:59:59' })
const current = notice(3, { start_date: '2026-11-18 00:00:00', end_date: '2026-11-25 00:00:00' })
const open = notice(4, {})
const upcoming = notice(5, { start_date: '2026-11-27 00:00:00' })

/** Whole seconds between 2000 and 2100: what the 'YYYY-MM-DD HH:mm:ss' form can say. */
const instant = fc.integer({ min: 946_684_800, max: 4_102_444_800 }).map((s) => s * 1000)

describe('the display period (core/contract/noticePeriod)', () => {
  it('reads back every time it writes, in KST', () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(parseHostTime(formatHostTime(at))).toBe(at)
      }),
    )
    expect(formatHostTime(Date.parse('2026-01-01T00:00:00Z'))).toBe('2026-01-01 09:00:00')
    expect(parseHostTime('2025-01-20')).toBe(Date.parse('2025-01-20T00:00:00+09:00'))
  })

  it('shows a notice from its start (included) until its end (not included); a bound left out is open', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: undefined }), fc.option(instant, { nil: undefined }), (now, start, end) => {
        const n = notice(1, {
          ...(start === undefined ? {} : { start_date: formatHostTime(start) }),
          ...(end === undefined ? {} : { end_date: formatHostTime(end) }),
        })
        expect(isCurrentNotice(n, now)).toBe((start === undefined || start <= now) && (end === undefined || now < end))
      }),
    )
  })

  it('counts a notice as ended from its end on, and never before', () => {
    fc.assert(
      fc.property(instant, instant, (now, end) => {
        expect(hasEnded(notice(1, { end_date: formatHostTime(end) }), now)).toBe(now >= end)
      }),
    )
    expect(hasEnded(open, NOW)).toBe(false)
  })

  it('hides a notice whose period cannot be read', () => {
    expect(isCurrentNotice(notice(1, { end_date: '다음 주' }), NOW)).toBe(false)
    expect(isCurrentNotice(notice(1, { start_date: '2026/11/01' }), NOW)).toBe(false)
  })
})

describe('the app on a simulated clock', () => {
  it('drops the notices of the host answer whose period has ended, and leaves the start to the host', async () => {
    const t = await TestApp.start({
      startAt: NOW,
      script: (fakes) => fakes.script('recentNoticeInfo', { output: { top_notice_list: [upcoming, ended2025, current, endedYesterday, open] } }),
    })
      .navigate('/')
      .untilInitialised()
    // The upcoming one is the host's mistake to make: a device clock behind the host's must not hide what it sent.
    expect(t.view().topNotices.map((n) => n.notice_no)).toEqual([5, 3, 4])
    t.stop()
  })

  it('never shows an ended notice from the copy kept on an earlier visit', async () => {
    const store = memoryStore()
    const key = { build: 'b1', kind: 'guest', filter: 0 } as const
    store.setItem(StorageKey.returnVisit, encodeCopy({ key, menu: sampleMenu, notices: [endedYesterday, current, ended2025] }))
    const t = await TestApp.start({
      startAt: NOW,
      localStore: store,
      buildId: 'b1',
      script: (fakes) => {
        fakes.script('guestLogin', { hold: true })
        fakes.script('recentNoticeInfo', { hold: true })
      },
    })
      .navigate('/')
      .settle()
    // Before any host answers: the kept copy, without what has ended since.
    expect(t.fakes.of('recentNoticeInfo').every((c) => c.settledAt === undefined)).toBe(true)
    expect(t.view().menu.sections.length).toBeGreaterThan(0)
    expect(t.view().topNotices.map((n) => n.notice_no)).toEqual([3])
    t.stop()
  })
})
