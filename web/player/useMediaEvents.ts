import { type RefObject, useEffect } from 'react'
import { type TimeRange, loopTarget } from '../../core/watch/rules.ts'
import { StorageKey } from '../../core/ports/storage.ts'
import { browserLocalStore } from '../adapters/sessionStore.ts'
import { profileSettings } from '../data/watchingProfile.ts'
import { PLAYBACK_RATES } from './hotkeys.ts'
import { streamProblemMessage } from './playbackErrors.ts'

const RATE_KEY = StorageKey.playbackRate
/** Without metadata after this long, the player says so and offers 다시 시도. */
const STALL_MS = 15_000
const readRate = (): number => {
  const saved = Number(profileSettings(browserLocalStore()).getItem(RATE_KEY))
  return (PLAYBACK_RATES as readonly number[]).includes(saved) ? saved : 1
}

export interface MediaEvents {
  /** The section being played: a crop loops in it; a scene or a shared range stops at its end. */
  readonly range: (TimeRange & { readonly loop: boolean }) | undefined
  /** Where playback starts, and where it is now (kept for a new attempt after 다시 시도). */
  readonly resumeAt: RefObject<number>
  /** The media-chrome controller: the picture's shape goes on it for the phone's captions. */
  readonly controller: RefObject<HTMLElement | null>
  // State setters (stable for the player's life, so the effect does not run again for them):
  readonly onFatal: (message: string) => void
  /** The browser refused to start playing without a gesture (true), or it started (false). */
  readonly onBlocked: (blocked: boolean) => void
  /** A scene or a shared range reached its end (true). */
  readonly onEnded: (ended: boolean) => void
}

/**
 * The media element's life once it is there: playing from `resumeAt` at the device's speed once
 * its metadata is in, the speed kept when the viewer changes it, a range looped or stopped at its
 * end, and a stalled or failed element said in Korean (never a black box).
 */
export const useMediaEvents = (media: HTMLVideoElement | null, { range, resumeAt, controller, onFatal, onBlocked, onEnded }: MediaEvents): void => {
  useEffect(() => {
    if (!media) return
    // Backstop: no picture information after this long is a failure too, never a black box.
    const watchdog = window.setTimeout(() => media.readyState < 1 && onFatal(streamProblemMessage('networkError')), STALL_MS)
    const onError = () => onFatal(streamProblemMessage(media.error?.code === 2 ? 'networkError' : 'mediaError'))
    const onMeta = () => {
      // The picture's shape places the phone's captions just under it (Player.css).
      if (media.videoWidth && media.videoHeight) controller.current?.style.setProperty('--picture-ratio', String(media.videoWidth / media.videoHeight))
      media.playbackRate = readRate()
      if (Math.abs(media.currentTime - resumeAt.current) > 1) media.currentTime = resumeAt.current
      media.play().then(
        () => onBlocked(false),
        (error: unknown) => error instanceof DOMException && error.name === 'NotAllowedError' && onBlocked(true),
      )
    }
    const onRate = () => profileSettings(browserLocalStore()).setItem(RATE_KEY, String(media.playbackRate))
    const onTime = () => {
      resumeAt.current = media.currentTime
      if (!range) return
      if (range.loop) {
        const target = loopTarget(media.currentTime, range)
        if (target !== undefined) media.currentTime = target
      } else if (media.currentTime >= range.end && !media.paused) {
        media.pause()
        onEnded(true)
      }
    }
    // A crop loops exactly: a frame-accurate check while playing, beside timeupdate's 4 Hz.
    let loopTimer = 0
    if (range?.loop) loopTimer = window.setInterval(onTime, 50)
    media.addEventListener('error', onError)
    // The metadata may be there already (a warm cache), before this effect listens.
    if (media.readyState >= 1) onMeta()
    else media.addEventListener('loadedmetadata', onMeta, { once: true })
    media.addEventListener('ratechange', onRate)
    media.addEventListener('timeupdate', onTime)
    return () => {
      window.clearTimeout(watchdog)
      window.clearInterval(loopTimer)
      media.removeEventListener('error', onError)
      media.removeEventListener('loadedmetadata', onMeta)
      media.removeEventListener('ratechange', onRate)
      media.removeEventListener('timeupdate', onTime)
    }
  }, [media, range, resumeAt, controller, onFatal, onBlocked, onEnded])
}
