import { expect, test } from 'vitest'
import { fold } from '../../core/search/index.ts'
import { standInCatalogue } from '../../cli/hosts/titles/catalogue.ts'
import { dialogueLines } from '../../cli/hosts/titles/dialogue.ts'
import { dialoguePanel } from './support/dialoguePanel.ts'
import { useSite } from './support/harness.ts'
import { player } from './support/player.ts'
import { searchPage, searchPath } from './support/searchPage.ts'

/**
 * Search beyond titles' names in Chromium: an actor, a director, a genre, a tag and a typo each
 * lead to 사랑의 불시착; a 대사 result plays exactly its line; the player's 대사 panel seeks.
 */
const site = useSite()
const crash = standInCatalogue().titles[0]!
const lines = dialogueLines(crash.movieUrl, crash.durationSec)

test.each([
  ['안민재', '출연 안민재'],
  ['윤예준', '감독 윤예준'],
  ['판타지', '장르 판타지'],
  ['#힐링', '태그 #힐링'],
])('%s leads to 사랑의 불시착 and says why (%s)', async (keyword, why) => {
  const { page } = await site.open('/search')
  const search = searchPage(page)
  await search.search(keyword)
  await search.tab('시리즈').click()
  await expect.poll(() => search.reasonOf(crash.movieUrl).textContent()).toBe(why)
  await search.titleResult(crash.movieUrl).click()
  await page.waitForURL(`**/contents/${crash.movieUrl}`)
  await expect.poll(() => page.getByTestId('page-title').first().textContent()).toBe('사랑의 불시착')
})

test('사랑의 불시챡 shows ‘사랑의 불시착’ 검색 결과, with a link to search the words as typed', async () => {
  const { page } = await site.open(searchPath('사랑의 불시챡'))
  const search = searchPage(page)
  await expect.poll(() => search.corrected.locator('strong').textContent()).toBe('‘사랑의 불시착’ 검색 결과')
  const asTyped = search.corrected.getByRole('link', { name: '‘사랑의 불시챡’(으)로 검색' })
  await search.titleResult(crash.movieUrl).click()
  await page.waitForURL(`**/contents/${crash.movieUrl}`)
  await page.goBack()
  await asTyped.click()
  await page.waitForURL(/exact=1/)
  await page.getByText('‘사랑의 불시챡’에 대한 검색 결과가 없습니다').waitFor()
  expect(await search.corrected.count()).toBe(0)
})

test("the title page's names and #tags search for their titles", async () => {
  const { page } = await site.open(`/contents/${crash.movieUrl}`)
  await page.getByRole('link', { name: '안민재' }).click()
  await page.waitForURL(`**${searchPath('안민재')}`)
  await searchPage(page).person('안민재').waitFor()
  await page.goBack()
  await page.getByRole('link', { name: '#힐링' }).click()
  await page.waitForURL(`**${searchPath('#힐링')}`)
  await searchPage(page).tab('시리즈').click()
  await expect.poll(() => searchPage(page).reasonOf(crash.movieUrl).textContent()).toBe('태그 #힐링')
})

test("a 대사 result, found by the line's 초성, plays exactly that line", async () => {
  // A line few titles share, so its result is on the first page (the rest rank by popularity).
  const line = lines[2]!
  const { page } = await site.open(`${searchPath(fold(line.text).initials.join(''))}?kind=line&count=50`)
  const result = searchPage(page).lineResult(crash.movieUrl, line.start)
  await result.click()
  await page.waitForURL(`**/player/${crash.movieUrl}?t=${line.start}-${line.end}`)
  const video = player(page)
  await video.start()
  // It starts at the line and stops at its end.
  await video.until({ paused: true, timeAtLeast: line.end - 0.3 })
  expect(Math.abs((await video.time()) - line.end)).toBeLessThan(1)
  expect(await page.getByTestId('watch-range').textContent()).toContain(`${line.start}초`)
})

test('the 대사 panel lists the lines, follows playback, filters by 초성 and seeks on a click', async () => {
  const { page } = await site.open(`/player/${crash.movieUrl}`)
  const panel = dialoguePanel(page)
  const video = player(page)
  await video.start()
  expect(await panel.panel.count()).toBe(0)
  await panel.open()
  await panel.lines.first().waitFor()
  expect(await panel.lines.count()).toBe(lines.length)
  const target = lines[12]!
  await panel.line(target.start).click()
  await video.until({ timeAtLeast: target.start - 0.5 })
  expect(Math.abs((await video.time()) - target.start)).toBeLessThan(2)
  await expect.poll(() => panel.current.getAttribute('data-start')).toBe(String(target.start))
  expect(await panel.share.getAttribute('href')).toBe(`/player/${crash.movieUrl}?t=${target.start}-${target.end}`)

  const later = lines[30]!
  await panel.filter.fill(fold(later.text).initials.join(''))
  await expect.poll(() => panel.lines.count()).toBeLessThan(lines.length)
  await panel.line(later.start).click()
  await video.until({ timeAtLeast: later.start - 0.5 })
  expect(Math.abs((await video.time()) - later.start)).toBeLessThan(2)
})
