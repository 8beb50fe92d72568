import { afterAll, expect, test } from 'vitest'
import { formatHostTime } from '../../core/contract/hostTime.ts'
import { TestId } from '../../web/testids.ts'
import { helpDir, helpFile } from '../support/helpFixtures.ts'
import { KOREAN_DATE, helpCentrePages } from './support/helpCentrePages.ts'
import { useSite, waitForApp } from './support/harness.ts'

/**
 * The help centre over a small content directory made for the test: 25 notices (two pages of the
 * list), one in the top bar's display period and one whose period has ended.
 */
const DAY = 86_400_000
/** A host time of the content ('YYYY-MM-DD HH:mm', KST) `days` from now. */
const minute = (days: number) => formatHostTime(Date.now() + days * DAY).slice(0, 16)

const SHOWN = { no: 1001, title: '지금 화면 위에 보이는 공지' }
const ENDED = { no: 1002, title: '표시 기간이 끝난 공지' }

const plain = Object.fromEntries(
  Array.from({ length: 23 }, (_, i) => [
    `notices/2026-01-${String(i + 1).padStart(2, '0')}-notice-${i + 1}.md`,
    helpFile(
      { notice_no: i + 1, title: `일반 공지 ${i + 1}`, posted: `2026-01-${String(i + 1).padStart(2, '0')} 09:00`, category: '공지' },
      `공지 ${i + 1}의 본문입니다.\n`,
    ),
  ]),
)
const content = helpDir({
  ...plain,
  'faq/01-account.md': helpFile({ category: '계정', order: 1 }, '## 비밀번호를 잊었어요\n\n비밀번호 찾기에서 바꿉니다.\n'),
  'notices/shown.md': helpFile(
    { notice_no: SHOWN.no, title: SHOWN.title, posted: minute(-2), top_from: minute(-1), top_to: minute(30), category: '점검' },
    '점검을 안내합니다.\n\n| 기능 | 멈추는 시간 |\n|---|---|\n| 재생 | 2시간 |\n\n## 점검 시간\n\n새벽 2시부터 4시까지입니다.\n\n## 이용할 수 없는 기능\n\n결제와 재생입니다.\n',
  ),
  // Posted later than the one shown: were its period ignored, it would lead the bar.
  'notices/ended.md': helpFile(
    { notice_no: ENDED.no, title: ENDED.title, posted: minute(-1), top_from: minute(-30), top_to: minute(-20), category: '이벤트' },
    '끝난 이벤트입니다.\n',
  ),
})
afterAll(content.remove)

const site = useSite({ helpDir: content.dir })

test('the top bar shows the notice inside its display period, never the one whose period has ended', async () => {
  const { page } = await site.open('/')
  const bar = page.getByTestId(TestId.topNoticeBar)
  await bar.getByTestId(TestId.topNoticeContent).waitFor()
  const text = await bar.textContent()
  expect(text).toContain(SHOWN.title)
  expect(text).not.toContain(ENDED.title)
  // Its prose only: the table and the headed sections' titles stay on the notice's page.
  const prose = await bar.getByTestId(TestId.topNoticeContent).textContent()
  expect(prose).toMatch(/^점검을 안내합니다\. 새벽 2시부터/)
  expect(prose).not.toMatch(/멈추는 시간|점검 시간|\|/)
  // The title opens that notice, not the list.
  await bar.getByRole('link', { name: SHOWN.title }).click()
  await page.waitForURL(`**/settings/help/notice/${SHOWN.no}`)
  await page.getByRole('heading', { level: 1, name: SHOWN.title }).waitFor()
  expect(await page.getByRole('table').count()).toBe(1)
  // The ended notice is still a notice: the list has it.
  await page.goto('/settings/help/notice')
  await waitForApp(page)
  await helpCentrePages(page).noticeLinks.filter({ hasText: ENDED.title }).waitFor()
})

test('the notice list pages 20 at a time, and 목록으로 returns to the page the notice was opened from', async () => {
  const { page } = await site.open('/settings/help/notice')
  const p = helpCentrePages(page)
  await p.noticeLinks.first().waitFor()
  expect(await p.noticeLinks.count()).toBe(20)
  expect(await p.pager.getByText('1 / 2 페이지').count()).toBe(1)
  for (const date of await p.noticeDates.allTextContents()) expect(date).toMatch(KOREAN_DATE)
  await p.pager.getByRole('link', { name: '다음 페이지' }).click()
  await page.waitForURL((url) => url.searchParams.get('page') === '2')
  await p.pager.getByText('2 / 2 페이지').waitFor()
  // 25 notices: the oldest five on the second page, the oldest last.
  expect(await p.noticeLinks.allTextContents()).toEqual(['일반 공지 5', '일반 공지 4', '일반 공지 3', '일반 공지 2', '일반 공지 1'])
  await p.noticeLinks.filter({ hasText: '일반 공지 3' }).click()
  await page.waitForURL('**/settings/help/notice/3')
  await page.getByRole('heading', { level: 1, name: '일반 공지 3' }).waitFor()
  expect(await p.main.locator('time').textContent()).toBe('2026년 1월 3일 09:00')
  await p.main.getByRole('link', { name: '목록으로' }).click()
  await page.waitForURL((url) => url.pathname === '/settings/help/notice' && url.searchParams.get('page') === '2')
  await p.pager.getByText('2 / 2 페이지').waitFor()
})

test('a notice with headings has a table of contents leading to each', async () => {
  const { page } = await site.open(`/settings/help/notice/${SHOWN.no}`)
  const toc = page.getByRole('navigation', { name: '목차' })
  await toc.waitFor()
  expect(await toc.getByRole('link').allTextContents()).toEqual(['점검 시간', '이용할 수 없는 기능'])
  await toc.getByRole('link', { name: '이용할 수 없는 기능' }).click()
  const id = await page.getByRole('heading', { level: 2, name: '이용할 수 없는 기능' }).getAttribute('id')
  await page.waitForURL((url) => decodeURIComponent(url.hash) === `#${id}`)
  // A notice without headings has none.
  await page.goto('/settings/help/notice/3')
  await page.getByRole('heading', { level: 1, name: '일반 공지 3' }).waitFor()
  expect(await page.getByRole('navigation', { name: '목차' }).count()).toBe(0)
})

test('a page past the last says so and leads to the first', async () => {
  const { page } = await site.open('/settings/help/notice?page=9')
  await page.getByText('이 페이지에는 공지사항이 없습니다').waitFor()
  await page.getByRole('link', { name: '첫 페이지로' }).click()
  await page.waitForURL((url) => url.pathname === '/settings/help/notice' && url.search === '')
  await helpCentrePages(page).noticeLinks.first().waitFor()
})
