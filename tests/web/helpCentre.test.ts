import { join } from 'node:path'
import { getChoseong } from 'es-hangul'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { blockingViolations } from './support/axe.ts'
import { repoRoot } from './support/build.ts'
import { KOREAN_DATE, RAW_TIME, helpCentrePages, viewports } from './support/helpCentrePages.ts'
import { useSite, waitForApp } from './support/harness.ts'

/**
 * The help centre over the repository's content: each page at phone and desktop size shows its
 * heading and content, has nothing serious for axe and fits the window; the FAQ's search, accordion
 * and question links; notices with Korean dates, a notice's page and its way back.
 */
const site = useSite({ helpDir: join(repoRoot, 'cli/hosts/help/content') })

const QUESTION = '성인 인증은 얼마나 유지되나요?'
/** The latest notice of the content (notices/2026-11-25-december-maintenance.md). */
const LATEST = { no: 2016, title: '12월 3일(목) 새벽 정기 점검 안내' }

const go = async (page: Page, path: string) => {
  await page.goto(path)
  await waitForApp(page)
}

/** What each page must show: its h1 and at least one item of its own. */
const pages: readonly { path: string; heading: string; check: (p: ReturnType<typeof helpCentrePages>) => Promise<void> }[] = [
  {
    path: '/help',
    heading: '고객센터',
    check: async (p) => {
      expect(await p.documents.count()).toBe(15)
      expect(await p.noticeLinks.count()).toBe(5)
      expect(await p.noticeLinks.first().textContent()).toBe(LATEST.title)
      expect(await p.support.getByRole('link', { name: 'help@stream.example' }).count()).toBe(1)
    },
  },
  {
    path: '/help/main',
    heading: '고객센터',
    check: async (p) => {
      expect(await p.centreSearch.count()).toBe(1)
      // No header on this layout: the page itself leads home.
      expect(await p.main.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/')
    },
  },
  {
    path: '/settings/help',
    heading: '도움말',
    check: async (p) => {
      const labels = await p.settingsLinks.allTextContents()
      for (const name of ['고객센터', '공지사항', '자주 묻는 질문', '이용약관', '개인정보처리방침', '청소년 보호정책', '앱 구매 안내', '프리미엄 이용권 정책'])
        expect(labels.join('|')).toContain(name)
    },
  },
  {
    path: '/settings/help/faq',
    heading: '자주 묻는 질문',
    check: async (p) => {
      expect(await p.questions.count()).toBeGreaterThan(20)
      expect(await p.question(QUESTION).count()).toBe(1)
    },
  },
  {
    path: '/settings/help/notice',
    heading: '공지사항',
    check: async (p) => {
      expect(await p.noticeLinks.count()).toBe(16)
      for (const date of await p.noticeDates.allTextContents()) expect(date).toMatch(KOREAN_DATE)
      expect(await p.main.textContent()).not.toMatch(RAW_TIME)
    },
  },
  {
    path: `/settings/help/notice/${LATEST.no}`,
    heading: LATEST.title,
    check: async (p) => {
      expect(await p.main.locator('time').textContent()).toBe('2026년 11월 25일 11:00')
      expect(await p.main.locator('table').count()).toBe(1)
      expect(await p.main.textContent()).not.toMatch(RAW_TIME)
      expect(await p.main.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/settings/help/notice')
    },
  },
]

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('at %s size', (size) => {
  test.each(pages)('$path shows its heading and content, with nothing serious for axe', async ({ path, heading, check }) => {
    const { page } = await site.sharedPage(size, { context: viewports[size] })
    await go(page, path)
    const p = helpCentrePages(page)
    await p.main.getByRole('link').first().waitFor()
    expect(await p.heading.textContent()).toBe(heading)
    await check(p)
    expect(await p.overflows()).toBe(false)
    expect(await blockingViolations(page)).toEqual([])
  })
})

describe('FAQ', () => {
  test(`search finds “${QUESTION}” by its 초성, de-spaced and typed, and says how many it found`, async () => {
    const { page } = await site.sharedPage('phone', { context: viewports.phone })
    const p = helpCentrePages(page)
    for (const keyword of [getChoseong(QUESTION), QUESTION.replace(/\s+/g, '')]) {
      await go(page, `/settings/help/faq?q=${encodeURIComponent(keyword)}`)
      await p.question(QUESTION).waitFor()
      expect(await p.faqBox.inputValue()).toBe(keyword)
      expect(await p.faqCount.textContent()).toBe(`‘${keyword}’ 검색 결과 ${await p.questions.count()}개`)
    }
    await go(page, '/settings/help/faq')
    await p.typeFaq('성인 인증은 얼마나')
    await p.question(QUESTION).waitFor()
    expect(await p.question(QUESTION).locator('mark').textContent()).toBe('성인 인증은 얼마나')
    expect(await p.faqCount.textContent()).toMatch(/^‘성인 인증은 얼마나’ 검색 결과 \d+개$/)
  })

  test('the help centre’s search box opens the FAQ at the search', async () => {
    const { page } = await site.sharedPage('desktop', { context: viewports.desktop })
    const p = helpCentrePages(page)
    await go(page, '/help')
    await p.centreSearch.fill('ㅅㅇㅇㅈ')
    await p.centreSearch.press('Enter')
    await page.waitForURL((url) => url.pathname === '/settings/help/faq' && url.searchParams.get('q') === 'ㅅㅇㅇㅈ')
    await p.question(QUESTION).waitFor()
  })

  test('no match says so in Korean and offers every question and 고객센터', async () => {
    const { page } = await site.sharedPage('phone', { context: viewports.phone })
    const p = helpCentrePages(page)
    await go(page, `/settings/help/faq?q=${encodeURIComponent('없는질문입니다')}`)
    await page.getByText('‘없는질문입니다’에 맞는 질문을 찾지 못했습니다').waitFor()
    expect(await p.faqCount.textContent()).toBe('‘없는질문입니다’ 검색 결과 0개')
    expect(await p.support.getByRole('link', { name: 'help@stream.example' }).count()).toBe(1)
    await p.main.getByRole('link', { name: '전체 질문 보기' }).click()
    await page.waitForURL((url) => url.search === '')
    await p.question(QUESTION).waitFor()
    expect(await p.faqBox.inputValue()).toBe('')
  })

  test('a question opens and closes by keyboard', async () => {
    const { page } = await site.sharedPage('desktop', { context: viewports.desktop })
    const p = helpCentrePages(page)
    await go(page, '/settings/help/faq')
    const item = p.question(QUESTION)
    const answer = item.locator('.faq__answer')
    expect(await answer.isVisible()).toBe(false)
    await item.locator('summary').focus()
    await page.keyboard.press('Enter')
    await answer.waitFor({ state: 'visible' })
    expect(await answer.textContent()).toContain('1년 동안 유지됩니다')
    await page.keyboard.press('Space')
    await answer.waitFor({ state: 'hidden' })
  })

  test('a category chip shows that category, and a question’s own address opens it', async () => {
    const { page } = await site.sharedPage('phone', { context: viewports.phone })
    const p = helpCentrePages(page)
    await go(page, '/help')
    await page.getByRole('link', { name: /^성인 인증/ }).click()
    await page.waitForURL((url) => url.searchParams.get('category') === '성인 인증')
    await page.getByRole('heading', { level: 2, name: '성인 인증' }).waitFor()
    expect(await p.chip('성인 인증').getAttribute('aria-current')).toBe('page')
    expect(await p.main.locator('section[aria-labelledby^="faq-category"]').count()).toBe(1)
    const id = await p.question(QUESTION).getAttribute('id')
    await go(page, `/settings/help/faq#${encodeURIComponent(id!)}`)
    const opened = page.locator(`details[id="${id}"]`)
    await opened.locator('.faq__answer').waitFor({ state: 'visible' })
    expect(await opened.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true)
  })
})

describe('notices', () => {
  test('a notice opens from the list at its own address and 목록으로 returns', async () => {
    const { page } = await site.sharedPage('desktop', { context: viewports.desktop })
    const p = helpCentrePages(page)
    await go(page, '/settings/help/notice')
    await p.noticeLinks.filter({ hasText: LATEST.title }).click()
    await page.waitForURL(`**/settings/help/notice/${LATEST.no}`)
    await page.getByRole('heading', { level: 1, name: LATEST.title }).waitFor()
    await p.main.getByRole('link', { name: '목록으로' }).click()
    await page.waitForURL((url) => url.pathname === '/settings/help/notice')
    await p.noticeLinks.first().waitFor()
  })

  test('an unknown notice says it is not there and leads to the list', async () => {
    const { page } = await site.sharedPage('phone', { context: viewports.phone })
    await go(page, '/settings/help/notice/999999')
    await page.getByText('찾으시는 공지사항이 없습니다').waitFor()
    await page.getByRole('link', { name: '공지사항 목록으로' }).click()
    await page.waitForURL((url) => url.pathname === '/settings/help/notice')
  })
})
