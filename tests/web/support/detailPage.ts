import type { Page } from 'playwright-core'
import { waitForApp } from './harness.ts'

/** A title's detail page (/contents/{movie_url}) as a test uses it: 재생, 저장, the synopsis, not found. */

export const detailPage = (page: Page) => {
  // Found by its name, as a viewer and a screen reader know it (the name itself is checked by tests).
  const play = page.getByRole('link', { name: '재생', exact: true })
  const saved = page.locator('button[aria-pressed="true"]', { hasText: '저장됨' })
  /** Waits until the page shows the title `movieUrl`, its data in and its 재생 link there (whatever its words). */
  const shown = async (movieUrl: string): Promise<void> => {
    await page.waitForURL(`**/contents/${movieUrl}`)
    await page.locator(`[data-testid="detail"][data-movie-url="${movieUrl}"]`).waitFor()
    // 재생, whatever it says (이어보기 for a title in progress, "3화 재생" for a series).
    await page.getByTestId('play').waitFor()
  }
  return {
    play,
    shown,
    /** Opens the title's page in this tab (a full load) and waits until it is shown. */
    async open(movieUrl: string): Promise<void> {
      await page.goto(`/contents/${movieUrl}`)
      await waitForApp(page)
      await shown(movieUrl)
    },
    /** A member's 저장, once the host has it (the button turns to 저장됨). */
    async save(): Promise<void> {
      await page.getByRole('button', { name: '저장', exact: true }).click()
      await saved.waitFor()
    },
    /** A member's 저장됨 pressed again, once the host has let it go (the button is 저장 again). */
    async unsave(): Promise<void> {
      await saved.click()
      await page.locator('button[aria-pressed="false"]', { hasText: '저장' }).waitFor()
    },
    /** A guest's 저장: a link to log in first. */
    guestSave: page.getByRole('link', { name: '저장 (로그인 필요)' }),
    synopsis: page.locator('.detail__synopsis'),
    /** 더 보기 / 접기 of a long synopsis. */
    more: page.getByRole('button', { name: '더 보기' }),
    less: page.getByRole('button', { name: '접기' }),
    /** The Korean not-found page of a title that is not there, and its way on to search. */
    notFound: page.getByText('작품을 찾을 수 없습니다').first(),
    searchLink: page.getByRole('link', { name: '작품 검색하기' }),
  }
}
