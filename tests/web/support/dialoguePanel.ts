import type { Page } from 'playwright-core'

/** The player's 대사 panel as a viewer uses it: its lines, the one being said, its filter. */
export const dialoguePanel = (page: Page) => {
  const panel = page.getByTestId('dialogue-panel')
  return {
    panel,
    /** 대사 보기: the panel opens on demand. */
    open: () => page.getByTestId('dialogue-toggle').click(),
    filter: panel.getByRole('searchbox', { name: '대사 검색' }),
    /** Every line listed (a button each). */
    lines: panel.getByRole('listitem').getByRole('button'),
    /** The line said at `start` seconds. */
    line: (start: number) => panel.locator(`button[data-start="${start}"]`),
    /** The line being said now. */
    current: panel.locator('button[aria-current="true"]'),
    /** The share link of the line being said. */
    share: page.getByTestId('dialogue-share'),
  }
}
