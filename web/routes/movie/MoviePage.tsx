import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import type { ContentDetailOutput } from '../../../core/api/schemas.browse.ts'
import type { EpisodeProgress, WatchProgressOutput } from '../../../core/api/schemas.watch.ts'
import { ResultCode, resultCodeOf } from '../../../core/contract/index.ts'
import { adultGateTarget, clock, durationText, itemName } from '../../browse/links.ts'
import { AdultLoginAsk } from '../../components/AdultGate.tsx'
import { Artwork } from '../../components/Artwork.tsx'
import { widthOfText } from '../../components/ScrollRow.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ProgressBar } from '../../components/ProgressBar.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TitleRow } from '../../components/TitleRow.tsx'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'
import type { movieLoad } from './loader.ts'
import { type PartState, usePageData, usePart } from '../../data/pageData.ts'
import { ShareButton, SaveButton } from './DetailActions.tsx'
import './MoviePage.css'
import { playIntent } from '../../player/preload.ts'
import { startPoint } from './startPoint.ts'
import { SearchLinks } from './SearchLinks.tsx'
import { hostRead } from '../../data/hostReads.ts'
// The page's writes (its route's action), a write other pages make too.
export { saveAct as act } from '../../data/keepActs.ts'

/**
 * /contents/{movie_url}: one title (no header; the layout shows a back bar). An answer that
 * asks for adult verification sends a member to /cert (-50), which brings them back here; a guest
 * (-121) is told why first, with 로그인 and 취소 (docs/decisions/1450); -3 is a Korean "not found"
 * page with ways on.
 */
export default function MoviePage() {
  const movieUrl = useParams()['movie_url'] ?? ''
  const data = usePageData<typeof movieLoad>()
  const detail = usePart(data.detail)
  const progress = useOwnProgress(movieUrl, usePart(data.progress))
  const { isLogin } = useSession()

  if (detail.status === 'loading') return <DetailSkeleton />
  if (detail.status === 'error') {
    const code = resultCodeOf(detail.error)
    if (code === ResultCode.adultLoginRequired && !isLogin) {
      return (
        <PageFrame title="성인 인증이 필요합니다">
          <AdultLoginAsk returnTo={paths.movie(movieUrl)} />
        </PageFrame>
      )
    }
    if (code === ResultCode.adultVerificationRequired || code === ResultCode.adultLoginRequired) {
      return <Navigate to={adultGateTarget(paths.movie(movieUrl), isLogin)} replace />
    }
    if (code === ResultCode.dataNotFound) {
      return (
        <PageFrame title="작품을 찾을 수 없습니다">
          <EmptyState
            message="작품을 찾을 수 없습니다"
            detail="주소가 바뀌었거나 서비스가 끝난 작품입니다. 검색하거나 카테고리에서 다른 작품을 찾아 보세요."
            action={{ to: paths.search(), label: '작품 검색하기' }}
          >
            <Link className="button" to={paths.category()}>
              카테고리 보기
            </Link>
          </EmptyState>
        </PageFrame>
      )
    }
    return (
      <PageFrame title="작품 상세">
        <ErrorState
          title="작품 정보를 불러오지 못했습니다"
          message={detail.message}
          error={detail.error}
          onRetry={detail.retry}
          action={{ to: paths.home(), label: '홈으로' }}
        />
      </PageFrame>
    )
  }
  return <Detail data={detail.data} progress={progress} isLogin={isLogin} />
}

/**
 * The viewer's progress: undefined while on its way, null when it could not be read (the page
 * plays from the start). A page the edge served (read as its guest) reads it here, once, showing
 * 재생 from the start meanwhile.
 */
function useOwnProgress(movieUrl: string, part: PartState<WatchProgressOutput | null | 'inBrowser'>): WatchProgressOutput | null | undefined {
  const inBrowser = part.status === 'ok' && part.data === 'inBrowser'
  const [own, setOwn] = useState<{ readonly movieUrl: string; readonly progress: WatchProgressOutput | null }>()
  useEffect(() => {
    if (!inBrowser) return
    let live = true
    hostRead('watchProgress', { movie_url: movieUrl }, { answer: 'fresh' }).then(
      (progress) => live && setOwn({ movieUrl, progress }),
      () => live && setOwn({ movieUrl, progress: null }),
    )
    return () => void (live = false)
  }, [inBrowser, movieUrl])
  // Until it is in, the served page's 재생 (from the start) stays: a link that works before any JavaScript.
  if (inBrowser) return own?.movieUrl === movieUrl ? own.progress : null
  return part.status === 'loading' ? undefined : part.status === 'ok' ? (part.data as WatchProgressOutput | null) : null
}

function Detail({
  data,
  progress,
  isLogin,
}: {
  readonly data: ContentDetailOutput
  readonly progress: WatchProgressOutput | null | undefined
  readonly isLogin: boolean
}) {
  const { content } = data
  // One status line for 저장 and 공유.
  const [status, setStatus] = useState('')
  const facts = [
    content.year ? `${content.year}년` : undefined,
    content.genre,
    content.age_rating ? (content.age_rating === 'ALL' ? '전체 관람가' : `${content.age_rating}세 이상`) : undefined,
    content.duration ? durationText(content.duration) : undefined,
  ].filter(Boolean)
  const itemLabel = data.item.item_name || itemName(data.item.item_type)
  return (
    <PageFrame title={content.title} oneLineTitle>
      <article className="detail" data-testid="detail" data-movie-url={content.movie_url}>
        {/* The title's key art behind the page's top, fading into the page: out of the flow, so it moves nothing. */}
        {data.backdrop ? (
          <div className="detail__backdrop" data-testid="detail-backdrop" aria-hidden="true" style={{ backgroundImage: `url("${data.backdrop}")` }} />
        ) : null}
        <div className="detail__top">
          <div className="detail__poster">
            {content.poster ? <Artwork kind="poster" src={content.poster} alt={`${content.title} 포스터`} eager /> : <span className="detail__noart" />}
          </div>
          <div className="detail__info">
            {content.rating !== undefined ? (
              <p className="detail__rating">
                <span className="detail__star" aria-hidden="true">
                  ★
                </span>
                <span className="detail__rating-label" style={widthOfText('평점')}>
                  평점
                </span>
                {content.rating.toFixed(1)}
              </p>
            ) : null}
            <p className="detail__badge">{itemLabel}</p>
            {data.service.section_name && data.service.section_name !== itemLabel ? <p className="detail__service">{data.service.section_name}</p> : null}
            <p className="detail__facts">{facts.join(' · ')}</p>
          </div>
          <div className="detail__actions">
            {progress === undefined ? (
              <span className="detail__play-skeleton skeleton" />
            ) : (
              <PlayLink movieUrl={content.movie_url} seasons={data.seasons} progress={progress} />
            )}
            <SaveButton key={`${content.movie_url}|${isLogin}`} movieUrl={content.movie_url} saved={data.saved === 1} isLogin={isLogin} onStatus={setStatus} />
            <ShareButton title={content.title} onStatus={setStatus} />
            <span className="detail__status" role="status">
              {status}
            </span>
          </div>
        </div>
        {data.synopsis ? <Synopsis text={data.synopsis} /> : null}
        {data.director || data.cast.length > 0 ? (
          <dl className="detail__credits">
            {data.director ? (
              <>
                <dt>감독</dt>
                <dd>
                  <SearchLinks words={[data.director]} />
                </dd>
              </>
            ) : null}
            {data.cast.length > 0 ? (
              <>
                <dt>출연</dt>
                <dd>
                  <SearchLinks words={data.cast} />
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {data.tags.length > 0 ? (
          <ul className="detail__tags" aria-label="태그">
            {data.tags.map((tag) => (
              <li key={tag.tag_url}>
                <Link className="detail__tag" to={paths.searchResult(`#${tag.tag_name}`)} style={widthOfText(`#${tag.tag_name}`)}>
                  #{tag.tag_name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {data.seasons.length > 0 ? <Seasons key={content.movie_url} seasons={data.seasons} progress={progress ?? null} /> : null}
        <Clips title="명장면" clips={data.scenes} />
        <Clips title="구간 보기" clips={data.crops} />
        {data.related.length > 0 ? <TitleRow title="비슷한 작품" items={data.related} art="poster" isLogin={isLogin} /> : null}
      </article>
    </PageFrame>
  )
}

/** 재생: where this viewer starts the title (the episode in progress, the next one, the first). */
function PlayLink({
  movieUrl,
  seasons,
  progress,
}: {
  readonly movieUrl: string
  readonly seasons: ContentDetailOutput['seasons']
  readonly progress: WatchProgressOutput | null
}) {
  const start = startPoint(movieUrl, seasons, progress)
  return (
    <Link className="button button--primary detail__play" to={start.to} aria-label={start.label} data-testid="play" {...playIntent}>
      <span aria-hidden="true">▶</span> {start.label}
    </Link>
  )
}

/**
 * The episodes of one season, each with this viewer's progress (다 봄 once watched). A series of
 * several seasons has a picker whose choice is the address's ?season= (docs/decisions/1716):
 * without one (or a season the series has not), the season 재생 starts in, else the first.
 */
function Seasons({ seasons, progress }: { readonly seasons: ContentDetailOutput['seasons']; readonly progress: WatchProgressOutput | null }) {
  const asked = Number(new URLSearchParams(useLocation().search).get('season'))
  const has = (no: number | undefined) => seasons.some((s) => s.season_no === no)
  const [picked, setPicked] = useState(has(asked) ? asked : undefined)
  const seasonNo = picked ?? (has(progress?.resume?.season_no) ? progress!.resume!.season_no : seasons[0]!.season_no)
  const season = seasons.find((s) => s.season_no === seasonNo) ?? seasons[0]
  const pick = (no: number) => {
    setPicked(no)
    // The address says the season without a navigation: one would read the title again and show the skeleton.
    const url = new URL(window.location.href)
    url.searchParams.set('season', String(no))
    window.history.replaceState(window.history.state, '', url)
  }
  const watched = new Map<string, EpisodeProgress>(progress?.episodes.map((ep) => [ep.movie_url, ep]))
  return (
    <section className="detail__section" aria-labelledby="detail-episodes">
      <div className="detail__section-head">
        <h2 id="detail-episodes">회차</h2>
        {seasons.length > 1 ? (
          <label className="detail__season">
            <span className="visually-hidden">시즌 선택</span>
            <select value={seasonNo} onChange={(e) => pick(Number(e.target.value))} aria-label="시즌 선택" data-testid="season-picker">
              {seasons.map((s) => (
                <option key={s.season_no} value={s.season_no}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="detail__season-name">{season?.title}</span>
        )}
      </div>
      <ol className="detail__episodes" aria-label={season?.title} data-season={season?.season_no}>
        {season?.episodes.map((ep) => {
          const seen = watched.get(ep.movie_url)
          const done = seen?.watched === 1
          return (
            <li key={ep.movie_url} data-testid="episode" data-movie-url={ep.movie_url}>
              <Link className="detail__episode" to={paths.player(ep.movie_url)} {...playIntent}>
                <span className="detail__episode-art">
                  {ep.tile ? <Artwork kind="tile" src={ep.tile} alt="" /> : <span className="detail__noart detail__noart--tile" />}
                  {seen && (done || seen.position > 0) ? (
                    <ProgressBar className="detail__episode-progress" position={done ? seen.duration : seen.position} duration={seen.duration} />
                  ) : null}
                </span>
                <span className="detail__episode-text">
                  <span className="detail__episode-title">{episodeName(ep)}</span>
                  <span className="detail__episode-meta">
                    {durationText(ep.duration)}
                    {done ? <span className="detail__watched"> · 다 봄</span> : null}
                  </span>
                  {/* The link's name is its words (a name unlike them trips voice control), then what it does. */}
                  <span className="visually-hidden">, 재생</span>
                </span>
              </Link>
            </li>
          )
        })}
      </ol>
    </section>
  )
}

/**
 * The synopsis in a box of a fixed number of lines (3 on a phone, 2 wider: MoviePage.css), so
 * the web font's late swap, which rewraps Korean text, moves nothing below it. When the text is
 * longer than the box, 더 보기 (over its last line, so its coming moves nothing) opens it whole.
 */
function Synopsis({ text }: { readonly text: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const [longer, setLonger] = useState(false)
  useLayoutEffect(() => {
    const outer = box.current
    const inner = outer?.firstElementChild
    if (!outer || !inner || open) return
    const measure = () => setLonger(inner.scrollHeight > outer.clientHeight + 1)
    measure()
    // The text's own height changes as it rewraps (the web font, a turned phone).
    const watch = new ResizeObserver(measure)
    watch.observe(inner)
    watch.observe(outer)
    return () => watch.disconnect()
  }, [text, open])
  return (
    <div className={open ? 'detail__synopsis detail__synopsis--open' : 'detail__synopsis'} ref={box}>
      <p id="detail-synopsis">{text}</p>
      {longer ? (
        <button type="button" className="detail__more" aria-expanded={open} aria-controls="detail-synopsis" onClick={() => setOpen(!open)}>
          {open ? '접기' : '더 보기'}
        </button>
      ) : null}
    </div>
  )
}

/** "3화 귀환", without saying 3화 twice when the title already starts with it. */
const episodeName = (ep: { readonly episode_no: number; readonly title: string }): string =>
  ep.title.startsWith(`${ep.episode_no}화`) ? ep.title : `${ep.episode_no}화 ${ep.title}`

function Clips({ title, clips }: { readonly title: string; readonly clips: ContentDetailOutput['scenes'] }) {
  if (clips.length === 0) return null
  const id = `detail-clips-${clips[0]!.player_type}`
  return (
    <section className="detail__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="detail__clips">
        {clips.map((clip) => (
          <li key={clip.clip_url}>
            <Link className="detail__clip" to={paths.scene(clip.clip_url)} aria-label={`${title} ${clip.title} ${clock(clip.start)}부터 보기`}>
              {clip.tile ? <Artwork kind="tile" src={clip.tile} alt="" /> : <span className="detail__noart detail__noart--tile" />}
              <span className="detail__clip-title">{clip.title}</span>
              <span className="detail__episode-meta">{`${clock(clip.start)}–${clock(clip.end)}`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The detail page before its data: the poster box, the lines, the buttons' places. */
function DetailSkeleton() {
  return (
    <PageFrame title="작품 상세" oneLineTitle>
      <div className="detail" aria-hidden="true" data-testid="detail-loading">
        <div className="detail__top">
          <div className="detail__poster">
            <span className="detail__noart skeleton" />
          </div>
          <div className="detail__info">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </div>
          <div className="detail__actions">
            <span className="detail__play-skeleton skeleton" />
          </div>
        </div>
      </div>
    </PageFrame>
  )
}
