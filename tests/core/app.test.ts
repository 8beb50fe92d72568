import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../core/api/errors.ts'
import { StorageKey } from '../../core/ports/storage.ts'
import { Timing } from '../../core/contract/index.ts'
import { TestApp } from '../support/testApp.ts'

describe('app: loading indicator over the boot calls', () => {
  it('is on while boot calls are in flight and off once they all settled', async () => {
    const t = await TestApp.start({ script: (f) => f.script('guestLogin', { hold: true }).script('recentNoticeInfo', { hold: true }) })
      .navigate('/')
      .settle()
    expect(t.view().loading).toBe(true)
    await t.flow.release('guestLogin').settle()
    expect(t.view().loading).toBe(true)
    await t.flow.release('recentNoticeInfo').untilInitialised().settle()
    expect(t.view().loading).toBe(false)
  })

  it('turns off and resets when a call fails, even with others in flight', async () => {
    const t = await TestApp.start({
      script: (f) => f.script('recentNoticeInfo', { hold: true }).script('menu', { error: new HttpStatusError({ call: 'menu', status: 503 }) }),
    })
      .navigate('/')
      .until((v) => v.menu.status === 'failed', 'menu failed')
      .settle()
    expect(t.fakes.held('recentNoticeInfo')).toBe(1)
    expect(t.view().loading).toBe(false)
    await t.flow.release('recentNoticeInfo').untilInitialised()
    expect(t.view().loading).toBe(false)
  })
})

describe('app: navigation', () => {
  it('records the previous full path as the return address, in the return_url cookie', async () => {
    const t = await TestApp.start().navigate('/').navigate('/contents?sort=1').navigate('/contents?sort=1').navigate('/myPage#tab')
    expect(t.view().returnUrl).toBe('/contents?sort=1')
    expect(t.cookieJar.all().return_url).toBe('/contents?sort=1')
  })

  it('makes the next navigation a full page load once a newer build is out', async () => {
    const t = await TestApp.start({ buildId: 'build-0' }).navigate('/').untilInitialised().settle()
    expect(t.view().newerBuild).toBe(true)
    expect(t.app.navigate('/contents')).toBe('full-load')
    expect(t.navigation.loads).toEqual(['/contents'])
  })

  it('checks the build at once when the page becomes visible', async () => {
    const t = await TestApp.start({ buildId: 'build-1' }).settle().pageVisible().advance(1)
    expect(t.fakes.of('buildInfo')).toHaveLength(2)
  })
})

describe('app: reload guard', () => {
  it('reloads the target path once, and surfaces a second failure within 10 s as an error', async () => {
    const t = await TestApp.start({ startAt: 50_000 })
      .chunkLoadFailed('/contents/abc')
      .advance(Timing.reloadGuardMs - 1)
      .chunkLoadFailed('/contents/abc')
    expect(t.answers).toEqual(['reload', 'error'])
    expect(t.navigation.loads).toEqual(['/contents/abc'])
    expect(t.sessionStore.getItem(StorageKey.reloadGuardAt)).toBe('50000')
  })

  it('keeps its window in session storage across a reload (a new app on the same storage)', async () => {
    const first = await TestApp.start({ startAt: 0 }).chunkLoadFailed('/search')
    const again = await TestApp.start({ startAt: 3_000, sessionStore: first.sessionStore }).chunkLoadFailed('/search')
    const later = await TestApp.start({ startAt: 13_000, sessionStore: first.sessionStore }).chunkLoadFailed('/search')
    expect([first.answers, again.answers, later.answers]).toEqual([['reload'], ['error'], ['reload']])
  })
})

describe('app: menu', () => {
  it('writes the current_menu cookie on a selection, naming it from the loaded sections', async () => {
    const t = await TestApp.start().navigate('/').untilInitialised().selectMenu(5, 22)
    expect(t.view().menu.current).toEqual({ section_no: 5, section_name: '프리미엄', category_no: 22, category_name: '시리즈' })
    expect(JSON.parse(t.cookieJar.all().current_menu!)).toEqual(t.view().menu.current)
  })

  it('runs many apps side by side without sharing state', async () => {
    const [a, b] = await Promise.all([
      TestApp.start({ cookies: { auto_login: '1' } })
        .navigate('/')
        .untilInitialised(),
      TestApp.start().navigate('/').untilInitialised(),
    ])
    expect([a.view().session.is_login, b.view().session.is_login]).toEqual([true, false])
  })
})
