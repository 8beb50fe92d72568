import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { useSite } from './support/harness.ts'
import { ledgerOf, payPage, payReturn } from './support/payPage.ts'
import { purchasesPage } from './support/moneyPages.ts'

/**
 * Money that keeps its promises, in Chromium (docs/decisions/1550, 1551): a refund asked online
 * the day of the purchase, and a month pass renewed when QA moves the stand-in's clock past its
 * end (the reminder 7 days before first). The stand-in's clock moves through its admin endpoint;
 * sessions outlive the jump (a long token life), as a member who keeps the app open.
 */
const site = useSite({ sessionLimit: 100, tokenTtlSec: 400 * 86_400 })

/** A phone's and a desktop's look, for a person to check (outside the tree); nothing wider than the screen. */
const shots = async (page: Page, name: string) => {
  const dir = join(tmpdir(), 'money-screens')
  mkdirSync(dir, { recursive: true })
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: join(dir, `${name}-${viewport.width}.png`), fullPage: viewport.width < 1000 })
  }
}

test('haneul buys a 7-day pass, asks for its refund the same day and gets it: qa-paid is refused again', async () => {
  const { page } = await site.open('/pay?item_type=1', { member: 'seed-haneul' })
  const checkout = await payPage(page).toCheckout('premium-week')
  await checkout.payByCard('4242 4242 4242 4242')
  await page.waitForURL(/\/pay\/return\?/)
  await payReturn(page).until('paid')

  const purchases = purchasesPage(page)
  await purchases.open()
  const message = await purchases.askRefund('프리미엄 7일 이용권')
  // The member sees the amount before confirming.
  expect(message).toContain('3,900원')
  await purchases.item('프리미엄 7일 이용권').filter({ hasText: '환불됨' }).waitFor()
  expect(await purchases.item('프리미엄 7일 이용권').getByTestId('refund-line').textContent()).toContain('3,900원')
  await shots(page, 'mypage-refunded')
  const ledger = await ledgerOf(site.hosts.hosts, 'seed-haneul')
  expect((await ledger.purchases()).filter((p) => p.item_id === 'premium-week').map((p) => p.status)).toEqual(['refunded'])

  const played = page.waitForResponse((r) => r.url().endsWith('/v3/play/info'))
  await page.goto('/player/qa-paid')
  expect((await (await played).json()).retval).toBe(-110)
  await page.getByTestId('playback-problem').waitFor()
})

test("a purchase the terms do not allow says why: minji's seed month pass, bought 10 days ago", async () => {
  const { page } = await site.open('/myPage?tab=2', { member: 'seed-minji' })
  const purchases = purchasesPage(page)
  await purchases.open()
  await purchases.item('프리미엄 월 이용권').getByRole('button', { name: '환불 요청' }).click()
  expect(await purchases.refusal('프리미엄 월 이용권').textContent()).toBe('결제한 날부터 7일이 지나 청약철회할 수 없습니다.')
})

test("minji's month pass: told 7 days before, renewed when the clock moves past its end, both charges in 구매 내역", async () => {
  const { page } = await site.open('/myPage?tab=2', { member: 'seed-minji' })
  const purchases = purchasesPage(page)
  // The seed pass ends 20 days from now: 14 days on, the renewal is 6 days away.
  expect(await site.admin.advanceDays(14)).toMatchObject({ renewed: 0 })
  await purchases.open()
  const reminder = purchases.notice('renewal')
  await reminder.waitFor()
  expect(await reminder.textContent()).toContain('9,900원이 신용·체크카드로 자동 결제됩니다')
  await shots(page, 'mypage-reminder')
  expect(await purchases.items.filter({ hasText: '프리미엄 월 이용권' }).count()).toBe(1)

  expect(await site.admin.advanceDays(7)).toMatchObject({ renewed: 1, declined: 0 })
  // A second run at the same time charges nothing more.
  expect(await site.admin.advanceDays(0)).toMatchObject({ renewed: 0 })
  await purchases.open()
  await expect.poll(() => purchases.items.filter({ hasText: '프리미엄 월 이용권' }).count()).toBe(2)
  const renewal = purchases.items.and(page.locator('[data-renewal="1"]'))
  expect(await renewal.textContent()).toContain('9,900원 · 신용·체크카드')
  expect(await renewal.getAttribute('data-status')).toBe('active')
  await shots(page, 'mypage-renewed')
  const ledger = await ledgerOf(site.hosts.hosts, 'seed-minji')
  expect((await ledger.purchases()).filter((p) => p.item_id === 'premium-month').map((p) => p.status)).toEqual(['active', 'expired'])
})

test('a declined renewal keeps a grace, said on /myPage and the player, and 결제하기 pays it', async () => {
  // junho's seed month ends 27 days after the start; the clock is 21 days on already.
  await site.admin.declineRenewals('junho', 'insufficient')
  expect(await site.admin.advanceDays(7)).toMatchObject({ declined: 1 })
  const { page } = await site.open('/player/qa-paid', { member: 'seed-junho' })
  const grace = page.getByTestId('grace-notice')
  await grace.waitFor()
  expect(await grace.textContent()).toContain('자동 결제에 실패했습니다')
  await shots(page, 'player-grace')
  await grace.getByRole('link', { name: '결제하기' }).click()
  await page.waitForURL(/\/myPage\?tab=2/)
  const purchases = purchasesPage(page)
  const notice = purchases.notice('grace')
  await notice.waitFor()
  expect(await notice.textContent()).toContain('잔액 또는 한도가 부족해')
  await shots(page, 'mypage-grace')
  await site.admin.declineRenewals('junho', null)
  await notice.getByRole('button', { name: /결제하기/ }).click()
  await expect.poll(() => purchases.notice('grace').count()).toBe(0)
  await expect.poll(() => purchases.items.and(page.locator('[data-renewal="1"]')).filter({ hasText: '이용 중' }).count()).toBe(1)
})
