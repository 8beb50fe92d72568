import { describe, expect, test } from 'vitest'
import { seedAccounts } from '../../cli/hosts/auth/accounts.ts'
import { haneulAfterAdultSaves, testClock } from '../cli/adultHelpers.ts'
import { MyPageTab } from '../../core/contract/index.ts'
import { adultNames, leakedNames } from './support/browse.ts'
import { detailPage } from './support/detailPage.ts'
import { useSite } from './support/harness.ts'
import { loginPage } from './support/loginPage.ts'
import { myPage } from './support/myPage.ts'

/**
 * 저장 in Chromium: kept by the member's account on the host (saveVideo), so my page's tab 3 shows
 * it on another device; a guest is led to log in and back. And what the account saved while
 * verified reaches it, once the verification lapsed, only as locked "19" items (docs/decisions/1200, 1450).
 */
// The stand-in's clock: the last test moves it a year on, past haneul's verification.
const clock = testClock()
const site = useSite({ now: clock.now })
const title = { url: 't0000', name: '사랑의 불시착' }

describe('저장', () => {
  test('a member saves a title; /myPage?tab=3 lists it, on another device too, and 저장됨 stays', async () => {
    const { page } = await site.open(`/contents/${title.url}`, { member: 'seed-junho' })
    await detailPage(page).save()
    await myPage(page).open(MyPageTab.savedVideos)
    await myPage(page).item(title.name).waitFor()

    const other = (await site.open('/myPage?tab=3', { member: 'seed-junho' })).page
    await myPage(other).item(title.name).waitFor()
    await detailPage(other).open(title.url)
    await detailPage(other).unsave()
    await myPage(other).open(MyPageTab.savedVideos)
    await myPage(other).empty('저장한 영상이 없습니다').waitFor()
  })

  test("저장 is a write the title's data is read again after: once, with no skeleton in between", async () => {
    const { page } = await site.open(`/contents/${title.url}`, { member: 'seed-minji' })
    await detailPage(page).shown(title.url)
    const detailReads: string[] = []
    page.on('request', (request) => {
      if (/\/v3\/contents\/detail$/.test(new URL(request.url()).pathname)) detailReads.push(request.url())
    })
    // Whether the detail's skeleton is ever drawn from now on.
    await page.evaluate(() => {
      const w = window as unknown as { __skeleton: boolean }
      w.__skeleton = false
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="detail-loading"]')) w.__skeleton = true
      }).observe(document.body, { childList: true, subtree: true })
    })
    await detailPage(page).save()
    await expect.poll(() => detailReads.length).toBe(1)
    await page.waitForLoadState('networkidle')
    expect(detailReads).toHaveLength(1)
    expect(await page.evaluate(() => (window as unknown as { __skeleton: boolean }).__skeleton)).toBe(false)
    // What the page shows after is the host's: 저장됨 from the title's data read again.
    await page.reload()
    await detailPage(page).shown(title.url)
    expect(await page.getByRole('button', { name: '저장됨' }).count()).toBe(1)
    await detailPage(page).unsave()
  })

  test('a guest pressing 저장 is led to log in, and back to the title', async () => {
    const { page } = await site.open(`/contents/${title.url}`)
    await detailPage(page).guestSave.click()
    expect(await loginPage(page).returnAddress()).toBe(`/contents/${title.url}`)
  })
})

describe('what a verified account saved, read once its verification lapsed', () => {
  test('history and 이어보기 show locked 19 items with no name, leading to /cert', async () => {
    const code = async () => (await site.hosts.sessions()).find((s) => s.adultCert)?.adultCert?.code ?? ''
    await haneulAfterAdultSaves(site.hosts.hosts, site.hosts.catalogue, code, clock)
    const { page } = await site.open(`/login?return_url=${encodeURIComponent('/myPage?tab=1')}`)
    await loginPage(page).login(seedAccounts.find((a) => a.id === 'haneul')!)
    await page.waitForURL(/\/myPage\?tab=1/)
    const locked = myPage(page).lockedItems
    await locked.first().waitFor()
    expect(await locked.count()).toBe(await myPage(page).items.count())
    expect(await leakedNames(page, adultNames(site))).toEqual([])

    await page.goto('/')
    await page.getByTestId('continue-watching').locator('a[data-locked="1"]').first().waitFor()
    expect(await leakedNames(page, adultNames(site))).toEqual([])
    await page.getByTestId('continue-watching').locator('a[data-locked="1"]').first().click()
    await page.waitForURL(/\/cert\?/)
    expect(new URL(page.url()).searchParams.get('return_url')).toMatch(/^\/contents\//)
  })
})
