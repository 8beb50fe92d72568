import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CopyKey,
  type ReturnVisitCopy,
  type SessionKind,
  decodeCopy,
  encodeCopy,
  predictedKind,
  sameKey,
  sessionKindOf,
} from '../../../core/firstPaint/returnVisit.ts'
import type { CookieName } from '../../../core/contract/index.ts'
import { memoryStore } from '../../../core/ports/storage.ts'
import { sampleMenu } from '../../support/fakeHosts.ts'
import { TestApp } from '../../support/testApp.ts'
import { StorageKey } from '../../../core/ports/storage.ts'

/**
 * Return visits: the last menu and notices are kept with the build, filter and session
 * kind they were fetched for; a return visit shows them before any host call, boot's answers
 * replace them, and a copy fetched for anything else is never shown.
 */

const kinds: readonly SessionKind[] = ['guest', 'member', 'adult']
const keyArb: fc.Arbitrary<CopyKey> = fc.record({
  build: fc.constantFrom('b1', 'b2', ''),
  kind: fc.constantFrom(...kinds),
  filter: fc.constantFrom(0 as const, 1 as const),
})
const copyOf = (key: CopyKey): ReturnVisitCopy => ({
  key,
  menu: sampleMenu,
  notices: [{ notice_no: 9, title: '지난 공지', content: '<b>보관</b>', scope: 1, reg_date: '2025-01-02' }],
})

describe('the copy (core/firstPaint/returnVisit)', () => {
  it('serves exactly the key it was fetched for', () => {
    fc.assert(
      fc.property(keyArb, keyArb, (kept, asked) => {
        const decoded = decodeCopy(encodeCopy(copyOf(kept)), asked)
        if (sameKey(kept, asked)) expect(decoded).toEqual(copyOf(kept))
        else expect(decoded).toBeNull()
      }),
    )
  })

  it('never throws on a damaged or foreign value, and answers none for it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null), fc.constant(undefined)), keyArb, (stored, key) => {
        expect(decodeCopy(stored, key)).toBeNull()
      }),
    )
    const broken = JSON.parse(encodeCopy(copyOf({ build: 'b1', kind: 'guest', filter: 0 }))) as { menu: { section_list: unknown[] } }
    broken.menu.section_list.push({ section_no: 'x' })
    expect(decodeCopy(JSON.stringify(broken), { build: 'b1', kind: 'guest', filter: 0 })).toBeNull()
  })

  it('knows the kind before any call only for a guest start', () => {
    expect(predictedKind(0)).toBe('guest')
    expect(predictedKind(1)).toBeNull()
    expect(sessionKindOf({ is_login: false, adult_flag: 'Y' })).toBe('guest')
    expect(sessionKindOf({ is_login: true, adult_flag: 'N' })).toBe('member')
    expect(sessionKindOf({ is_login: true, adult_flag: 'Y' })).toBe('adult')
  })
})

/** A visit on a device: its lasting storage, its cookies; every host call held until released. */
const visit = (store: ReturnType<typeof memoryStore>, options: { buildId?: string; cookies?: Partial<Record<CookieName, string>> } = {}) =>
  TestApp.start({
    localStore: store,
    buildId: options.buildId ?? 'b1',
    ...(options.cookies ? { cookies: options.cookies } : {}),
    script: (fakes) => {
      fakes.script('guestLogin', { hold: true })
      fakes.script('serviceLogin', { hold: true })
      fakes.script('recentNoticeInfo', { hold: true })
    },
  })

describe('boot on a return visit', () => {
  it('a first visit keeps its menu and notices with the build, kind and filter', async () => {
    const store = memoryStore()
    const t = await TestApp.start({ localStore: store, buildId: 'b1' }).navigate('/').untilInitialised()
    const kept = decodeCopy(store.getItem(StorageKey.returnVisit), { build: 'b1', kind: 'guest', filter: 0 })
    expect(kept?.menu.section_list.map((s) => s.section_no)).toEqual([3, 5])
    expect(kept?.notices.map((n) => n.notice_no)).toEqual([7])
    t.stop()
  })

  it('the home is usable from the copy before any host call answers, and the answers replace it', async () => {
    const store = memoryStore()
    store.setItem(
      StorageKey.returnVisit,
      encodeCopy({ ...copyOf({ build: 'b1', kind: 'guest', filter: 0 }), menu: { ...sampleMenu, section_list: sampleMenu.section_list.slice(0, 1) } }),
    )
    const t = await visit(store).navigate('/').settle()
    expect(t.fakes.of('guestLogin').every((c) => c.settledAt === undefined)).toBe(true)
    expect(t.view().menu.sections.map((s) => s.section_no)).toEqual([3])
    expect(t.view().topNotices.map((n) => n.notice_no)).toEqual([9])
    expect(t.view().initialised).toBe(false)
    await t.flow.release('guestLogin').release('recentNoticeInfo').untilInitialised()
    expect(t.view().menu.status).toBe('loaded')
    expect(t.view().menu.sections.map((s) => s.section_no)).toEqual([3, 5])
    expect(t.view().topNotices.map((n) => n.notice_no)).toEqual([7])
    // The fresh answers are the copy now.
    expect(decodeCopy(store.getItem(StorageKey.returnVisit), { build: 'b1', kind: 'guest', filter: 0 })?.menu.section_list).toHaveLength(2)
    t.stop()
  })

  it.each([
    ['another build', { build: 'b0', kind: 'guest', filter: 0 } as const, {}],
    ['another filter', { build: 'b1', kind: 'guest', filter: 0 } as const, { cookies: { filter: '1' } }],
    ['another session kind', { build: 'b1', kind: 'adult', filter: 0 } as const, {}],
    ['a start whose kind only the hosts can tell (automatic login)', { build: 'b1', kind: 'guest', filter: 0 } as const, { cookies: { auto_login: '1' } }],
  ])('never shows a copy fetched for %s', async (_, kept, options) => {
    const store = memoryStore()
    store.setItem(StorageKey.returnVisit, encodeCopy(copyOf(kept)))
    const t = await visit(store, options).navigate('/').settle()
    expect(t.view().menu.sections).toEqual([])
    expect(t.view().topNotices).toEqual([])
    t.stop()
  })

  it('keeps nothing from a visit whose menu failed, so the last good copy stays', async () => {
    const store = memoryStore()
    const good = encodeCopy(copyOf({ build: 'b1', kind: 'guest', filter: 0 }))
    store.setItem(StorageKey.returnVisit, good)
    const t = await TestApp.start({ localStore: store, buildId: 'b1', script: (f) => f.script('menu', { error: new Error('down') }) })
      .navigate('/')
      .untilInitialised()
    expect(store.getItem(StorageKey.returnVisit)).toBe(good)
    t.stop()
  })
})
