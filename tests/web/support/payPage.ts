import type { Page } from 'playwright-core'
import type { Hosts } from '../../../core/contract/index.ts'
import { memberLogin, send, signed } from '../../cli/hostsHelpers.ts'
import type { CallName } from '../../../core/contract/index.ts'

/** /pay, the stand-in checkout and /pay/return as a test uses them (docs/decisions/1511). */

export const payPage = (page: Page) => {
  const item = (itemId: string) => page.locator(`[data-testid="pay-item"][data-item="${itemId}"]`)
  const shown = () => page.getByTestId('pay-item').first().waitFor()
  const choose = (itemId: string, method: string | RegExp) => item(itemId).getByRole('radio', { name: method }).check()
  const buyButton = (itemId: string) => item(itemId).getByRole('button', { name: /결제하기|구매하기/ })
  return {
    item,
    balance: page.getByTestId('pay-balance'),
    problem: page.getByTestId('pay-problem'),
    /** The note that 빵탄 falls short, over the packs. */
    short: page.getByTestId('pay-short'),
    /** Waits until the items are drawn. */
    shown,
    /** Chooses the method (its radio's label: 신용·체크카드, 휴대폰 결제, 빵탄 N개) on an item. */
    choose,
    /** The purchase intents this tab keeps (web/pay/intent.ts): item, method, key, outcome. */
    intents: (): Promise<Array<{ key: string; itemId: string; method: string | number; settled?: string }>> =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('pay.intents') ?? '[]')),
    /** The item's buy button (결제하기 / 구매하기). */
    buyButton,
    /** Once the items are drawn: the item by card, up to the stand-in's payment window, which it returns. */
    async toCheckout(itemId: string) {
      await shown()
      await choose(itemId, '신용·체크카드')
      await buyButton(itemId).click()
      const checkout = checkoutWindow(page)
      await checkout.shown()
      return checkout
    },
  }
}

/** The stand-in's payment window (cli/hosts/money/checkout.ts). */
export const checkoutWindow = (page: Page) => ({
  shown: () => page.getByRole('heading', { name: '결제 정보' }).waitFor(),
  item: page.getByTestId('checkout-item'),
  amount: page.getByTestId('checkout-amount'),
  async payByCard(number: string): Promise<void> {
    await page.getByLabel('카드 번호').fill(number)
    await page.getByRole('button', { name: '결제하기' }).click()
  },
  cancel: () => page.getByRole('button', { name: '결제 취소' }).click(),
})

/** /pay/return: how the purchase went. */
export const payReturn = (page: Page) => {
  const outcome = page.getByTestId('pay-outcome')
  return {
    outcome,
    /** Waits for the outcome drawn as `kind` (paid, declined, unknown). */
    until: (kind: 'paid' | 'declined' | 'unknown') => page.locator(`[data-testid="pay-outcome"][data-outcome="${kind}"]`).waitFor({ timeout: 15_000 }),
    goOn: (name: string | RegExp) => outcome.getByRole('link', { name }).click(),
  }
}

/** The alert modal's 확인 / 취소 (the deduction's confirmation). */
export const alertModal = (page: Page) => ({
  dialog: page.getByTestId('alert-modal'),
  message: page.getByTestId('alert-message'),
  press: (label: string) => page.getByTestId('alert-modal').getByRole('button', { name: label }).click(),
})

/** A member's money as the stand-in keeps it, read over HTTP beside the page (its own session). */
export const ledgerOf = async (hosts: Hosts, loginKey: string) => {
  const session = await memberLogin(hosts, loginKey)
  const call = async (name: CallName, fields: Record<string, string | number> = {}) => {
    const body = (await send(hosts, name, await signed(name, { s: session.s, ...fields }, session.c_code))).body
    if (body.retval !== 0) throw new Error(`${name}: ${body.retval}`)
    return body.output
  }
  return {
    balance: async (): Promise<number> => (await call('currencyBalance')).total,
    purchases: async (): Promise<Array<{ item_id: string; status: string; purchase_id: string }>> => (await call('purchaseHistory', { count: 100 })).list,
    entries: async (): Promise<Array<{ kind: string; amount: number }>> => (await call('currencyHistory', { count: 100 })).list,
  }
}
