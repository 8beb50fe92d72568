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
import { formatTime } from 'media-chrome/dist/utils/time.js'
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
 * The most characters "current / duration" takes as media-chrome writes it (its own `formatTime`):
 * the current time never needs more than the duration's (`1:23:20 / 1:30:00`, `41:59 / 42:10`).
 * The time sits at the bar's right end, so a display that grew as the duration came in or the
 * minutes gained a digit moved its left edge.
 */
export const timeChars = (duration: number): number => formatTime(Math.max(0, duration)).length * 2 + ' / '.length
