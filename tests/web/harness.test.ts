import { expect, test } from 'vitest'
import { useSite } from './support/harness.ts'

/** The harness's console check can fail a test: an error logged or thrown in the page is reported. */
const site = useSite()

test('a console error or an uncaught page error fails the test', async () => {
  const { page } = await site.open('/')
  await page.evaluate(() => console.error('부러진 화면'))
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('uncaught in page')
    }),
  )
  await page.waitForEvent('pageerror')
  await expect(site.endTest()).rejects.toThrow(/console\.error at .*부러진 화면[\s\S]*pageerror at .*uncaught in page/)
})

test('an allowed message does not', async () => {
  const { page, console: watch } = await site.open('/')
  watch.allow(/expected failure/)
  await page.evaluate(() => console.error('an expected failure'))
  await expect(site.endTest()).resolves.toBeUndefined()
})
