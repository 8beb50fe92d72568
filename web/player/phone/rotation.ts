import { useEffect } from 'react'

type LockableOrientation = ScreenOrientation & { lock?: (orientation: 'landscape') => Promise<void> }

/**
 * On a touch screen, turning the phone sideways puts the player in fullscreen and turning it
 * back leaves it; entering fullscreen from the button turns the picture sideways where the
 * browser lets a page lock the orientation. Each step is tried and silently skipped where the
 * browser refuses it (no user gesture, no orientation lock): the landscape layout still fills the
 * screen (decision 1720).
 */
export const useRotateToFullscreen = (controller: HTMLElement | null): void => {
  useEffect(() => {
    if (!controller || !window.matchMedia('(pointer: coarse)').matches) return
    const landscape = window.matchMedia('(orientation: landscape)')
    const onTurn = () => {
      if (landscape.matches && !document.fullscreenElement) controller.requestFullscreen?.().catch(() => {})
      else if (!landscape.matches && document.fullscreenElement === controller) document.exitFullscreen?.().catch(() => {})
    }
    const onFullscreen = () => {
      if (document.fullscreenElement === controller && !landscape.matches)
        (screen.orientation as LockableOrientation | undefined)?.lock?.('landscape').catch(() => {})
    }
    landscape.addEventListener('change', onTurn)
    document.addEventListener('fullscreenchange', onFullscreen)
    return () => {
      landscape.removeEventListener('change', onTurn)
      document.removeEventListener('fullscreenchange', onFullscreen)
    }
  }, [controller])
}
