import { type CSSProperties, Children, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { TestId } from '../testids.ts'
import './ScrollRow.css'

export interface ScrollRowProps {
  /** Changes whenever the current item changes; the row then scrolls it into view. */
  readonly currentKey?: string | number | undefined
  /** The `<li>` items. */
  readonly children: ReactNode
}

/**
 * An item's width from its text, one em a character (a Hangul syllable's width in every Korean
 * font): the items after it do not move when the web font replaces the device's font
 * (web/shell/webFont.ts). The item's CSS sets `width: calc(var(--chars) * 1em + its padding)`.
 */
export const widthOfText = (text: string): CSSProperties => ({ '--chars': [...text].length }) as CSSProperties

/** Which ends of the row hide items (more than a pixel of rounding). */
const hiddenEnds = (row: HTMLElement) => ({
  start: row.scrollLeft > 1,
  end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
})

/**
 * A horizontal list that shows when it scrolls: the hidden end fades out and gets an arrow
 * button, and the current item (`aria-current`) is scrolled into view whenever it changes.
 */
export function ScrollRow({ currentKey, children }: ScrollRowProps) {
  const row = useRef<HTMLUListElement>(null)
  const [ends, setEnds] = useState({ start: false, end: false })
  const measure = useCallback(() => {
    if (row.current) {
      const next = hiddenEnds(row.current)
      setEnds((prev) => (prev.start === next.start && prev.end === next.end ? prev : next))
    }
  }, [])

  useEffect(() => {
    const el = row.current
    if (!el) return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    el.addEventListener('scroll', measure, { passive: true })
    return () => {
      observer.disconnect()
      el.removeEventListener('scroll', measure)
    }
  }, [measure])

  // Before paint, so the row never shows the wrong end first; only when the current item or the
  // number of items changes, so a row the viewer scrolled is not pulled back on every render.
  const count = Children.count(children)
  useLayoutEffect(() => {
    const el = row.current
    const current = el?.querySelector<HTMLElement>('[aria-current]')?.closest('li')
    if (el && current) {
      const left = current.offsetLeft - (el.clientWidth - current.offsetWidth) / 2
      el.scrollLeft = Math.max(0, left)
    }
    measure()
  }, [currentKey, count, measure])

  const page = (direction: 1 | -1) => row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.7, behavior: 'smooth' })

  return (
    <div className="scroll-row" data-more-start={ends.start || undefined} data-more-end={ends.end || undefined}>
      {/* Keyboard users move through the links themselves: the arrows are for pointers (tabIndex -1). */}
      {ends.start ? (
        <button
          type="button"
          tabIndex={-1}
          className="scroll-row__more scroll-row__more--start"
          aria-label="앞쪽 더 보기"
          data-testid={TestId.tabRowMore}
          data-direction="start"
          onClick={() => page(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      <ul ref={row} className="scroll-row__list">
        {children}
      </ul>
      {ends.end ? (
        <button
          type="button"
          tabIndex={-1}
          className="scroll-row__more scroll-row__more--end"
          aria-label="뒤쪽 더 보기"
          data-testid={TestId.tabRowMore}
          data-direction="end"
          onClick={() => page(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </div>
  )
}
