import type { Page } from 'playwright-core'

/** The player's stream screens as a test uses them (docs/decisions/1811): -111's list and 이 기기에서 보기, and the ended state. */
export const streamScreens = (page: Page) => ({
  limit: page.locator('[data-problem="stream-limit"]'),
  watching: () => page.getByRole('list', { name: '지금 보고 있는 기기' }).getByRole('listitem'),
  takeOver: () => page.getByRole('button', { name: '이 기기에서 보기' }).click(),
  ended: page.getByTestId('stream-ended'),
})
