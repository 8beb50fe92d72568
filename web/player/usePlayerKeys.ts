import { type RefObject, useEffect } from 'react'
import { skippableAt } from './binge/segments.ts'
import { controlOwnsKey, keyAction, stepRate } from './hotkeys.ts'

/** A media-chrome request, sent as its own controls send it. */
export const sendTo = (controller: HTMLElement | null, type: string, detail?: unknown) =>
  controller?.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }))

/** The player's keys (hotkeys.ts), anywhere on the page but in a field or a control that uses the key itself. */
export const usePlayerKeys = (media: HTMLVideoElement | null, controller: RefObject<HTMLElement | null>, segments: Parameters<typeof skippableAt>[0]) => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!media || event.altKey || event.ctrlKey || event.metaKey) return
      const action = keyAction(event.key)
      if (!action || controlOwnsKey(event.composedPath()[0] ?? event.target, event.key)) return
      event.preventDefault()
      const send = (type: string, detail?: unknown) => sendTo(controller.current, type, detail)
      switch (action.kind) {
        case 'togglePlay':
          send(media.paused ? 'mediaplayrequest' : 'mediapauserequest')
          break
        case 'seekBy':
          send('mediaseekrequest', Math.max(0, Math.min(media.duration || Infinity, media.currentTime + action.seconds)))
          break
        case 'volumeBy':
          send('mediavolumerequest', Math.max(0, Math.min(1, Math.round((media.volume + action.step) * 10) / 10)))
          break
        case 'toggleMute':
          send(media.muted ? 'mediaunmuterequest' : 'mediamuterequest')
          break
        case 'toggleFullscreen':
          send(document.fullscreenElement ? 'mediaexitfullscreenrequest' : 'mediaenterfullscreenrequest')
          break
        case 'toggleCaptions':
          send('mediatogglesubtitlesrequest')
          break
        case 'rateStep':
          send('mediaplaybackraterequest', stepRate(media.playbackRate, action.step))
          break
        case 'skipSegment': {
          const segment = skippableAt(segments, media.currentTime)
          if (segment) send('mediaseekrequest', segment.end)
          break
        }
      }
      controller.current?.setAttribute('data-keyboard', '')
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [media, segments, controller])
}
