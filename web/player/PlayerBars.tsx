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
import { CaptionSettingsButton } from './captions/CaptionSettings.tsx'
import { PLAYBACK_RATES } from './hotkeys.ts'

/**
 * The player's two bars along the picture's foot: the seek bar (with the time on a phone), then
 * play, ±10 s, the sound, the time on a wider screen, and on the right the speed, captions and
 * their settings, quality, picture-in-picture and fullscreen.
 */
export function PlayerBars({ captionMenu }: { readonly captionMenu: { readonly open: boolean; readonly panelId: string; toggle(): void } }) {
  return (
    <>
      <MediaControlBar className="player__seekbar">
        <MediaTimeRange />
        <MediaTimeDisplay className="player__phone-time" showDuration noToggle />
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
