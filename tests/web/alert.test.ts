import fc from 'fast-check'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { DialogLabel, Limits } from '../../core/contract/index.ts'
import { TestId } from '../../web/testids.ts'
import { useSite } from './support/harness.ts'

/**
 * The alert modal in the browser (docs/product.md §3 and §5): at most three buttons, a single OK
 * when none are given, the clicked button's action as the answer, Escape cancels, focus stays
 * inside. Driven through the e2e build's test handle (`window.__app`, web/shell/testHandle.ts).
 */
const site = useSite({ site: 'e2e' })

type Button = { label: string; action: string }

/** Shows an alert from the page without waiting for it; its answer is kept on the window. */
const showAlert = (page: Page, buttons: readonly Button[] | undefined, message = '확인해 주세요') =>
  page.evaluate(
    ({ buttons, message }) => {
      const app = window.__app
      if (!app) throw new Error('no window.__app: this is not an e2e build')
      const answer = app.showAlert({ message, ...(buttons ? { buttons } : {}) })
      Object.assign(window, { __answer: answer })
    },
    { buttons, message },
  )

const answer = (page: Page) => page.evaluate(() => (window as unknown as { __answer: Promise<string | null> }).__answer)

const shownButtons = async (page: Page) => {
  await page.getByTestId(TestId.alertModal).waitFor()
  const buttons = page.getByTestId(TestId.alertButton)
  return Promise.all((await buttons.all()).map(async (b) => ({ label: (await b.textContent()) ?? '', action: (await b.getAttribute('data-action')) ?? '' })))
}

const buttonsNamed = (count: number): Button[] => Array.from({ length: count }, (_, i) => ({ label: `버튼 ${i + 1}`, action: `action-${i + 1}` }))

test('four buttons asked, the first three shown; the third answers with its action', async () => {
  const { page } = await site.open('/')
  await showAlert(page, buttonsNamed(4))
  expect(await shownButtons(page)).toEqual(buttonsNamed(3))
  await page.getByTestId(TestId.alertButton).nth(2).click()
  expect(await answer(page)).toBe('action-3')
  await page.getByTestId(TestId.alertModal).waitFor({ state: 'detached' })
})

test('for any number of buttons, the modal shows min(n, 3), or a single OK for none', async () => {
  const { page } = await site.open('/')
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 0, max: 8 }), async (count) => {
      await showAlert(page, count === 0 ? undefined : buttonsNamed(count))
      const shown = await shownButtons(page)
      if (count === 0) expect(shown).toEqual([{ label: DialogLabel.ok, action: 'ok' }])
      else expect(shown).toEqual(buttonsNamed(Math.min(count, Limits.alertMaxButtons)))
      await page.getByTestId(TestId.alertButton).first().click()
      expect(await answer(page)).toBe(shown[0]!.action)
      await page.getByTestId(TestId.alertModal).waitFor({ state: 'detached' })
    }),
    { numRuns: 10 },
  )
})

test('a confirm keeps focus inside and Escape cancels it', async () => {
  const { page } = await site.open('/')
  await page.evaluate(() => Object.assign(window, { __answer: window.__app!.confirm({ message: '로그아웃하시겠습니까?' }) }))
  const modal = page.getByTestId(TestId.alertModal)
  await modal.waitFor()
  expect(await shownButtons(page)).toEqual([
    { label: DialogLabel.cancel, action: 'cancel' },
    { label: DialogLabel.confirm, action: 'confirm' },
  ])
  const focusInside = () => modal.evaluate((el) => el.contains(document.activeElement))
  expect(await focusInside()).toBe(true)
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInside()).toBe(true)
  }
  await page.keyboard.press('Escape')
  expect(await answer(page)).toBe(false)
  await modal.waitFor({ state: 'detached' })
})
