import type { Page } from 'playwright-core'

/**
 * What each frame of a page load showed, from the navigation on: recorded in the page by a
 * requestAnimationFrame loop started before the document is parsed (an init script), so every
 * frame the browser draws is one row: whether the layout and its header were in it, whether the
 * full-screen spinner covered it.
 */

export interface FrameRow {
  /** Milliseconds since the navigation started (performance.now()). */
  readonly at: number
  readonly layout: boolean
  readonly header: boolean
  readonly overlay: boolean
}

export interface FrameRecord {
  readonly frames: readonly FrameRow[]
  /** First contentful paint, ms since the navigation (NaN when none was reported). */
  readonly firstPaint: number
  /** When the first answer of a host (not the web host's own files) had arrived, ms since the navigation. */
  readonly firstHostAnswer: number
}

/** Starts the probe on every document this page loads. Call before `goto`. */
export const probeFrames = (page: Page) =>
  page.addInitScript(() => {
    const rows: FrameRow[] = []
    ;(window as unknown as { __frameRows: FrameRow[] }).__frameRows = rows
    const shown = (testId: string) => {
      const element = document.querySelector(`[data-testid="${testId}"]`)
      if (!element) return false
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    }
    const tick = () => {
      rows.push({ at: performance.now(), layout: shown('page-layout'), header: shown('site-header'), overlay: shown('loading-overlay') })
      // Enough for a slow start; a page left open does not record for ever.
      if (rows.length < 3000) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })

/** The frames recorded so far, with the first paint and the first host answer. */
export const framesOf = (page: Page): Promise<FrameRecord> =>
  page.evaluate(() => {
    const own = window.location.origin
    const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).origin !== own && entry.responseEnd > 0)
      .map((entry) => entry.responseEnd)
    return {
      frames: (window as unknown as { __frameRows: FrameRow[] }).__frameRows.slice(),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      firstHostAnswer: answers.length ? Math.min(...answers) : Number.POSITIVE_INFINITY,
    }
  })

/** The first frame that showed the layout's header, if any. */
export const firstHeaderFrame = (record: FrameRecord) => record.frames.find((row) => row.header)

/** Frames after the first one that showed the layout in which the layout was gone: a blank screen. */
export const blankFramesAfterFirstDraw = (record: FrameRecord) => {
  const first = record.frames.findIndex((row) => row.layout)
  return first < 0 ? [] : record.frames.slice(first).filter((row) => !row.layout)
}

/** Frames in which the full-screen spinner covered a page already drawn. */
export const spinnerOverDrawnPage = (record: FrameRecord) => {
  const first = record.frames.findIndex((row) => row.layout)
  return first < 0 ? [] : record.frames.slice(first).filter((row) => row.overlay)
}
