import { useEffect, useRef } from 'react'
import { sign } from '../../core/api/sign.ts'
import { selectSessionKey } from '../../core/actors/session/session.selectors.ts'
import { calls } from '../../core/contract/index.ts'
import { readHosts } from '../config.ts'
import { useApp } from '../shell/appContext.ts'

/** How often a playing title's position is saved. */
export const HEARTBEAT_MS = 10_000
/** How often the body the page-hide beacon would send is signed afresh (the beacon cannot wait). */
const PRESIGN_MS = 1_000

/**
 * Saves the viewer's position (docs/decisions/1103): every 10 s while playing, on pause, and with
 * `navigator.sendBeacon` when the page hides. The beacon carries a form body signed in advance
 * (signing is async; pagehide is not), at most a second old.
 */
export const usePositionSaver = (media: HTMLMediaElement | null, movieUrl: string, duration: number, enabled: boolean): void => {
  const { actors, request } = useApp()
  const beaconBody = useRef<URLSearchParams | null>(null)
  useEffect(() => {
    if (!media || !enabled || duration <= 0) return
    const position = () => Math.max(0, Math.min(duration, Math.round(media.currentTime * 10) / 10))
    let lastSaved = -1
    const save = () => {
      const at = position()
      if (at === lastSaved || at === 0) return
      lastSaved = at
      request('savePosition', { movie_url: movieUrl, position: at, duration }, { track: false }).catch(() => {})
    }
    const presign = async () => {
      const key = selectSessionKey(actors.session.getSnapshot())
      if (!key) return
      const values = [key.s, movieUrl, position(), duration]
      const a = await sign(key.c_code, values)
      beaconBody.current = new URLSearchParams({ s: key.s, movie_url: movieUrl, position: String(values[2]), duration: String(duration), a })
    }
    const heartbeat = window.setInterval(() => !media.paused && save(), HEARTBEAT_MS)
    const signer = window.setInterval(() => void presign(), PRESIGN_MS)
    const onPause = () => {
      save()
      void presign()
    }
    void presign()
    const onHide = () => {
      if (beaconBody.current && position() > 0) navigator.sendBeacon(`${readHosts().api}${calls.savePosition.path}`, beaconBody.current)
    }
    media.addEventListener('pause', onPause)
    window.addEventListener('pagehide', onHide)
    return () => {
      window.clearInterval(heartbeat)
      window.clearInterval(signer)
      media.removeEventListener('pause', onPause)
      window.removeEventListener('pagehide', onHide)
      // Leaving the player inside the app (a link, back) saves too.
      save()
    }
  }, [media, movieUrl, duration, enabled, actors.session, request])
}
