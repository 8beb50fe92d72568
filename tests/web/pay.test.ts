import { expect, test } from 'vitest'
import { blockingViolations } from './support/axe.ts'
import { useSite } from './support/harness.ts'
import { alertModal, checkoutWindow, ledgerOf, payPage, payReturn } from './support/payPage.ts'
import { player } from './support/player.ts'

/**
 * Buying in Chromium (docs/decisions/1510, 1511): from the player's refusal through the stand-in
 * checkout and back to playback; with 빵탄 and its confirmation; a charge when 빵탄 falls short
 * and the same purchase after it; a declined card; a refresh mid-way. What was charged is read
 * from the stand-in's ledger over HTTP, beside the page.
 */
const site = useSite({ sessionLimit: 100 })

const TEST_CARD = '4242 4242 4242 4242'

test('haneul opens a paid title, buys 프리미엄 월 이용권 with the test card and is back on the player, playing', async () => {
  const { page } = await site.open('/player/qa-paid', { member: 'seed-haneul' })
  await page.getByTestId('playback-problem').getByRole('link', { name: '이용권 구매하기' }).click()
  await page.waitForURL(/\/pay\?item_type=1&movie_url=qa-paid$/)
  const pay = payPage(page)
  await pay.shown()
  expect(await blockingViolations(page)).toEqual([])
  await pay.choose('premium-month', '신용·체크카드')
  await pay.buyButton('premium-month').click()
  const checkout = checkoutWindow(page)
  await checkout.shown()
  expect(await checkout.item.textContent()).toBe('프리미엄 월 이용권')
  expect(await checkout.amount.textContent()).toBe('9,900원')
  await checkout.payByCard(TEST_CARD)
  await page.waitForURL(/\/pay\/return\?/)
  const back = payReturn(page)
  await back.until('paid')
  expect(await blockingViolations(page)).toEqual([])
  const played = page.waitForResponse((r) => r.url().endsWith('/v3/play/info'))
  await back.goOn('바로 보기')
  await page.waitForURL(/\/player\/qa-paid$/)
  expect((await (await played).json()).retval).toBe(0)
  await player(page).media.waitFor({ state: 'attached' })
  const ledger = await ledgerOf(site.hosts.hosts, 'seed-haneul')
  expect((await ledger.purchases()).filter((p) => p.item_id === 'premium-month').map((p) => p.status)).toEqual(['active'])
})

test('minji buys qa-single with 빵탄: confirms the deduction in the alert, and a double click spends it once', async () => {
  const ledger = await ledgerOf(site.hosts.hosts, 'seed-minji')
  const before = await ledger.balance()
  const { page } = await site.open('/pay?item_type=3&movie_url=qa-single', { member: 'seed-minji' })
  const pay = payPage(page)
  await pay.shown()
  expect(await pay.balance.textContent()).toBe(`빵탄 ${before}개`)
  await pay.choose('single:qa-single', '빵탄 15개')
  await site.admin.clearCalls()
  await pay.buyButton('single:qa-single').dblclick()
  const alert = alertModal(page)
  await alert.dialog.waitFor()
  // The second click found the button busy: one purchase went out.
  expect((await site.admin.calls()).filter((c) => c.call === 'purchase')).toHaveLength(1)
  const message = await alert.message.textContent()
  expect(message).toContain('빵탄 15개')
  expect(message).toContain(`빵탄 ${before - 15}개`)
  await alert.press('확인')
  const back = payReturn(page)
  await back.until('paid')
  expect(await ledger.balance()).toBe(before - 15)
  const spends = (await ledger.entries()).filter((e) => e.kind === 'spend')
  expect(spends.map((e) => e.amount)).toEqual([-15])
  expect((await ledger.purchases()).filter((p) => p.item_id === 'single:qa-single')).toHaveLength(1)
  await back.goOn('바로 보기')
  await page.waitForURL(/\/player\/qa-single$/)
})

test('haneul has too little 빵탄 for qa-single: charges 빵탄 50개 by card, then completes the same purchase', async () => {
  const { page } = await site.open('/pay?item_type=3&movie_url=qa-single', { member: 'seed-haneul' })
  const pay = payPage(page)
  await pay.shown()
  await pay.choose('single:qa-single', '빵탄 15개')
  await pay.buyButton('single:qa-single').click()
  await pay.short.waitFor()
  expect(await pay.short.textContent()).toContain('15개 부족합니다')
  const wanted = (await pay.intents()).filter((i) => i.itemId === 'single:qa-single')
  expect(wanted).toHaveLength(1)
  await pay.choose('bbtan-50', '신용·체크카드')
  await pay.buyButton('bbtan-50').click()
  const checkout = checkoutWindow(page)
  await checkout.shown()
  expect(await checkout.amount.textContent()).toBe('5,000원')
  await checkout.payByCard(TEST_CARD)
  const back = payReturn(page)
  await back.until('paid')
  expect(await back.outcome.textContent()).toContain('빵탄을 충전했습니다')
  await back.goOn('구매 계속하기')
  const alert = alertModal(page)
  await alert.dialog.waitFor()
  expect(await alert.message.textContent()).toContain(`빵탄 ${50 + 3 - 15}개`)
  await alert.press('확인')
  await back.until('paid')
  const ledger = await ledgerOf(site.hosts.hosts, 'seed-haneul')
  expect(await ledger.balance()).toBe(50 + 3 - 15)
  // The same purchase: its first key asked again and settled, one order for the title, paid.
  expect((await pay.intents()).filter((i) => i.itemId === 'single:qa-single')).toEqual([
    { ...wanted[0], settled: 'paid', purchaseId: expect.any(String), back: '/player/qa-single' },
  ])
  expect((await ledger.purchases()).filter((p) => p.item_id === 'single:qa-single').map((p) => p.status)).toEqual(['active'])
  await back.goOn('바로 보기')
  await page.waitForURL(/\/player\/qa-single$/)
})

test('a declined card charges nothing: the order is declined, balance and history unchanged, 다시 시도 offered', async () => {
  const ledger = await ledgerOf(site.hosts.hosts, 'seed-junho')
  const balance = await ledger.balance()
  const entries = await ledger.entries()
  const { page } = await site.open('/pay', { member: 'seed-junho' })
  const checkout = await payPage(page).toCheckout('premium-week')
  await checkout.payByCard('4000 0000 0000 0002')
  const back = payReturn(page)
  await back.until('declined')
  expect(await back.outcome.textContent()).toContain('카드사에서 결제를 승인하지 않았습니다')
  await back.outcome.getByRole('link', { name: '다시 시도' }).waitFor()
  expect(await ledger.balance()).toBe(balance)
  expect(await ledger.entries()).toEqual(entries)
  expect((await ledger.purchases()).filter((p) => p.item_id === 'premium-week').map((p) => p.status)).toEqual(['declined'])
})

test('a refresh at the checkout and on /pay/return shows the outcome and never charges twice', async () => {
  const ledger = await ledgerOf(site.hosts.hosts, 'seed-junho')
  const balance = await ledger.balance()
  const packs = (await ledger.purchases()).filter((p) => p.item_id === 'bbtan-10').length
  const { page } = await site.open('/pay', { member: 'seed-junho' })
  const pay = payPage(page)
  await pay.shown()
  await pay.choose('bbtan-10', '신용·체크카드')
  await pay.buyButton('bbtan-10').click()
  const checkout = checkoutWindow(page)
  await checkout.shown()
  await page.reload()
  await checkout.shown()
  await checkout.payByCard(TEST_CARD)
  const back = payReturn(page)
  await back.until('paid')
  for (let i = 0; i < 2; i++) {
    await page.reload()
    await back.until('paid')
  }
  // The browser's back: the checkout says the order is paid and takes no second payment.
  await page.goBack()
  await page.getByRole('heading', { name: '이미 결제를 마친 주문입니다' }).waitFor()
  expect(await ledger.balance()).toBe(balance + 10)
  const paid = (await ledger.purchases()).filter((p) => p.item_id === 'bbtan-10')
  expect(paid).toHaveLength(packs + 1)
  expect(paid[0]?.status).toBe('paid')
})

test('back from the checkout to /pay and 결제하기 again goes on with the same order, paid once', async () => {
  const ledger = await ledgerOf(site.hosts.hosts, 'seed-minji')
  const before = (await ledger.purchases()).filter((p) => p.item_id === 'bbtan-100').length
  const { page } = await site.open('/pay', { member: 'seed-minji' })
  const pay = payPage(page)
  await pay.shown()
  await pay.buyButton('bbtan-100').click()
  const checkout = checkoutWindow(page)
  await checkout.shown()
  const first = page.url()
  await page.goBack()
  await pay.shown()
  await pay.buyButton('bbtan-100').click()
  await checkout.shown()
  expect(page.url()).toBe(first)
  await checkout.payByCard(TEST_CARD)
  await payReturn(page).until('paid')
  // One order more, paid: no second order waits at the checkout.
  const packs = (await ledger.purchases()).filter((p) => p.item_id === 'bbtan-100')
  expect(packs).toHaveLength(before + 1)
  expect(new Set(packs.map((p) => p.status))).toEqual(new Set(['paid']))
})
