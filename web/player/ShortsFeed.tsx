import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { ShortClip } from '../../core/api/schemas.watch.ts'
import { paths } from '../paths.ts'
import { useMediaElement } from './mediaModule.ts'
import { forwardBuffer } from './forwardBuffer.ts'
import { credentialedHls } from './grants/hlsCredentials.ts'
import { noteGrantArrival, useStreamGrant } from './grants/useStreamGrant.ts'
import './ShortsFeed.css'

/** A swipe or a wheel turn shorter than this is not a move. */
const SWIPE_PX = 50
/** One wheel gesture moves one clip, however many events it fires. */
const WHEEL_QUIET_MS = 600

/**
 * The /bshorts feed: one clip at a time, full height under the page's back bar (its 뒤로 or 홈으로
 * is the way out); swipe on phones, ↑/↓ and the wheel on
 * desktop. Clips autoplay muted (browsers allow that) and loop; a tap on 소리 켜기 unmutes for the
 * whole feed. The next clip is mounted and preloading, paused, so moving on is immediate.
 */
export function ShortsFeed({ clips }: { readonly clips: readonly ShortClip[] }) {
  const [index, setIndex] = useState(0)
  const [muted, setMuted] = useState(true)
  const touchY = useRef<number | null>(null)
  const lastWheel = useRef(0)
  // Every clip's grant came with the feed: each counts from now, not from when its clip is drawn.
  useState(() => clips.forEach(noteGrantArrival))
  const go = useCallback((step: 1 | -1) => setIndex((i) => Math.max(0, Math.min(clips.length - 1, i + step))), [clips.length])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') go(1)
      else if (event.key === 'ArrowUp') go(-1)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [go])

  const onWheel = (event: React.WheelEvent) => {
    if (Math.abs(event.deltaY) < 10 || event.timeStamp - lastWheel.current < WHEEL_QUIET_MS) return
    lastWheel.current = event.timeStamp
    go(event.deltaY > 0 ? 1 : -1)
  }
  const current = clips[index]
  // The address names the clip on screen, so a reload, a bookmark or a shared address starts there.
  // Replaced in place, not navigated: the feed stays as it is, and 뒤로 still leaves the feed.
  useEffect(() => {
    if (!current) return
    const path = paths.bshorts(current.movie_url)
    if (window.location.pathname !== path) window.history.replaceState(window.history.state, '', `${path}${window.location.search}`)
  }, [current])
  return (
    <div
      className="shorts"
      data-testid="shorts-feed"
      onWheel={onWheel}
      onTouchStart={(e) => (touchY.current = e.touches[0]?.clientY ?? null)}
      onTouchEnd={(e) => {
        const start = touchY.current
        const end = e.changedTouches[0]?.clientY
        touchY.current = null
        if (start === null || end === undefined || Math.abs(start - end) < SWIPE_PX) return
        go(start > end ? 1 : -1)
      }}
    >
      <p className="visually-hidden" aria-live="polite">
        {current ? `${clips.length}개 중 ${index + 1}번째 클립: ${current.title}` : ''}
      </p>
      {clips.map((clip, i) => (i === index || i === index + 1 ? <ShortClipView key={clip.movie_url} clip={clip} active={i === index} muted={muted} /> : null))}
      {current ? (
        <div className="shorts__chrome">
          <div className="shorts__about">
            <h2 className="shorts__title">{current.title}</h2>
            {current.full && !current.full.locked ? (
              <Link className="shorts__full" to={paths.movie(current.full.movie_url)} data-testid="shorts-full">
                전체 보기 · {current.full.title}
              </Link>
            ) : null}
          </div>
          <div className="shorts__buttons">
            <button type="button" className="button" onClick={() => setMuted((m) => !m)} aria-pressed={!muted}>
              {muted ? '소리 켜기' : '소리 끄기'}
            </button>
            <button type="button" className="button" onClick={() => go(-1)} disabled={index === 0} aria-label="이전 클립">
              ↑
            </button>
            <button type="button" className="button" onClick={() => go(1)} disabled={index >= clips.length - 1} aria-label="다음 클립">
              ↓
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

function ShortClipView({ clip, active, muted }: { clip: ShortClip; active: boolean; muted: boolean }) {
  const [media, setMedia] = useState<HTMLVideoElement | null>(null)
  const HlsMedia = useMediaElement()
  // The clip on screen keeps its grant alive (docs/decisions/1800).
  useStreamGrant(clip, active)
  useEffect(() => {
    if (!media) return
    media.muted = muted
    if (!active) return void media.pause()
    // A play() asked before hls.js has attached the stream is cut short by that load: ask once
    // the picture information is there (now, if it already is).
    const play = () => void media.play().catch(() => {})
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) play()
    media.addEventListener('loadedmetadata', play)
    return () => media.removeEventListener('loadedmetadata', play)
  }, [media, active, muted])
  return (
    <div className={`shorts__clip${active ? ' shorts__clip--active' : ''}`} aria-hidden={!active} data-testid={active ? 'shorts-active' : 'shorts-next'}>
      {HlsMedia ? (
        <HlsMedia
          ref={setMedia as never}
          className="shorts__media"
          src={clip.stream_url}
          config={{ ...credentialedHls, ...forwardBuffer }}
          preload="auto"
          muted
          loop
          playsInline
          data-testid="shorts-media"
          data-url={clip.movie_url}
        />
      ) : null}
    </div>
  )
}
