import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { ResultCode } from '../../core/contract/index.ts'
import { TestId } from '../../web/testids.ts'
import { memberSession } from '../cli/browseHelpers.ts'
import { addProfile, profilesOf } from '../cli/profileHelpers.ts'
import { twoFrames } from './support/browse.ts'
import { useSite } from './support/harness.ts'
import { managePage, pickerPage } from './support/profilePages.ts'
import { searchPage } from './support/searchPage.ts'

/**
 * Profiles in Chromium (docs/decisions/1902): minji makes 아이 (kids, 7) in 프로필 관리 and watches
 * as it from 누가 보나요?; its home, /contents, /search/ㅅ and a 19 title's address carry nothing
 * above 7; her 이어보기 stays hers; a locked profile asks for its PIN and five wrong ones close it;
 * raising a limit asks for the account password.
 */
const site = useSite({ sessionLimit: 50 })
const MINJI_PASSWORD = 'minji1234!'

/** The ratings of every title the page links to (its cards), from the stand-in's catalogue. */
const ratingsShown = async (page: Page): Promise<string[]> => {
  const hrefs = await page.locator('a[href^="/contents/t"], a[href^="/player/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.map((href) => site.hosts.catalogue.find(decodeURIComponent(href.split('/')[2]!.split('?')[0]!))?.title.ageRating ?? 'unknown')
}

const screenshots = async (page: Page, name: string) => {
  const dir = join(process.cwd(), '.tmp', 'screenshots')
  mkdirSync(dir, { recursive: true })
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: join(dir, `${name}-${viewport.width}x${viewport.height}.png`) })
  }
}

/** A fresh page as minji (her first profile, 민지), on `path`. */
const asMinji = (path: string) => site.open(path, { member: 'seed-minji' })

describe('a kids profile', () => {
  test('minji makes 아이 (kids, 7): its home, /contents, /search/ㅅ and a 19 title carry nothing above 7, and 이어보기 stays hers', async () => {
    // What 민지 is watching: an 전체 title, which a leak into 아이's 이어보기 would show.
    const minji = await memberSession(site.hosts.hosts, 'seed-minji')
    const hers = site.hosts.catalogue.titles.find((t) => t.ageRating === 'ALL' && !t.adult && t.kind === 'movie')!
    expect((await minji.call('savePosition', { movie_url: hers.movieUrl, position: 300, duration: 3000 })).body.retval).toBe(ResultCode.success)

    const { page } = await asMinji('/settings/profiles')
    const manage = managePage(page)
    await manage.add({ name: '아이', kind: '키즈 (12세 이하)', limit: '7세 이상' })
    await manage.said('아이 프로필을 만들었습니다.')

    // 민지's own home shows her 이어보기.
    await page.goto('/')
    await page
      .getByTestId('continue-watching')
      .getByRole('link', { name: new RegExp(hers.title) })
      .first()
      .waitFor()

    await page.goto('/profiles?return_url=%2F')
    const picker = pickerPage(page)
    expect((await picker.names()).slice(-1)).toEqual(['아이'])
    await screenshots(page, 'profiles-picker')
    await picker.watchAs('아이', '/')
    await page.locator('[data-kids="true"] a[href^="/contents/t"]').first().waitFor()
    expect(await page.getByTestId('continue-watching').count()).toBe(0)
    expect(new Set(await ratingsShown(page))).toEqual(new Set(['ALL']))
    await screenshots(page, 'profiles-kids-home')

    await page.goto('/contents')
    await page.locator('a[href^="/contents/t"]').first().waitFor()
    expect(new Set(await ratingsShown(page))).toEqual(new Set(['ALL']))

    await page.goto(`/search/${encodeURIComponent('ㅅ')}`)
    await page.getByTestId(TestId.pageTitle).waitFor()
    await page.locator('a[href^="/contents/t"], .empty-state').first().waitFor()
    expect((await ratingsShown(page)).filter((r) => r !== 'ALL')).toEqual([])

    const nineteen = site.hosts.catalogue.titles.find((t) => t.ageRating === '19')!
    await page.goto(`/contents/${nineteen.movieUrl}`)
    await page.getByText('이 프로필은 7세 이상 관람가까지만 볼 수 있습니다.').first().waitFor()
    expect(await page.getByText(nineteen.title, { exact: true }).count()).toBe(0)
    // Played by its address, a 12 title is refused in the limit's words, with no 다시 시도 that could never help.
    const twelve = site.hosts.catalogue.titles.find((t) => t.ageRating === '12' && !t.adult && t.kind === 'movie')!
    await page.goto(`/player/${twelve.movieUrl}`)
    await page.getByText('이 프로필의 시청 연령을 넘는 작품입니다').waitFor()
    await page.getByText('이 프로필은 7세 이상 관람가까지만 볼 수 있습니다.').first().waitFor()
    expect(await page.getByRole('button', { name: '다시 시도' }).count()).toBe(0)
  }, 180_000) // Four pages and a profile made, on a machine the other suites share: more than the default minute.
})

describe('a locked profile', () => {
  test('asks for its PIN; a wrong one says the tries left, and the fifth closes it until a time the page says', async () => {
    const { page } = await asMinji('/settings/profiles')
    const manage = managePage(page)
    await manage.add({ name: '엄마', limit: '15세 이상' })
    await manage.said('엄마 프로필을 만들었습니다.')
    await manage.setPin('엄마', '2580', MINJI_PASSWORD)
    await manage.said('PIN 번호를 정했습니다.')

    await page.goto('/profiles?return_url=%2Fsettings')
    const picker = pickerPage(page)
    await picker.pick('엄마')
    await picker.pinDialog().waitFor()
    expect(await page.getByLabel('PIN 번호', { exact: true }).getAttribute('inputmode')).toBe('numeric')
    await screenshots(page, 'profiles-pin')
    for (const left of [4, 3, 2, 1]) {
      await picker.enterPin('1111')
      await picker.said(`남은 기회는 ${left}번입니다.`)
    }
    await picker.enterPin('1111')
    await picker.said(/이 프로필이 잠겼습니다\. \d+시 \d{2}분부터 다시 열 수 있습니다/)
    // Even the right PIN waits now.
    await picker.enterPin('2580')
    await picker.said('이 프로필이 잠겼습니다.')
    expect(new URL(page.url()).pathname).toBe('/profiles')
  })

  test('a PIN typed the moment a wrong one is refused is kept, and opens the profile', async () => {
    // 하늘's account: this file's other tests fill 민지's five places.
    const haneul = await memberSession(site.hosts.hosts, 'seed-haneul')
    const added = await haneul.call('profileAdd', { name: '삼촌', age_limit: '15' })
    const uncle = (added.body.output as { profile_id: string }).profile_id
    expect((await haneul.call('profilePin', { profile_id: uncle, pin: '4321', password: 'haneul1234!' })).body.retval).toBe(ResultCode.success)
    const { page } = await site.open('/profiles?return_url=%2Fsettings', { member: 'seed-haneul' })
    const picker = pickerPage(page)
    await picker.pick('삼촌')
    await picker.pinDialog().waitFor()
    // The moment the refusal is in the document (a microtask after React's commit, before the
    // browser paints or runs anything else), the right PIN is typed as a quick viewer would.
    await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]')!
      const observer = new MutationObserver(() => {
        if (!dialog.querySelector('[role="alert"]')) return
        observer.disconnect()
        const field = dialog.querySelector<HTMLInputElement>('input.pin-dialog__pin')!
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '4321')
        field.dispatchEvent(new Event('input', { bubbles: true }))
      })
      observer.observe(dialog, { childList: true, subtree: true })
    })
    await picker.enterPin('1111')
    await picker.said('남은 기회는 4번입니다.')
    // Two frames: every effect of the answer has run.
    await twoFrames(page)
    expect(await page.getByLabel('PIN 번호', { exact: true }).inputValue()).toBe('4321')
    await page.getByRole('button', { name: '열기' }).click()
    await page.waitForURL((url) => url.pathname === '/settings')
  })

  test('the right PIN opens it, and the header says who is watching', async () => {
    const minji = await memberSession(site.hosts.hosts, 'seed-minji')
    const added = await minji.call('profileAdd', { name: '아빠', age_limit: '15' })
    const dad = (added.body.output as { profile_id: string }).profile_id
    expect((await minji.call('profilePin', { profile_id: dad, pin: '1234', password: MINJI_PASSWORD })).body.retval).toBe(ResultCode.success)
    const { page } = await asMinji('/profiles?return_url=%2Fsettings')
    await pickerPage(page).watchAs('아빠', '/settings', '1234')
  })
})

describe('프로필 관리', () => {
  test('raising a viewing age asks for the account password, and a wrong one is refused', async () => {
    const minji = await memberSession(site.hosts.hosts, 'seed-minji')
    expect((await minji.call('profileAdd', { name: '동생', kind: 'kids', age_limit: 'ALL' })).body.retval).toBe(ResultCode.success)
    const { page } = await asMinji('/settings/profiles')
    const manage = managePage(page)
    await manage.chooseLimit('동생', '12세 이상')
    const password = manage.passwordField('동생')
    await password.waitFor()
    await manage.saveChange('동생')
    await manage.said('더 높은 시청 연령을 보려면 계정 비밀번호를 입력해 주세요.')
    await password.fill('wrong-password1!')
    await manage.saveChange('동생')
    await manage.said('계정 비밀번호가 맞지 않습니다.')
    await password.fill(MINJI_PASSWORD)
    await manage.saveChange('동생')
    await manage.said('프로필을 바꿨습니다.')
    await page.getByRole('region', { name: '동생 프로필' }).getByText('키즈 · 12세 이상').waitFor()
  })

  test('the first profile cannot be removed, and the page says why', async () => {
    const { page } = await asMinji('/settings/profiles')
    await page.getByRole('button', { name: '민지 삭제' }).click()
    await managePage(page).said('계정의 첫 프로필은 지울 수 없습니다.')
  })
})

describe('this browser’s settings', () => {
  test('recent searches are each profile’s own: 아이 does not see what 민지 searched, and 민지 finds hers again', async () => {
    const minji = await memberSession(site.hosts.hosts, 'seed-minji')
    // A kids profile of hers: one an earlier test made, else a new one (an account holds five).
    const kids = (await profilesOf(minji)).find((p) => p.kind === 'kids') ?? (await addProfile(minji, { name: '막내', kind: 'kids', age_limit: '7' }))
    const { page } = await asMinji('/search')
    const search = searchPage(page)
    // Who is watching is known (the header names her profile) before she searches.
    await page.getByTestId(TestId.accountMenuButton).waitFor()
    await search.search('사랑')
    await page.goto('/search')
    await search.recent.waitFor()
    expect(await search.recentWords()).toEqual(['사랑'])

    await page.goto('/profiles?return_url=%2Fsearch')
    await pickerPage(page).watchAs(kids.name, '/search')
    await search.noRecent.waitFor()

    await page.goto('/profiles?return_url=%2Fsearch')
    const first = (await pickerPage(page).names())[0]!
    await pickerPage(page).watchAs(first, '/search')
    await search.recent.waitFor()
    expect(await search.recentWords()).toEqual(['사랑'])
  })
})
