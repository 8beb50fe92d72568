import { useEffect, useState } from 'react'
import type { CaptionStyle } from './captionStyle.ts'

/** The text of the showing subtitle track's active cues ('' when none or captions are off). */
const useActiveCueText = (media: HTMLVideoElement | null): string => {
  const [text, setText] = useState('')
  useEffect(() => {
    const tracks = media?.textTracks
    if (!tracks) return
    const read = () => {
      const showing = Array.from(tracks).find((t) => t.mode === 'showing' && (t.kind === 'subtitles' || t.kind === 'captions'))
      const cues = showing?.activeCues ? Array.from(showing.activeCues) : []
      // getCueAsHTML decodes the cue's entities and drops its tags: plain text, never markup.
      setText(cues.map((cue) => (cue as VTTCue).getCueAsHTML().textContent ?? '').join('\n'))
    }
    const heard = new Set<TextTrack>()
    const listen = () => {
      for (const track of Array.from(tracks))
        if (!heard.has(track)) {
          heard.add(track)
          track.addEventListener('cuechange', read)
        }
      read()
    }
    listen()
    tracks.addEventListener('change', listen)
    tracks.addEventListener('addtrack', listen)
    return () => {
      tracks.removeEventListener('change', listen)
      tracks.removeEventListener('addtrack', listen)
      for (const track of heard) track.removeEventListener('cuechange', read)
    }
  }, [media])
  return text
}

/**
 * Captions drawn by the player, not the browser (decision 1721): above the control bar while it
 * shows, just under the picture's bottom edge otherwise, in the viewer's size, colour and
 * background; read to a screen reader only when the viewer asked for it.
 */
export function CaptionOverlay({ media, style }: { readonly media: HTMLVideoElement | null; readonly style: CaptionStyle }) {
  const text = useActiveCueText(media)
  return (
    <div
      className={`captions captions--${style.size} captions--${style.color} captions--bg-${style.background}`}
      data-testid="captions"
      {...{ noautohide: '' }}
      aria-hidden="true"
    >
      {text ? <span className="captions__text">{text}</span> : null}
    </div>
  )
}

/** The polite live region that mirrors the showing cue, there only while the viewer has it on. */
export function CaptionAnnouncer({ media }: { readonly media: HTMLVideoElement | null }) {
  const text = useActiveCueText(media)
  return (
    <div className="visually-hidden" aria-live="polite" data-testid="captions-live">
      {text}
    </div>
  )
}
