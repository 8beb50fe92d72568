import { useEffect, useRef } from 'react'

/**
 * Remembers the last element focused outside `layerSelector` and focuses it again when `open`
 * turns false, so a viewer who closes a modal is back where they were.
 */
export const useFocusReturn = (open: boolean, layerSelector: string): void => {
  const last = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(open)
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest(layerSelector)) last.current = event.target
    }
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [layerSelector])
  useEffect(() => {
    if (wasOpen.current && !open && last.current?.isConnected) last.current.focus()
    wasOpen.current = open
  }, [open])
}
