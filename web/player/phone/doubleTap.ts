import { useEffect, useState } from 'react'

/** Two taps this close together are a double tap (the phones' own gesture timing). */
export const DOUBLE_TAP_MS = 300
export const TAP_SKIP_SECONDS = 10

/** Which way a tap at `x` of a picture `width` wide skips: the left third back, the right third forward, the middle not at all. */
export const tapSide = (x: number, width: number): -1 | 0 | 1 => (x < width / 3 ? -1 : x > (width * 2) / 3 ? 1 : 0)

/** Targets that are the picture itself, not a control over it (as media-chrome's own gesture layer reads them). */
const PICTURE = new Set(['video', 'hls-video', 'media-controller', 'media-gesture-receiver'])

export interface SkipShown {
  readonly side: -1 | 1
  /** A new one per skip, so the indication plays again on a repeated double tap. */
  readonly key: number
}

/**
 * A double tap on the left or right third of the picture skips 10 s back or forward (touch
 * only: a mouse click still plays and pauses). A single tap is left to media-chrome, which shows
 * or hides the controls.
 */
export const useDoubleTapSkip = (controller: HTMLElement | null, seekBy: (seconds: number) => void): SkipShown | null => {
  const [shown, setShown] = useState<SkipShown | null>(null)
  useEffect(() => {
    if (!controller) return
    let last: { at: number; side: number } | null = null
    const onUp = (event: PointerEvent) => {
      if (event.pointerType !== 'touch' || !PICTURE.has((event.composedPath()[0] as Element | undefined)?.localName ?? '')) return
      const box = controller.getBoundingClientRect()
      const side = tapSide(event.clientX - box.left, box.width)
      const double = last !== null && side !== 0 && last.side === side && event.timeStamp - last.at < DOUBLE_TAP_MS
      last = double ? null : { at: event.timeStamp, side }
      if (!double) return
      seekBy(side * TAP_SKIP_SECONDS)
      setShown({ side: side as -1 | 1, key: event.timeStamp })
    }
    controller.addEventListener('pointerup', onUp)
    return () => controller.removeEventListener('pointerup', onUp)
  }, [controller, seekBy])
  return shown
}
