import type { Page } from 'playwright-core'
import type { MyPageTab } from '../../../core/contract/index.ts'
import { TestId } from '../../../web/testids.ts'
import { waitForApp } from './harness.ts'

/** My page (/myPage) as a test uses it: a tab's list and its items, the account links and 로그아웃. */

export const myPage = (page: Page) => {
  const items = page.getByTestId('watch-list-item')
  return {
    /** Opens the tab's list in this tab (a full load) and waits until the page is there. */
    async open(tab: MyPageTab): Promise<void> {
      await page.goto(`/myPage?tab=${tab}`)
      await waitForApp(page)
    },
    /** The list's items, in order. */
    items,
    /** The item whose text has `name`. */
    item: (name: string) => items.filter({ hasText: name }),
    /** Locked items (an adult title for a session without verification: no name, a lock). */
    lockedItems: items.locator('a[data-locked="1"]'),
    /** The list's empty state saying `message` (each tab has its own). */
    empty: (message: string) => page.getByTestId(TestId.emptyState).filter({ hasText: message }),
    /** The links on to the member's settings. */
    accountLinks: page.getByRole('navigation', { name: '계정 메뉴' }),
    logout: page.getByRole('button', { name: '로그아웃' }),
    /** 로그아웃, confirmed in the alert; waits until the app is home as a guest. */
    async logOut(): Promise<void> {
      await page.getByRole('button', { name: '로그아웃' }).click()
      await page.getByTestId(TestId.alertButton).and(page.locator('[data-action="confirm"]')).click()
      await page.waitForURL((url) => url.pathname === '/')
    },
  }
}
