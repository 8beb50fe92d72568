import { StorageKey } from '../../core/ports/storage.ts'
import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
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
import { MediaRenditionMenu, MediaRenditionMenuButton } from 'media-chrome/react/menu'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { type TimeRange, loopTarget } from '../../core/watch/rules.ts'
import type { PlayInfoOutput } from '../../core/api/schemas.watch.ts'
import { browserLocalStore } from '../adapters/sessionStore.ts'
import { profileSettings } from '../data/watchingProfile.ts'
import { CaptionAnnouncer, CaptionOverlay } from './captions/CaptionOverlay.tsx'
import { CaptionSettingsButton, CaptionSettingsPanel } from './captions/CaptionSettings.tsx'
import { type CaptionStyle, readCaptionStyle, saveCaptionStyle } from './captions/captionStyle.ts'
import { PLAYBACK_RATES } from './hotkeys.ts'
import { sendTo, usePlayerKeys } from './usePlayerKeys.ts'
import { installKoreanMediaChrome } from './mediaChromeKo.ts'
import { loadMediaModule, useMediaElement } from './mediaModule.ts'
import { streamProblemMessage } from './playbackErrors.ts'
import { useDoubleTapSkip } from './phone/doubleTap.ts'
import { useRotateToFullscreen } from './phone/rotation.ts'
import { usePositionSaver } from './positionSaver.ts'
import { forwardBuffer } from './forwardBuffer.ts'
import { credentialedHls, credentialedThumbnails } from './grants/hlsCredentials.ts'
import { useStreamGrant } from './grants/useStreamGrant.ts'
import { useGraceNotice } from './GraceNotice.tsx'
import './Player.css'

installKoreanMediaChrome()

// hls.js comes with the media element, in its own chunk, when playback starts (decision 1101):
// asked for as soon as the player's code loads (the player route asks sooner), so it arrives
// while playInfo is on its way.
void loadMediaModule().catch(() => {})

const RATE_KEY = StorageKey.playbackRate
/** Without metadata after this long, the player says so and offers 다시 시도. */
const STALL_MS = 15_000
const readRate = (): number => {
  const saved = Number(profileSettings(browserLocalStore()).getItem(RATE_KEY))
  return (PLAYBACK_RATES as readonly number[]).includes(saved) ? saved : 1
}

type HlsLike = { on(event: string, listener: (event: string, data: { fatal?: boolean; type?: string }) => void): void }
type MediaEl = HTMLVideoElement & { api?: HlsLike | null }

export interface PlayerProps {
  readonly info: PlayInfoOutput
  /** Where to start (a shared link's start, a range's start, or the saved position). */
  readonly startAt: number
  /** The section to play: a crop loops in it; a scene or a shared range stops at its end. */
  readonly range?: TimeRange & { readonly loop: boolean }
  /** Save positions (a whole title; not a scene, crop or shared range). */
  readonly savePositions: boolean
  /** Gets the media element and its current time for marks and sharing. */
  readonly onMedia?: (media: HTMLVideoElement | null) => void
  /** Drawn over the picture, inside the fullscreen element: an episode's skip button, next-episode card and end screen (web/player/binge). */
  readonly overlay?: ReactNode
  /** Drawn along the picture's top edge, inside the fullscreen element, fading with the controls: the title and ← (WatchView). */
  readonly top?: ReactNode
}

/**
 * The player: media-chrome's accessible controls around hls-video-element (decision 1101),
 * Korean names, the player's own keys (docs/decisions/1101), speed remembered per device, a fatal stream error as a Korean
 * message with 다시 시도, and an autoplay refusal as a big 재생 button.
 */
export function Player({ info, startAt, range, savePositions, onMedia, overlay, top }: PlayerProps) {
  const controller = useRef<HTMLElement | null>(null)
  const [controllerEl, setControllerEl] = useState<HTMLElement | null>(null)
  const [captionStyle, setCaptionStyle] = useState<CaptionStyle>(() => readCaptionStyle(profileSettings(browserLocalStore())))
  const [captionMenu, setCaptionMenu] = useState(false)
  const captionMenuId = useId()
  const [media, setMedia] = useState<MediaEl | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [fatal, setFatal] = useState<string | null>(null)
  const graceNotice = useGraceNotice(info.movie_url)
  const [blocked, setBlocked] = useState(false)
  const [ended, setEnded] = useState(false)
  const resumeAt = useRef(startAt)
  const HlsMedia = useMediaElement()

  usePositionSaver(media, info.movie_url, info.duration, savePositions)
  // The stream's grant renewed before it lapses; a refused renewal stops playback with its reason.
  const grant = useStreamGrant(info)
  useRotateToFullscreen(controllerEl)
  const seekBy = useCallback(
    (seconds: number) => {
      if (media) sendTo(controller.current, 'mediaseekrequest', Math.max(0, Math.min(media.duration || Infinity, media.currentTime + seconds)))
    },
    [media],
  )
  const skipShown = useDoubleTapSkip(controllerEl, seekBy)
  const changeCaptionStyle = (style: CaptionStyle) => {
    setCaptionStyle(style)
    saveCaptionStyle(profileSettings(browserLocalStore()), style)
  }
  const closeCaptionMenu = () => {
    setCaptionMenu(false)
    controllerEl?.querySelector<HTMLElement>('[data-testid="caption-settings-button"]')?.focus()
  }

  const mediaRef = useCallback(
    (el: MediaEl | null) => {
      setMedia(el)
      onMedia?.(el)
      if (!el) return
      hideNativeCaptions(el)
      // hls.js is created a microtask after the element gets its src, and a refused manifest fails
      // at once: listen as soon as it exists, before any network answer can arrive.
      const hook = (tries: number) => {
        if (el.api) el.api.on('hlsError', (_e, data) => data.fatal && setFatal(streamProblemMessage(data.type)))
        else if (tries > 0) queueMicrotask(() => hook(tries - 1))
        else requestAnimationFrame(() => hook(0))
      }
      hook(3)
    },
    [onMedia],
  )

  useEffect(() => {
    if (!media) return
    // Backstop: no picture information after this long is a failure too, never a black box.
    const watchdog = window.setTimeout(() => media.readyState < 1 && setFatal(streamProblemMessage('networkError')), STALL_MS)
    const onError = () => setFatal(streamProblemMessage(media.error?.code === 2 ? 'networkError' : 'mediaError'))
    const onMeta = () => {
      // The picture's shape places the phone's captions just under it (Player.css).
      if (media.videoWidth && media.videoHeight) controller.current?.style.setProperty('--picture-ratio', String(media.videoWidth / media.videoHeight))
      media.playbackRate = readRate()
      if (Math.abs(media.currentTime - resumeAt.current) > 1) media.currentTime = resumeAt.current
      media.play().then(
        () => setBlocked(false),
        (error: unknown) => error instanceof DOMException && error.name === 'NotAllowedError' && setBlocked(true),
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
        setEnded(true)
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
  }, [media, range])

  // media-chrome gives its captions toggle role=button with aria-checked; a switch is what it is.
  useEffect(() => {
    const fix = () => {
      controller.current?.querySelector('media-captions-button')?.setAttribute('role', 'switch')
      credentialedThumbnails(controller.current)
    }
    fix()
    const timer = window.setTimeout(fix, 0)
    return () => window.clearTimeout(timer)
  }, [media])

  usePlayerKeys(media, controller, info.segments)

  const retry = () => {
    setFatal(null)
    void grant.renew().finally(() => setAttempt((n) => n + 1))
  }
  useEffect(() => {
    if (grant.refused) media?.pause()
  }, [grant.refused, media])
  const start = () => {
    setBlocked(false)
    media?.play().catch(() => setBlocked(true))
  }

  return (
    <div className="player" data-testid="player">
      <MediaController
        ref={(el: HTMLElement | null) => {
          controller.current = el
          setControllerEl(el)
        }}
        className="player__controller"
        noHotkeys
        // The Korean captions on from the start, set by script on every engine: WebKit leaves a
        // subtitle track's `default` alone (its own caption preference decides), so C was needed.
        defaultSubtitles
        autohide="3"
        aria-label={`${info.title} 동영상 플레이어`}
        lang="ko"
        onFocus={() => controller.current?.setAttribute('autohide', '-1')}
        onBlur={() => controller.current?.setAttribute('autohide', '3')}
      >
        {HlsMedia ? (
          <HlsMedia
            key={attempt}
            ref={mediaRef as never}
            slot="media"
            className="player__media"
            src={info.stream_url}
            preload="auto"
            playsInline
            // Captions and thumbnails go with the grant cookie too (docs/decisions/1800).
            crossOrigin="use-credentials"
            // The first fragment is asked for with the playlist, not once the media source has opened.
            config={{ ...credentialedHls, ...forwardBuffer, startPosition: resumeAt.current, startFragPrefetch: true }}
            data-testid="player-media"
          >
            {info.captions.map((caption) => (
              <track key={caption.url} kind="subtitles" srcLang={caption.lang} label={caption.label} src={caption.url} />
            ))}
            <track kind="metadata" label="thumbnails" src={info.thumbnails} default />
          </HlsMedia>
        ) : (
          <video slot="media" className="player__media" aria-hidden="true" />
        )}
        {/* media-chrome's top chrome: in the controller, so fullscreen keeps it, and faded with the bars. */}
        {top ? (
          <div slot="top-chrome" className="player__top" data-testid="player-top">
            {top}
          </div>
        ) : null}
        <MediaLoadingIndicator slot="centered-chrome" noAutohide />
        {skipShown ? (
          <div
            key={skipShown.key}
            className={`player__skip player__skip--${skipShown.side < 0 ? 'back' : 'forward'}`}
            {...{ noautohide: '' }}
            aria-hidden="true"
            data-testid="tap-skip"
          >
            {skipShown.side < 0 ? '« 10초' : '10초 »'}
          </div>
        ) : null}
        {captionMenu ? <CaptionSettingsPanel id={captionMenuId} style={captionStyle} onChange={changeCaptionStyle} onClose={closeCaptionMenu} /> : null}
        <MediaRenditionMenu hidden anchor="auto" />
        {/* Last before the bars: the bottom chrome stacks it right above them. */}
        <CaptionOverlay media={media} style={captionStyle} />
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
          <CaptionSettingsButton open={captionMenu} onToggle={() => (captionMenu ? closeCaptionMenu() : setCaptionMenu(true))} panelId={captionMenuId} />
          <MediaRenditionMenuButton noTooltip />
          <MediaPipButton noTooltip />
          <MediaFullscreenButton noTooltip />
        </MediaControlBar>
        {/* What is drawn over the picture sits inside the controller, the element that goes
            fullscreen, in its top layer: in fullscreen the next-episode card, the skip button and
            the end screen still show. Never faded with the controls (noautohide). */}
        <div slot="dialog" className="player__layer" {...{ noautohide: '' }} data-testid="player-layer">
          {overlay}
          {blocked && !fatal && !grant.refused ? (
            <div className="player__overlay">
              <button type="button" className="button button--primary player__start" onClick={start} autoFocus>
                재생 시작
              </button>
            </div>
          ) : null}
          {ended && range && !range.loop ? (
            <div className="player__overlay" role="status">
              <p>구간 재생이 끝났습니다.</p>
            </div>
          ) : null}
          {fatal || grant.refused ? (
            <div className="player__overlay player__overlay--error" role="alert" data-testid="player-error">
              <p className="player__error-message">{grant.refused ?? fatal}</p>
              <button type="button" className="button button--primary" onClick={retry} autoFocus>
                다시 시도
              </button>
            </div>
          ) : null}
        </div>
      </MediaController>
      {captionStyle.announce ? <CaptionAnnouncer media={media} /> : null}
      {graceNotice}
    </div>
  )
}

/** The player draws the captions itself (CaptionOverlay): the browser's own drawing of them is hidden inside the media element. */
const hideNativeCaptions = (el: HTMLElement) => {
  if (!el.shadowRoot || el.shadowRoot.querySelector('style[data-captions]')) return
  const style = document.createElement('style')
  style.dataset['captions'] = ''
  style.textContent = 'video::-webkit-media-text-track-container{display:none}video::cue{visibility:hidden}'
  el.shadowRoot.append(style)
}
