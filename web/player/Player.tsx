import { MediaController, MediaLoadingIndicator, MediaPosterImage } from 'media-chrome/react'
import { MediaRenditionMenu } from 'media-chrome/react/menu'
import { type ReactNode, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react'
import type { TimeRange } from '../../core/watch/rules.ts'
import type { PlayInfoOutput } from '../../core/api/schemas.watch.ts'
import { CaptionAnnouncer, CaptionOverlay } from './captions/CaptionOverlay.tsx'
import { CaptionSettingsPanel } from './captions/CaptionSettings.tsx'
import { useCaptionSettings } from './captions/useCaptionSettings.ts'
import { PlayerBars } from './PlayerBars.tsx'
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
import { useMediaEvents } from './useMediaEvents.ts'
import { playerWords } from './playerWords.ts'
import { stageArtOf } from './WatchWaiting.tsx'
import './Player.css'

installKoreanMediaChrome()

// hls.js comes with the media element, in its own chunk, when playback starts (decision 1101):
// asked for as soon as the player's code loads (the player route asks sooner), so it arrives
// while playInfo is on its way.
void loadMediaModule().catch(() => {})

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
  const [media, setMedia] = useState<MediaEl | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [fatal, setFatal] = useState<string | null>(null)
  const graceNotice = useGraceNotice(info.movie_url)
  const [blocked, setBlocked] = useState(false)
  const [ended, setEnded] = useState(false)
  const resumeAt = useRef(startAt)
  const HlsMedia = useMediaElement()
  // The stream first: the media element (hls.js asks for the playlist as it connects) is committed
  // alone, and the bars and the quality menu in a render of their own right after. Building
  // media-chrome's controls took most of one long task that held the playlist's request back.
  const barsShown = useDeferredValue(true, false)

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
  const captions = useCaptionSettings(controllerEl)

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

  useMediaEvents(media, { range, resumeAt, controller, onFatal: setFatal, onBlocked: setBlocked, onEnded: setEnded })

  // media-chrome gives its captions toggle role=button with aria-checked; a switch is what it is.
  useEffect(() => {
    const fix = () => {
      controller.current?.querySelector('media-captions-button')?.setAttribute('role', 'switch')
      credentialedThumbnails(controller.current)
    }
    fix()
    const timer = window.setTimeout(fix, 0)
    return () => window.clearTimeout(timer)
  }, [media, barsShown])

  usePlayerKeys(media, controller, info.segments)

  const retry = () => {
    setFatal(null)
    void grant.renew().finally(() => setAttempt((n) => n + 1))
  }
  useEffect(() => {
    if (grant.refused) media?.pause()
  }, [grant.refused, media])
  // A refused grant says why first: it is the reason a retry would fail too.
  const problem = grant.refused || fatal
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
        {/* The waiting stage's picture, until the first frame: media-chrome hides its poster once the media has played. */}
        <MediaPosterImage slot="poster" className="player__poster" src={stageArtOf(info.movie_url)} aria-hidden="true" />
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
        {captions.open ? <CaptionSettingsPanel id={captions.panelId} style={captions.style} onChange={captions.change} onClose={captions.close} /> : null}
        {barsShown ? <MediaRenditionMenu hidden anchor="auto" /> : null}
        {/* Last before the bars: the bottom chrome stacks it right above them. */}
        <CaptionOverlay media={media} style={captions.style} />
        {barsShown ? <PlayerBars captionMenu={captions} duration={info.duration} /> : null}
        {/* What is drawn over the picture sits inside the controller, the element that goes
            fullscreen, in its top layer: in fullscreen the next-episode card, the skip button and
            the end screen still show. Never faded with the controls (noautohide). */}
        <div slot="dialog" className="player__layer" {...{ noautohide: '' }} data-testid="player-layer">
          {overlay}
          <PlayerNotice
            notice={problem ? { error: problem } : blocked ? 'blocked' : ended && range && !range.loop ? 'rangeEnded' : null}
            onStart={start}
            onRetry={retry}
          />
        </div>
      </MediaController>
      {captions.style.announce ? <CaptionAnnouncer media={media} /> : null}
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

/** Over the picture: a stream that cannot play (its reason and 다시 시도), an autoplay refusal (재생 시작), or a range played to its end. */
function PlayerNotice({
  notice,
  onStart,
  onRetry,
}: {
  readonly notice: { readonly error: string } | 'blocked' | 'rangeEnded' | null
  onStart(): void
  onRetry(): void
}) {
  if (notice === null) return null
  if (notice === 'blocked')
    return (
      <div className="player__overlay">
        <button type="button" className="button button--primary player__start" onClick={onStart} autoFocus>
          {playerWords.start}
        </button>
      </div>
    )
  if (notice === 'rangeEnded')
    return (
      <div className="player__overlay" role="status">
        <p>구간 재생이 끝났습니다.</p>
      </div>
    )
  return (
    <div className="player__overlay player__overlay--error" role="alert" data-testid="player-error">
      <p className="player__error-message">{notice.error}</p>
      <button type="button" className="button button--primary" onClick={onRetry} autoFocus>
        다시 시도
      </button>
    </div>
  )
}
