import { useEffect } from 'react'
import { useApp } from '../shell/appContext.ts'

/** How often a playing title's position is saved. */
export const HEARTBEAT_MS = 10_000

/**
 * Saves the viewer's position (docs/decisions/1103, 1323) through the app's request path: every
 * 10 s while playing, on pause, when the player unmounts inside the app, and when the page hides,
 * then with fetch's keepalive so the request outlives the page.
 */
export const usePositionSaver = (media: HTMLMediaElement | null, movieUrl: string, duration: number, enabled: boolean): void => {
  const { request } = useApp()
  useEffect(() => {
    if (!media || !enabled || duration <= 0) return
    const position = () => Math.max(0, Math.min(duration, Math.round(media.currentTime * 10) / 10))
    let lastSaved = -1
    const save = (keepalive = false) => {
      const at = position()
      if (at === lastSaved || at === 0) return
      lastSaved = at
      request('savePosition', { movie_url: movieUrl, position: at, duration }, { track: false, keepalive }).catch(() => {})
    }
    const heartbeat = window.setInterval(() => !media.paused && save(), HEARTBEAT_MS)
    const onPause = () => save()
    const onHide = () => save(true)
    media.addEventListener('pause', onPause)
    window.addEventListener('pagehide', onHide)
    return () => {
      window.clearInterval(heartbeat)
      media.removeEventListener('pause', onPause)
      window.removeEventListener('pagehide', onHide)
      // Leaving the player inside the app (a link, back) saves too.
      save()
    }
  }, [media, movieUrl, duration, enabled, request])
}
