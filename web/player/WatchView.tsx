import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { PageFrame } from '../components/PageFrame.tsx'
import { fullPath, paths } from '../paths.ts'
import type { watchLoad } from '../routes/player/loader.ts'
import { usePageData, usePart } from '../data/pageData.ts'
import { EndScreen } from './binge/EndScreen.tsx'
import { BingeOverlay } from './binge/NextEpisodeCard.tsx'
import { preloadedInfo } from './binge/preloadNext.ts'
import { SkipSegment } from './binge/SkipSegment.tsx'
import { useBinge } from './binge/useBinge.ts'
import { ClipTools } from './ClipTools.tsx'
import { DialogueToggle } from './dialogue/DialogueToggle.tsx'
import { Player } from './Player.tsx'
import { type NextStep, playbackProblem } from './playbackErrors.ts'
import { StreamEnded, StreamLimit } from './streams/StreamScreens.tsx'
import { useStreamBeat } from './streams/useStreamBeat.ts'
import { ResultCode } from '../../core/contract/index.ts'
import type { TimeRange } from '../../core/watch/rules.ts'
import { playerWords } from './playerWords.ts'
import { BackToTitle, WatchWaiting } from './WatchWaiting.tsx'
import './WatchView.css'

const codeOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' ? error.code : undefined

/**
 * Playback of an address (a title, an episode, a scene or a crop) with `?t=` honoured: asks
 * playInfo, then plays, or shows the refusal in Korean with its next step (decision 1102).
 * `fillsWindow`: on a desktop the player fills the window, the title and ← over its top edge
 * (docs/decisions/1920). `backTo`: where ← leads while the answer comes, when the address names
 * the title (a player's does; a scene's does not, and its ← is a face until then).
 */
export function WatchView({ url, fillsWindow = false, backTo }: { readonly url: string; readonly fillsWindow?: boolean; readonly backTo?: string }) {
  const location = useLocation()
  const page = usePageData<ReturnType<typeof watchLoad>>()
  const read = usePart(page.info)
  // The next episode's playInfo, preloaded in the credits, draws its player while the page's own read runs.
  const preloaded = read.status === 'loading' ? preloadedInfo(url) : undefined
  const info = preloaded ? { ...read, status: 'ok' as const, data: preloaded } : read
  const asked = page.asked
  const [media, setMedia] = useState<HTMLVideoElement | null>(null)
  const binge = useBinge(media, info.status === 'ok' ? (info.data ?? undefined) : undefined)
  const streamEnded = useStreamBeat(info.status === 'ok' ? info.data?.stream_id : undefined, media)

  // A malformed ?t= reads nothing (watchLoad).
  if (info.status === 'ok' && info.data === null)
    return (
      <Problem
        title="잘못된 구간 링크입니다"
        message="링크의 시간 형식이 올바르지 않습니다. (예: ?t=83.5-112)"
        steps={[{ label: '처음부터 보기', to: paths.player(url) }]}
        onRetry={info.retry}
      />
    )
  if (info.status === 'loading') return <WatchWaiting fillsWindow={fillsWindow} backTo={backTo} address={url} />
  if (info.status === 'error') {
    if (codeOf(info.error) === ResultCode.playbackCountLimitExceeded) return <StreamLimit error={info.error} movieUrl={url} onRetry={info.retry} />
    const problem = playbackProblem(info.error, info.message, url, fullPath(location))
    return <Problem {...problem} onRetry={info.retry} />
  }
  const data = info.data!
  const range = data.range ? { start: data.range.start, end: data.range.end, loop: data.range.loop === 1 } : undefined
  const startAt = range?.start ?? asked?.start ?? data.resume_position
  return (
    <PageFrame title={data.title}>
      <div className={fillsWindow ? 'watch watch--window' : 'watch'}>
        <div className="watch__bar">
          <BackToTitle to={paths.movie(data.movie_url)} />
          {range ? (
            <p className="watch__range" data-testid="watch-range">
              {rangeLine(range)}
            </p>
          ) : null}
        </div>
        <Player
          // Each episode gets a player of its own (its start, its stream), the next one included.
          key={data.movie_url}
          info={data}
          startAt={startAt}
          range={range}
          savePositions={!range && data.kind !== 'scene' && data.kind !== 'crop'}
          onMedia={setMedia}
          top={<PictureTop movieUrl={data.movie_url} title={data.title} range={range} />}
          overlay={
            streamEnded ? (
              <StreamEnded onResume={info.retry} />
            ) : range ? null : (
              <>
                <SkipSegment media={media} segments={data.segments} />
                <BingeOverlay binge={binge} />
                <EndScreen media={media} binge={binge} movieUrl={data.movie_url} title={data.title} />
              </>
            )
          }
        />
        <ClipTools info={data} media={media} />
        {range ? null : <DialogueToggle info={data} media={media} />}
      </div>
    </PageFrame>
  )
}

/**
 * The title and ← over the picture's top edge, inside the player's controller: shown on a desktop's
 * full window and in fullscreen (anywhere), where the page's own row is not (WatchView.css). The
 * title is the page's h1 read again, so screen readers hear it once.
 */
function PictureTop({
  movieUrl,
  title,
  range,
}: {
  readonly movieUrl: string
  readonly title: string
  readonly range: (TimeRange & { readonly loop: boolean }) | undefined
}) {
  return (
    <>
      <Link className="player__back" to={paths.movie(movieUrl)} data-testid="player-back">
        <span aria-hidden="true">{playerWords.back}</span>
        <span className="visually-hidden">작품 정보로 돌아가기</span>
      </Link>
      <div className="player__heading" aria-hidden="true">
        <p className="player__title">{title}</p>
        {range ? <p className="player__range">{rangeLine(range)}</p> : null}
      </div>
    </>
  )
}

const rangeLine = (range: TimeRange & { readonly loop?: boolean }) => `${range.loop ? '반복 구간' : '구간'} ${range.start}초 – ${range.end}초`

function Problem({ title, message, steps, onRetry }: { title: string; message: string; steps: readonly NextStep[]; onRetry: () => void }) {
  return (
    <PageFrame title={title}>
      <section className="watch__problem" role="alert" data-testid="playback-problem">
        <p className="watch__problem-message">{message}</p>
        <div className="watch__problem-steps">
          {steps.map((step, index) =>
            'retry' in step ? (
              <button key={step.label} type="button" className={`button${index === 0 ? ' button--primary' : ''}`} onClick={onRetry}>
                {step.label}
              </button>
            ) : (
              <Link key={step.label} className={`button${index === 0 ? ' button--primary' : ''}`} to={step.to} data-testid="playback-next-step">
                {step.label}
              </Link>
            ),
          )}
        </div>
      </section>
    </PageFrame>
  )
}
