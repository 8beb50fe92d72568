import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPipButton,
  MediaPlayButton,
  MediaPlaybackRateButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react'
import { MediaRenditionMenuButton } from 'media-chrome/react/menu'
import type { CSSProperties } from 'react'
import { CaptionSettingsButton } from './captions/CaptionSettings.tsx'
import { PLAYBACK_RATES } from './hotkeys.ts'

/**
 * The player's two bars along the picture's foot: the seek bar (with the time on a phone), then
 * play, ±10 s, the sound, the time on a wider screen, and on the right the speed, captions and
 * their settings, quality, picture-in-picture and fullscreen.
 */
export function PlayerBars({
  captionMenu,
  duration,
}: {
  readonly captionMenu: { readonly open: boolean; readonly panelId: string; toggle(): void }
  /** The stream's length in seconds (playInfo's): the phone's time is given its final width from the start. */
  readonly duration: number
}) {
  return (
    <>
      <MediaControlBar className="player__seekbar">
        <MediaTimeRange />
        <MediaTimeDisplay className="player__phone-time" showDuration noToggle style={{ '--time-chars': timeChars(duration) } as CSSProperties} />
      </MediaControlBar>
      <MediaControlBar>
        <MediaPlayButton noTooltip />
        <MediaSeekBackwardButton seekOffset={10} noTooltip />
        <MediaSeekForwardButton seekOffset={10} noTooltip />
        <MediaMuteButton noTooltip />
        <MediaVolumeRange />
        <MediaTimeDisplay className="player__wide-time" showDuration noToggle />
        <span className="player__spacer" />
        <MediaPlaybackRateButton rates={[...PLAYBACK_RATES]} noTooltip />
        <MediaCaptionsButton noTooltip />
        <CaptionSettingsButton open={captionMenu.open} onToggle={captionMenu.toggle} panelId={captionMenu.panelId} />
        <MediaRenditionMenuButton noTooltip />
        <MediaPipButton noTooltip />
        <MediaFullscreenButton noTooltip />
      </MediaControlBar>
    </>
  )
}

/**
 * The characters of "current / duration" as media-chrome writes it (the current time in the
 * duration's shape: `0:00:00 / 1:30:00`, `0:00 / 42:10`). The time sits at the bar's right end, so
 * a display that grew as the duration came in or the minutes gained a digit moved its left edge.
 */
export const timeChars = (duration: number): number => {
  const whole = Math.max(0, Math.floor(Number.isFinite(duration) ? duration : 0))
  const hours = Math.floor(whole / 3600)
  const one = hours > 0 ? `${hours}`.length + 6 : `${Math.floor(whole / 60)}`.length + 3
  return one * 2 + 3
}
