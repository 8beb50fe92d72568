import type { Page } from 'playwright-core'

/** The help centre's pages (/help, /settings/help/faq, /settings/help/notice…) as a test uses them. */

/** The phone and desktop sizes every help page is checked at. */
export const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const

/** A Korean date as the pages write it, "2026년 11월 20일" (a time after it on a notice's page). */
export const KOREAN_DATE = /^\d{4}년 \d{1,2}월 \d{1,2}일( \d{2}:\d{2})?$/
/** A host time as the wire writes it: never shown to a viewer. */
export const RAW_TIME = /\d{4}-\d{2}-\d{2}/

export const helpCentrePages = (page: Page) => {
  const main = page.getByRole('main')
  const faqBox = page.getByRole('searchbox', { name: '질문 검색' })
  return {
    main,
    heading: page.getByRole('heading', { level: 1 }),
    /** The help centre's search box, its FAQ categories and the list of every document. */
    centreSearch: page.getByRole('searchbox', { name: '무엇을 도와드릴까요?' }),
    documents: page.getByRole('navigation', { name: '안내와 정책 문서' }).getByRole('link'),
    settingsLinks: page.getByRole('navigation', { name: '도움말 메뉴' }).getByRole('link'),
    support: page.getByRole('region', { name: '고객센터' }),
    /** The FAQ: its search box, category chips, questions (each a <details>), the live count. */
    faqBox,
    chip: (name: string) => page.getByRole('navigation', { name: '질문 분류' }).getByRole('link', { name, exact: true }),
    questions: main.locator('details.faq__item'),
    question: (text: string) => main.locator('details.faq__item').filter({ has: page.locator('summary', { hasText: text }) }),
    faqCount: page.getByRole('status').filter({ hasText: '검색 결과' }),
    /** Types `text` in the FAQ's box key by key and waits for the address to carry it. */
    async typeFaq(text: string): Promise<void> {
      await faqBox.fill('')
      await faqBox.pressSequentially(text)
      await page.waitForURL((url) => url.searchParams.get('q') === text)
    },
    /** The notice rows: their title links and dates. */
    noticeLinks: main.locator('.notice-list__title'),
    noticeDates: main.locator('.notice-list .notice-list__date'),
    pager: page.getByRole('navigation', { name: '페이지' }),
    /** Whether the page is wider than the window (something that does not fit a phone). */
    /** The page scrolls sideways, or a control of main sticks out of the window (clipped by an ancestor), outside any sideways scroller. */
    overflows: () =>
      page.evaluate(() => {
        const inScroller = (el: Element | null): boolean => {
          for (let at = el?.parentElement; at; at = at.parentElement) if (/(auto|scroll)/.test(getComputedStyle(at).overflowX)) return true
          return false
        }
        const outside = [...document.querySelectorAll('main a, main button, main input')].filter(
          (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !inScroller(el),
        )
        return document.documentElement.scrollWidth > window.innerWidth || outside.length > 0
      }),
  }
}
