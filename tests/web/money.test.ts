import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { formatHostTime } from '../../core/contract/hostTime.ts'
import { BONUS_DAYS, DAY_MS, REFUND_DAYS } from '../../cli/hosts/money/currency.ts'
import { saleItem } from '../../cli/hosts/money/items.ts'
import { hostDate } from '../../web/pay/money.ts'
import { type Fields, memberLogin, send, signUpSession, signed } from '../cli/hostsHelpers.ts'
import { useSite } from './support/harness.ts'
import { loginPage } from './support/loginPage.ts'
import { currencyPage, guidePage, purchasesPage } from './support/moneyPages.ts'

/**
 * What a member sees of their money in Chromium: /settings/bbtan (the balance, each lot's expiry,
 * the history by kind and page through the URL), my page's 구매 내역 with 자동 결제 해지, the
 * empty states, and the buying guides. The stand-in's clock stands still, so the seed's dates
 * follow from the ledger's rules.
 */
const now = Date.now()
const site = useSite({ now: () => now })
const dateIn = (days: number) => hostDate(formatHostTime(now + days * DAY_MS))

/** Both layouts the pages must hold up in, none wider than the screen, saved for a look (.tmp/screenshots). */
const screenshots = async (page: Page, name: string) => {
  const dir = join(process.cwd(), '.tmp', 'screenshots')
  mkdirSync(dir, { recursive: true })
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    // Nothing wider than the screen: a phone never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: join(dir, `${name}-${viewport.width}x${viewport.height}.png`), fullPage: true })
  }
}

/** One call as a member session sends it (signed with its client code). */
const call = async (session: { s: string; c_code: string }, name: Parameters<typeof send>[1], fields: Fields) =>
  (await send(site.hosts.hosts, name, await signed(name, { s: session.s, ...fields }, session.c_code))).body

describe('/settings/bbtan', () => {
  test("minji's 빵탄 53 (50 paid, 3 bonus) with the bonus lapsing first, and the history filtered through the URL", async () => {
    const { page } = await site.newPage({ member: 'seed-minji' })
    const wallet = currencyPage(page)
    await wallet.open()
    expect(await wallet.total.textContent()).toBe('빵탄 53개')
    await page.getByText('유료 빵탄 50개 · 보너스 빵탄 3개').waitFor()
    // The seed charged bbtan-50 twenty days ago: its bonus lapses BONUS_DAYS after that.
    expect(await wallet.lots.allTextContents()).toEqual([
      `보너스 빵탄 3개 · ${dateIn(BONUS_DAYS - 20)} 소멸`,
      expect.stringMatching(/^유료 빵탄 50개 · .+ 소멸$/),
    ])
    expect(await wallet.refund.count()).toBe(0)
    expect(new URL((await wallet.charge.getAttribute('href')) ?? '', site.origin).search).toBe('?item_type=2&return_url=%2Fsettings%2Fbbtan')
    await screenshots(page, 'settings-bbtan')

    await wallet.list('전체').waitFor()
    expect(await wallet.entries.count()).toBe(2)
    await wallet.filter('보너스', 'bonus')
    await wallet.list('보너스').waitFor()
    expect(await wallet.entries.allTextContents()).toEqual([expect.stringContaining('+3')])
    expect(await wallet.entries.first().textContent()).toContain('잔액 빵탄 53개')
    await wallet.filter('사용', 'spend')
    await wallet.empty('사용 내역이 없습니다').waitFor()
    await page.goBack()
    await wallet.list('보너스').waitFor()
    expect(new URL(page.url()).search).toBe('?kind=bonus')
    await page.reload()
    await wallet.list('보너스').waitFor()
    expect(await wallet.entries.count()).toBe(1)
  })

  test('the history pages through ?page=, back and forward included', async () => {
    // junho's seed grant and 21 more: 22 entries, 20 a page.
    for (let n = 1; n <= 21; n += 1) await site.hosts.money.grant('junho', { bbtan: 1, what: `QA 지급 ${n}` })
    const { page } = await site.newPage({ member: 'seed-junho' })
    const wallet = currencyPage(page)
    await wallet.open('?kind=grant')
    await wallet.list('지급').waitFor()
    expect(await wallet.entries.count()).toBe(20)
    expect(await wallet.pager.at()).toBe('1 / 2 페이지')
    await wallet.pager.next()
    await page.waitForURL((url) => url.search === '?kind=grant&page=2')
    await expect.poll(() => wallet.pager.at()).toBe('2 / 2 페이지')
    expect(await wallet.entries.allTextContents()).toEqual([
      expect.stringContaining('QA 지급 1'),
      expect.stringContaining(`${saleItem('bbtan-10')!.name} 지급`),
    ])
    await page.goBack()
    await expect.poll(() => wallet.pager.at()).toBe('1 / 2 페이지')
    expect(await wallet.entries.first().textContent()).toContain('QA 지급 21')
    await page.goForward()
    await expect.poll(() => wallet.pager.at()).toBe('2 / 2 페이지')
  })

  test('a charge within its 7 days shows what is refundable and until when', async () => {
    const member = await signUpSession(site.hosts.hosts, { email: `refund.${now.toString(36)}@example.com`, password: 'member12!' })
    const key = `refund-${now.toString(36)}`
    const order = await call(member, 'currencyCharge', {
      item_id: 'bbtan-10',
      payment_method: 5,
      return_url: `${site.origin}/settings/bbtan`,
      idempotency_key: key,
    })
    const approved = await site.hosts.money.checkout(order.output.purchase_id, 'approved')
    const paid = await call(member, 'purchaseConfirm', { idempotency_key: key, amount: saleItem('bbtan-10')!.priceWon, payment_key: approved!.paymentKey })
    expect(paid.output.status).toBe('paid')
    const { page } = await site.newPage()
    await page.goto('/login?return_url=%2Fsettings%2Fbbtan')
    await loginPage(page).login({ email: `refund.${now.toString(36)}@example.com`, password: 'member12!' })
    await page.waitForURL((url) => url.pathname === '/settings/bbtan')
    await page.getByTestId('wallet-total').filter({ hasText: '빵탄 10개' }).waitFor()
    expect(await currencyPage(page).refund.textContent()).toContain(`환불할 수 있는 빵탄 10개 · ${dateIn(REFUND_DAYS)}까지`)
  })

  test('haneul, who holds nothing, reads the empty balance and history in Korean with a way to charge', async () => {
    const { page } = await site.newPage({ member: 'seed-haneul' })
    const wallet = currencyPage(page)
    await wallet.open()
    expect(await wallet.total.textContent()).toBe('빵탄 0개')
    await wallet.empty('빵탄 충전·사용 내역이 없습니다').getByRole('link', { name: '빵탄 충전하기' }).waitFor()
    expect(await wallet.lots.count()).toBe(0)
  })
})

describe('/myPage?tab=2', () => {
  test("minji's premium month (9,900원 by card, until its date); 자동 결제 해지 keeps the same end date", async () => {
    const { page } = await site.newPage({ member: 'seed-minji' })
    const purchases = purchasesPage(page)
    await purchases.open()
    const month = purchases.item(saleItem('premium-month')!.name)
    // The seed bought it ten days ago for thirty days.
    const until = dateIn(30 - 10)
    await month.getByText(`9,900원 · 신용·체크카드`).waitFor()
    await month.getByText(`${until}까지 · 자동 결제`).waitFor()
    await month.getByText('이용 중').waitFor()
    await purchases.item(saleItem('bbtan-50')!.name).getByText('충전 완료').waitFor()
    await screenshots(page, 'mypage-purchases')

    await purchases.cancel(saleItem('premium-month')!.name)
    await month.getByText(`해지됨 · ${until}까지 이용 가능`).waitFor()
    expect(await month.getByRole('button', { name: '자동 결제 해지' }).count()).toBe(0)
    const minji = await memberLogin(site.hosts.hosts, 'seed-minji')
    const history = await call(minji, 'purchaseHistory', { page: 1, count: 20 })
    const record = history.output.list.find((r: { item_id: string }) => r.item_id === 'premium-month')
    expect(record).toMatchObject({ renews: 0, status: 'active' })
    expect(hostDate(record.ends_at)).toBe(until)
    await page.reload()
    await month.getByText(`해지됨 · ${until}까지 이용 가능`).waitFor()
  })

  test('haneul reads that there is nothing bought yet, with a way to the passes', async () => {
    const { page } = await site.newPage({ member: 'seed-haneul' })
    const purchases = purchasesPage(page)
    await purchases.open()
    await purchases.empty('구매 내역이 없습니다').getByRole('link', { name: '이용권 보러 가기' }).waitFor()
  })
})

describe('the buying guides', () => {
  test.each([
    ['/pay/FirstGuide', '첫 구매 안내', ['이용권', '빵탄과 보너스 빵탄', '웹에서 결제하는 방법', '환불']],
    ['/pay/buyingGuide', '이용권·빵탄 구매 안내', ['빵탄 사용과 소멸', '빵탄 환불', '이용권', '앱에서 산 이용권']],
    [
      '/help/appBuyGuide',
      '앱에서 구매하기',
      ['앱에서 산 이용권은 산 곳에서 관리합니다', 'App Store (iPhone, iPad)', 'Google Play', '원스토어', '갤럭시 스토어', '네이버페이'],
    ],
  ])('%s reads as %s with its sections', async (path, title, headings) => {
    const { page } = await site.open(path)
    const guide = guidePage(page)
    expect(await guide.title.textContent()).toBe(title)
    expect(await guide.headings.allTextContents()).toEqual(headings)
    if (path === '/pay/buyingGuide') await screenshots(page, 'buying-guide')
  })
})
