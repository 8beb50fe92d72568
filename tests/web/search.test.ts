import { expect, test } from 'vitest'
import { useSite, waitForApp } from './support/harness.ts'
import { searchPage, searchPath } from './support/searchPage.ts'

/**
 * Search in Chromium: suggestions as you type (ㅅㄹ), chosen by keyboard; highlighted results on
 * /search/{text} with the URL as the state; recent searches kept on the device; bad input and no
 * result explained in Korean.
 */
const site = useSite()

test('typing ㅅㄹ suggests titles; the keyboard chooses one and opens it', async () => {
  const { page } = await site.open('/search')
  const search = searchPage(page)
  const box = search.box
  await box.click()
  await box.pressSequentially('ㅅㄹ')
  await search.suggestions.waitFor()
  const options = search.options
  expect(await options.count()).toBe(10)
  expect(await options.first().locator('mark').first().textContent()).toMatch(/^[사-싷서-섷소-솧수-숳스-슿시-싷세-솋][가-힣]$/u)
  await expect.poll(() => search.suggestStatus.textContent()).toContain('추천 검색어 10개')
  expect(await box.getAttribute('aria-expanded')).toBe('true')

  await box.press('ArrowDown')
  await box.press('ArrowDown')
  const second = options.nth(1)
  expect(await second.getAttribute('aria-selected')).toBe('true')
  expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'))
  const title = (await search.optionTitle(second).textContent())!
  await box.press('Enter')
  await page.waitForURL(/\/contents\/[^/]+$/)
  await expect.poll(() => page.getByTestId('page-title').first().textContent()).toBe(title)
})

test('Escape closes the suggestions, then clears the box', async () => {
  const { page } = await site.open('/search')
  const search = searchPage(page)
  const box = search.box
  await box.fill('사랑ㅇ')
  await search.suggestions.waitFor()
  await box.press('Escape')
  expect(await box.getAttribute('aria-expanded')).toBe('false')
  await box.press('Escape')
  expect(await box.inputValue()).toBe('')
})

test('/search/사랑 lists results by kind with the match highlighted; the URL is the state', async () => {
  const { page } = await site.open(searchPath('사랑'))
  const search = searchPage(page)
  expect(await page.getByTestId('page-title').first().textContent()).toBe('‘사랑’ 검색 결과')
  const movies = search.results('영화')
  await movies.waitFor()
  const marks = await search.marks.allTextContents()
  expect(marks.length).toBeGreaterThan(3)
  expect(new Set(marks)).toEqual(new Set(['사랑']))

  await search.tab('영화').click()
  await page.waitForURL(/kind=movie/)
  await expect.poll(() => search.tab('영화').getAttribute('aria-pressed')).toBe('true')
  await search.sort('이름순').click()
  await page.waitForURL(/sort=3/)
  await page.goBack()
  await page.waitForURL((url) => !url.search.includes('sort='))
  await page.goBack()
  await page.waitForURL((url) => url.search === '')
  // The address changes first; the tabs follow it on the next render.
  await expect.poll(() => search.tab('전체').getAttribute('aria-pressed')).toBe('true')
  await page.goForward()
  await page.waitForURL(/kind=movie/)
})

test('recent searches survive a reload and can be deleted one by one or all at once', async () => {
  const { page } = await site.open('/search')
  const search = searchPage(page)
  for (const word of ['사랑', '서랍']) {
    await search.search(word)
    await page.goto('/search')
  }
  await page.reload()
  await search.recent.waitFor()
  expect(await search.recentWords()).toEqual(['서랍', '사랑'])
  await search.removeRecent('서랍')
  expect(await search.recentWords()).toEqual(['사랑'])
  await page.reload()
  await search.recent.waitFor()
  expect(await search.recentWords()).toEqual(['사랑'])
  await search.clearRecent()
  await search.noRecent.waitFor()
  await page.reload()
  await search.noRecent.waitFor()
})

test('popular keywords are listed and lead to their results', async () => {
  const { page } = await site.open('/search')
  const popular = searchPage(page).popular
  await popular.getByRole('link').first().waitFor()
  expect(await popular.getByRole('link').count()).toBe(10)
  await popular.getByRole('link').first().click()
  await page.waitForURL(/\/search\/.+/)
})

test('bad input and no result get a Korean explanation, never an error page', async () => {
  const { page } = await site.open(searchPath('😀😀'))
  const search = searchPage(page)
  await page.getByText('이모지나 기호만으로는 검색할 수 없어요').waitFor()
  await page.goto(searchPath('사랑 없는 제목 xyzzy'))
  // The app's, not only the served page's: a form submitted before hydration is the browser's own (a reload).
  await waitForApp(page)
  await page.getByText('‘사랑 없는 제목 xyzzy’에 대한 검색 결과가 없습니다').waitFor()
  await page.getByRole('link', { name: 'ㅅㄹ ㅇㄴ ㅈㅁ' }).waitFor()
  await search.box.fill('   ')
  await search.box.press('Enter')
  await page.getByRole('alert').filter({ hasText: '검색어를 입력해 주세요.' }).waitFor()
})
