import type { Page } from 'playwright-core'
import { TestId } from '../../../web/testids.ts'
import { waitForApp } from './harness.ts'

/** The member's money pages as a test uses them: /settings/bbtan and my page's 구매 내역 (/myPage?tab=2). */

/** Paging through a list (이전/다음 페이지 links): where it is, and a step on. */
const pager = (page: Page) => {
  const nav = page.getByRole('navigation', { name: '페이지' })
  return {
    /** "2 / 3 페이지". */
    at: () => nav.locator('[aria-current="page"]').textContent(),
    next: () => nav.getByRole('link', { name: '다음 페이지' }).click(),
  }
}

export const currencyPage = (page: Page) => {
  const entries = page.getByTestId('wallet-entry')
  return {
    /** Opens /settings/bbtan with `query` (a full load) and waits until the balance is in. */
    async open(query = ''): Promise<void> {
      await page.goto(`/settings/bbtan${query}`)
      await waitForApp(page)
      await page.getByTestId('wallet-total').filter({ hasText: /개$/ }).waitFor()
    },
    total: page.getByTestId('wallet-total'),
    /** The lots that lapse, soonest first. */
    lots: page.getByRole('list', { name: '소멸 예정' }).getByRole('listitem'),
    refund: page.locator('.wallet__refund'),
    charge: page.getByRole('link', { name: '충전하기', exact: true }),
    entries,
    /** Chooses a kind's filter (전체, 충전, 사용, 보너스, 소멸, 환불, 지급) and waits for its address. */
    async filter(name: string, kind: string): Promise<void> {
      await page.getByRole('navigation', { name: '내역 종류' }).getByRole('link', { name, exact: true }).click()
      await page.waitForURL((url) => (url.searchParams.get('kind') ?? '') === kind)
    },
    /** The history list once it is drawn for the kind named `name` (전체 내역, 보너스 내역...). */
    list: (name: string) => page.getByRole('list', { name: `${name} 내역` }),
    empty: (message: string) => page.getByTestId(TestId.emptyState).filter({ hasText: message }),
    pager: pager(page),
  }
}

export const purchasesPage = (page: Page) => {
  const items = page.getByTestId('purchase')
  return {
    /** Opens my page's 구매 내역 (a full load) and waits until the list or its empty state is there. */
    async open(query = ''): Promise<void> {
      await page.goto(`/myPage?tab=2${query}`)
      await waitForApp(page)
      await page.getByRole('list', { name: '구매 내역' }).or(page.getByTestId(TestId.emptyState)).waitFor()
    },
    items,
    item: (name: string | RegExp) => items.filter({ hasText: name }),
    empty: (message: string) => page.getByTestId(TestId.emptyState).filter({ hasText: message }),
    /** 자동 결제 해지 on the purchase with `name`, confirmed in the app's alert. */
    async cancel(name: string | RegExp): Promise<void> {
      await items.filter({ hasText: name }).getByRole('button', { name: '자동 결제 해지' }).click()
      await page.getByTestId(TestId.alertButton).and(page.locator('[data-action="confirm"]')).click()
    },
    /** 환불 요청 on the purchase with `name`: the alert's message (the amount) is answered, then confirmed. */
    async askRefund(name: string | RegExp): Promise<string> {
      await items.filter({ hasText: name }).getByRole('button', { name: '환불 요청' }).click()
      const message = page.getByTestId(TestId.alertMessage)
      await message.waitFor()
      const text = (await message.textContent()) ?? ''
      await page.getByTestId(TestId.alertButton).and(page.locator('[data-action="confirm"]')).click()
      return text
    },
    /** Why a purchase may not be refunded, once 환불 요청 asked. */
    refusal: (name: string | RegExp) => items.filter({ hasText: name }).getByTestId('refund-refusal'),
    /** The notices before a renewal (결제 예정 on this tab). */
    notices: page.getByTestId('money-notice'),
    notice: (kind: 'renewal' | 'grace' | 'price') => page.locator(`[data-testid="money-notice"][data-kind="${kind}"]`),
    pager: pager(page),
  }
}

/** A guide page: its h1 and its section headings. */
export const guidePage = (page: Page) => ({
  title: page.getByTestId(TestId.pageTitle),
  headings: page.getByRole('heading', { level: 2 }),
})
