import { expect, test } from 'vitest'
import { useSite } from './support/harness.ts'
import { ledgerOf } from './support/payPage.ts'
import { purchasesPage } from './support/moneyPages.ts'

/**
 * A price rise on a renewing pass asks the member before the renewal (docs/decisions/1550): QA
 * schedules it through the admin endpoint; minji declines (해지), so the pass ends at the end of
 * the period she paid for and the new price is never charged. Its own stand-in: the clock moves.
 */
const site = useSite({ sessionLimit: 100, tokenTtlSec: 400 * 86_400 })

test('a scheduled price rise asks minji before her renewal, and 해지 ends the pass at the end of the paid period', async () => {
  // Her seed month renews 20 days from now; the new price applies from 10 days on.
  await site.admin.schedulePrice('premium-month', 11_900, 10)
  const { page } = await site.open('/myPage?tab=2', { member: 'seed-minji' })
  const purchases = purchasesPage(page)
  await purchases.open()
  const ask = purchases.notice('price')
  await ask.waitFor()
  expect(await ask.textContent()).toContain('요금이 9,900원에서 11,900원으로 바뀝니다')
  await page.screenshot({ path: '/tmp/money-price-ask-1280.png', fullPage: true })
  await ask.getByRole('button', { name: '해지' }).click()
  await page.getByTestId('alert-button').and(page.locator('[data-action="confirm"]')).click()
  await expect.poll(() => purchases.notice('price').count()).toBe(0)
  await purchases
    .item('프리미엄 월 이용권')
    .filter({ hasText: /해지됨 · .+까지 이용 가능/ })
    .waitFor()

  expect(await site.admin.advanceDays(21)).toMatchObject({ renewed: 0 })
  await purchases.open()
  await purchases.item('프리미엄 월 이용권').filter({ hasText: '만료' }).waitFor()
  const ledger = await ledgerOf(site.hosts.hosts, 'seed-minji')
  expect((await ledger.purchases()).filter((p) => p.item_id === 'premium-month').map((p) => p.status)).toEqual(['expired'])
})
