import type { Page } from 'playwright-core'
import { holdRequests } from './hold.ts'

/**
 * The web font's swap, measured as a layout shift would be (decision 0803): a page is laid out
 * once with the device's fonts while Pretendard's files are held back, then again once they are
 * in, and every element and text run on screen is compared. Unlike Chromium's layout-shift
 * entries it does not depend on when the swap lands (Lighthouse counts a shift its trace marks as
 * after input; the observer does not), and it names what moved.
 */

/** A node on screen: its place and size in CSS pixels, keyed by its path in the document. */
export type Layout = Readonly<Record<string, readonly [left: number, top: number, width: number, height: number]>>

/** Pretendard's own files (its dynamic subset), not the first screen's small cut (decision 1944), which every first paint has. */
export const WEB_FONT_FILE = /\/PretendardVariable\.subset\.[^/]*\.woff2$/

/** Holds every Pretendard file until `release()`: the page runs on the device's fonts (and the first screen's cut) till then. */
export const holdWebFont = (page: Page): Promise<{ release(): void }> => holdRequests(page, WEB_FONT_FILE)

/**
 * Pretendard is drawing the page's Korean: its faces are in the document and loaded. (A plain
 * predicate: Playwright takes the promise an async one returns as truthy, and waits for nothing.)
 * The first screen's cut is one Pretendard face of its own: the full font is the many after it.
 */
export const webFontDrawn = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.fonts].filter((face) => face.family.includes('Pretendard Variable') && face.status === 'loaded').length > 1 &&
      document.fonts.check('16px "Pretendard Variable"', '가나다') &&
      document.fonts.status === 'loaded',
  )

/** Every element and non-blank text run inside the viewport. */
export const layoutOf = (page: Page): Promise<Layout> =>
  page.evaluate(() => {
    const out: Record<string, [number, number, number, number]> = {}
    const pathOf = (node: Node): string => {
      const parent = node.parentNode
      if (!parent || node === document.body) return 'body'
      const tag = node instanceof Element && node.classList[0] ? `${node.nodeName}.${node.classList[0]}` : node.nodeName
      return `${pathOf(parent)} > ${tag}[${[...parent.childNodes].indexOf(node as ChildNode)}]`
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let box: DOMRect
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        box = range.getBoundingClientRect()
      } else box = (node as Element).getBoundingClientRect()
      if ((box.width === 0 && box.height === 0) || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue
      out[pathOf(node)] = [box.left, box.top, box.width, box.height]
    }
    return out
  })

/** What moved from `before` to `after` (one pixel or more), and an upper bound of the layout-shift score it makes. */
export const shiftOf = (before: Layout, after: Layout, viewport: { readonly width: number; readonly height: number }) => {
  const { width, height } = viewport
  const visible = ([left, top, w, h]: readonly number[]) =>
    Math.max(0, Math.min(left! + w!, width) - Math.max(left!, 0)) * Math.max(0, Math.min(top! + h!, height) - Math.max(top!, 0))
  let area = 0
  let distance = 0
  const moved: string[] = []
  for (const [path, was] of Object.entries(before)) {
    const now = after[path]
    if (!now) continue
    const by = Math.max(Math.abs(now[0] - was[0]), Math.abs(now[1] - was[1]))
    if (by < 1) continue
    // The score's impact region is the union of old and new places; their sum over-counts it.
    area += visible(was) + visible(now)
    distance = Math.max(distance, by)
    moved.push(`${path.replace(/^body( > DIV\[\d+\])*/, '').slice(-80)} by ${by.toFixed(0)} px`)
  }
  const score = (Math.min(area, width * height) / (width * height)) * (distance / Math.max(width, height))
  return { score, moved }
}
