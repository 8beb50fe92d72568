import { describe, expect, test } from 'vitest'
import { lockedCards, waitForGrid } from './support/browse.ts'
import { adultIdentity, certPage, sentCode } from './support/certPage.ts'
import { detailPage } from './support/detailPage.ts'
import { useSite, waitForApp } from './support/harness.ts'
import { loginPage } from './support/loginPage.ts'
import { newMember } from './support/members.ts'
import { myPage } from './support/myPage.ts'
import { MyPageTab, ServiceId } from '../../core/contract/index.ts'

/**
 * Staying verified in Chromium (docs/decisions/1450): /cert verifies the account for a year, so
 * it holds across reloads, tabs and logins; /cert says why it asks, tells under 19 from a wrong
 * code, and goes back to the page that asked (the player too); a guest on an adult title is
 * told why before the login, and lands back on the title.
 */
const site = useSite()
const adult = () => site.hosts.catalogue.titles.find((t) => t.adult && t.kind === 'movie')!.movieUrl

describe('a verified account', () => {
  test('stays verified after a reload, in a new tab, and after logging out and in', async () => {
    const member = await newMember(site, 'stays')
    const url = adult()
    const { page, context } = await site.open(`/login?return_url=${encodeURIComponent(`/contents/${url}`)}`)
    await loginPage(page).login(member)
    // Unverified: the title sends the member to /cert, which comes back to it.
    await page.waitForURL(/\/cert\?/)
    await certPage(page).verify(site)
    await detailPage(page).shown(url)

    await page.reload()
    await waitForApp(page)
    await detailPage(page).shown(url)

    const tab = await context.newPage()
    await tab.goto(`/contents/${url}`)
    await detailPage(tab).shown(url)

    await myPage(page).open(MyPageTab.watched)
    await myPage(page).logOut()
    await page.goto(`/login?return_url=${encodeURIComponent(`/contents/${url}`)}`)
    await loginPage(page).login(member)
    await page.waitForURL(`**/contents/${url}`)
    // The login page's own way back draws the title: its read is not lost to the login's revalidation.
    await detailPage(page).shown(url)
  })
})

describe('/cert', () => {
  test('says why it asks, and tells an under-age birth date from a wrong code, each with its next step', async () => {
    const member = await newMember(site, 'answers')
    const { page } = await site.open(`/login?return_url=${encodeURIComponent('/cert')}`)
    await loginPage(page).login(member)
    const cert = certPage(page)
    expect(await cert.why.textContent()).toContain('청소년 보호법')

    const eighteen = `${new Date().getUTCFullYear() - 18}0101`
    await cert.requestCode({ ...adultIdentity, birthDate: eighteen })
    const young = await cert.refusal()
    expect(young.code).toBe('-1450')
    expect(young.text).toContain('만 19세 미만')
    expect(young.text).toContain('생년월일')
    // Still on the identity step, to correct the date.
    expect(await page.getByRole('button', { name: '인증번호 받기' }).count()).toBe(1)

    await cert.requestCode()
    await page.getByLabel('인증번호 6자리').waitFor()
    const sent = await sentCode(site)
    await cert.enterCode(sent === '999999' ? '000000' : '999999')
    const wrong = await cert.refusal()
    expect(wrong.code).toBe('-1451')
    expect(wrong.text).toContain('인증번호')
    expect(wrong.text).toContain('다시 받아')
    expect(wrong.text).not.toBe(young.text)
    expect(await page.getByRole('button', { name: '인증번호 다시 받기' }).count()).toBe(1)
  })

  test('goes back to the player that asked', async () => {
    const member = await newMember(site, 'player')
    const { page } = await site.open(`/login?return_url=${encodeURIComponent('/player/qa-adult')}`)
    await loginPage(page).login(member)
    const problem = page.getByTestId('playback-problem')
    await problem.waitFor()
    await problem.getByRole('link', { name: '성인 인증하기' }).click()
    await certPage(page).verify(site)
    await page.waitForURL('**/player/qa-adult')
    await page.getByTestId('player-media').waitFor()
    expect(await page.getByTestId('playback-problem').count()).toBe(0)
  })
})

describe('a guest on an adult title', () => {
  test('is told why, with 로그인 and 취소; 로그인 then /cert lands back on the title', async () => {
    const member = await newMember(site, 'guest')
    const url = adult()
    const { page } = await site.open('/')
    await page.goto(`/contents/${url}`)
    const ask = page.getByTestId('adult-login-ask')
    await ask.waitFor()
    expect(await page.getByTestId('empty-state').textContent()).toContain('청소년 보호법')
    expect(await ask.getByRole('button', { name: '취소' }).count()).toBe(1)
    await ask.getByRole('link', { name: '로그인' }).click()
    expect(await loginPage(page).returnAddress()).toBe(`/cert?return_url=${encodeURIComponent(`/contents/${url}`)}`)
    await loginPage(page).login(member)
    await certPage(page).verify(site)
    await detailPage(page).shown(url)
  })

  test('a locked card opens the title, which says why; 취소 goes back to the list', async () => {
    const list = `/contents?section=${ServiceId.adult}`
    const { page } = await site.open(list)
    await waitForGrid(page)
    const locked = lockedCards(page).first()
    const url = (await locked.getAttribute('data-movie-url'))!
    await locked.click()
    await page.waitForURL(`**/contents/${url}`)
    await page.getByTestId('adult-login-ask').getByRole('button', { name: '취소' }).click()
    await page.waitForURL((u) => `${u.pathname}${u.search}` === list)
    await waitForGrid(page)
  })
})
