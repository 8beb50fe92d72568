import type { Locator, Page } from 'playwright-core'

/** Search (/search, /search/{text}) as a test uses it: the box and its suggestions, recent and top searches, results. */

/** The results page of `text`. */
export const searchPath = (text: string): string => `/search/${encodeURIComponent(text)}`

export const searchPage = (page: Page) => {
  const box = page.getByRole('combobox', { name: '검색어' })
  const suggestions = page.getByRole('listbox', { name: '추천 검색어' })
  const recent = page.getByRole('list', { name: '최근 검색어 목록' })
  return {
    box,
    /** The suggestions' listbox and its options. */
    suggestions,
    options: suggestions.getByRole('option'),
    /** The title shown in one option (its matched part marked). */
    optionTitle: (option: Locator) => option.locator('.search-box__option-title'),
    /** The polite live region saying how many suggestions there are. */
    suggestStatus: page.getByTestId('search-suggest-status'),
    /** Types `text` in the box, presses Enter and waits for its results page. */
    async search(text: string): Promise<void> {
      await box.fill(text)
      await box.press('Enter')
      await page.waitForURL(`**${searchPath(text)}`)
    },
    /** The recent searches kept on this device, newest first. */
    recent,
    recentWords: () => recent.getByRole('link').allTextContents(),
    removeRecent: (word: string) => page.getByRole('button', { name: `최근 검색어 ‘${word}’ 삭제` }).click(),
    clearRecent: () => page.getByRole('button', { name: '전체 삭제' }).click(),
    noRecent: page.getByText('최근 검색어가 없습니다'),
    /** The ranked top searches. */
    popular: page.getByRole('list', { name: '인기 검색어 순위' }),
    /** One kind's results (영화, 시리즈, …). */
    results: (kind: string) => page.getByRole('list', { name: `${kind} 검색 결과` }),
    /** The matched parts marked in every result. */
    marks: page.locator('.result-item mark'),
    /** A kind's tab (전체, 영화, …; its name goes on with the count). */
    tab: (kind: string) => page.getByRole('navigation', { name: '검색 결과 종류' }).getByRole('button', { name: new RegExp(`^${kind}`) }),
    /** A result that opens a title's page, in any kind's list, and why it matched (출연 안민재, …). */
    titleResult: (movieUrl: string) => page.locator(`a.result-item[data-movie-url="${movieUrl}"]`).first(),
    reasonOf: (movieUrl: string) => page.locator(`a.result-item[data-movie-url="${movieUrl}"] .result-item__reason`).first(),
    /** The people whose names matched, and one of them. */
    person: (name: string) => page.locator(`[data-person="${name}"]`),
    /** "'사랑의 불시착' 검색 결과" over a misspelt keyword's results, with the link to search it as typed. */
    corrected: page.getByTestId('search-corrected'),
    /** A 대사 result: the line said at `start` in a title. */
    lineResult: (movieUrl: string, start: number) => page.locator(`a.line-result[data-movie-url="${movieUrl}"][data-start="${start}"]`),
    /** A sort order's button (정확도순, 최신순, 인기순, 이름순, 저장순). */
    sort: (order: string) => page.getByRole('group', { name: '정렬' }).getByRole('button', { name: order }),
  }
}
