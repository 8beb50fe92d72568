import { describe, expect, test } from 'vitest'
import { ServiceId } from '../../core/contract/index.ts'
import { adultNames, leakedNames, lockedCards, waitForGrid, waitForHome } from './support/browse.ts'
import { detailPage } from './support/detailPage.ts'
import { useSite } from './support/harness.ts'
import { loginPage } from './support/loginPage.ts'

/**
 * The adult gate in Chromium: a guest and an unverified member never get an adult title's name
 * (the whole HTML is checked against the stand-in's catalogue), a locked card leads to /login
 * then /cert, /cert verifies with the code the stand-in sends, and the viewer is back on the title.
 */
const site = useSite()
const adultList = `/contents?section=${ServiceId.adult}`

describe.for([
  ['a guest', undefined],
  ['an unverified member (haneul)', 'seed-haneul'],
  ['an unverified skytv-only member (seoyeon)', 'seed-seoyeon'],
] as const)('%s', ([, member]) => {
  test('sees locked 19 cards and no adult title anywhere in the page', async () => {
    const { page } = await site.open('/', member ? { member } : {})
    await waitForHome(page)
    expect(await leakedNames(page, adultNames(site))).toEqual([])
    await page.goto(adultList)
    await waitForGrid(page)
    expect(await lockedCards(page).count()).toBeGreaterThan(3)
    expect(await lockedCards(page).locator('img').count()).toBe(0)
    expect(await leakedNames(page, adultNames(site))).toEqual([])
  })

  test('opening a locked card leads to the gate (a guest is told why first), and the detail by URL too', async () => {
    const { page } = await site.open(adultList, member ? { member } : {})
    await waitForGrid(page)
    const locked = lockedCards(page).first()
    const movieUrl = (await locked.getAttribute('data-movie-url'))!
    await locked.click()
    if (member) {
      await page.waitForURL(/\/cert\?/)
      expect(new URL(page.url()).searchParams.get('return_url')).toBe(`/contents/${movieUrl}`)
    } else {
      await page.getByTestId('adult-login-ask').waitFor()
      expect(await leakedNames(page, adultNames(site))).toEqual([])
      await page.getByTestId('adult-login-ask').getByRole('link', { name: '로그인' }).click()
      expect(await loginPage(page).returnAddress()).toBe(`/cert?return_url=${encodeURIComponent(`/contents/${movieUrl}`)}`)
    }
    await page.goto(`/contents/${movieUrl}`)
    if (member) await page.waitForURL(/\/cert\?/)
    else await page.getByTestId('adult-login-ask').waitFor()
    expect(await leakedNames(page, adultNames(site))).toEqual([])
  })
})

describe('a verified member (minji)', () => {
  test('sees adult titles by name, with their art', async () => {
    const { page } = await site.open(adultList, { member: 'seed-minji' })
    await waitForGrid(page)
    expect(await lockedCards(page).count()).toBe(0)
    expect((await leakedNames(page, adultNames(site))).length).toBeGreaterThan(3)
  })
})

describe('/cert', () => {
  test('an unverified member verifies with the code the stand-in sends and is back on the title', async () => {
    const { page } = await site.open(adultList, { member: 'seed-haneul' })
    await waitForGrid(page)
    const locked = lockedCards(page).first()
    const movieUrl = (await locked.getAttribute('data-movie-url'))!
    await locked.click()
    await page.waitForURL(/\/cert\?/)
    await page.getByLabel('이름').fill('최하늘')
    await page.getByLabel('생년월일 (8자리)').fill('19950505')
    await page.getByLabel('휴대폰 번호').fill('01012345678')
    await page.getByRole('button', { name: '인증번호 받기' }).click()
    await page.getByLabel('인증번호 6자리').waitFor()
    const pending = (await site.hosts.sessions()).filter((s) => s.adultCert).sort((a, b) => b.adultCert!.expiresAt - a.adultCert!.expiresAt)[0]
    expect(pending?.adultCert?.code).toMatch(/^\d{6}$/)
    await page.getByLabel('인증번호 6자리').fill(pending!.adultCert!.code)
    await page.getByRole('button', { name: '인증하기' }).click()
    await detailPage(page).shown(movieUrl)
    const title = site.hosts.catalogue.titles.find((t) => t.movieUrl === movieUrl)!
    expect((await page.getByTestId('page-title').textContent())?.trim()).toBe(title.title)
  })

  test('a wrong code is refused in Korean and the form stays', async () => {
    const { page } = await site.open('/cert', { member: 'seed-seoyeon' })
    await page.getByLabel('이름').fill('박서연')
    await page.getByLabel('생년월일 (8자리)').fill('19970303')
    await page.getByLabel('휴대폰 번호').fill('01098765432')
    await page.getByRole('button', { name: '인증번호 받기' }).click()
    await page.getByLabel('인증번호 6자리').fill('000000')
    await page.getByRole('button', { name: '인증하기' }).click()
    await expect.poll(async () => (await page.getByRole('alert').last().textContent())?.trim() ?? '').toMatch(/[가-힣]/)
    // The wrong code's own words, not the generic "요청 정보가 올바르지 않습니다".
    expect(await page.getByTestId('cert-problem').textContent()).toContain('인증번호')
    expect(new URL(page.url()).pathname).toBe('/cert')
  })

  test('a guest is asked to log in first, with /cert as the way back', async () => {
    const { page } = await site.open('/cert?return_url=%2Fcontents%2Fx')
    await page.locator('main').getByRole('link', { name: '로그인', exact: true }).click()
    expect(await loginPage(page).returnAddress()).toBe('/cert?return_url=%2Fcontents%2Fx')
  })
})
