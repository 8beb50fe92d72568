import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import type { HomeRow } from '../../../core/api/schemas.browse.ts'
import { PosterType } from '../../../core/contract/index.ts'
import { listQueryTarget } from '../../browse/links.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TitleRow, TitleRowSkeleton } from '../../components/TitleRow.tsx'
import { paths } from '../../paths.ts'
import { useMenuActions, useSections, useSession } from '../../shell/hooks.ts'
import type { homeLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { HeroBanner, HeroSkeleton } from './HeroBanner.tsx'
import { StartedTitles } from '../../components/startedTitles.ts'
import { rowArt } from './rowArt.ts'
import { kidsRows } from './kidsRows.ts'
import { useKidsWatching } from '../../data/watchingProfile.ts'
import { ContinueWatching, startedOf } from './ContinueWatching.tsx'
import { type KeptHome, homeShown, isKeptHome, keepHome } from './keptHome.ts'
import './HomePage.css'
// The page's writes (its route's action), a write other pages make too.
export { removeAct as act } from '../../data/keepActs.ts'

/** /: the hero banner and the rows of homeContents for this session, then the service lines. */
export default function HomePage() {
  const data = usePageData<typeof homeLoad>()
  const home = usePart(data.home)
  // The cards and the hero of started titles show how far along (the 이어보기 list already read: no read of its own).
  const watching = usePart(data.continueWatching)
  const watchingList = watching.status === 'ok' ? watching.data?.list : undefined
  const started = useMemo(() => startedOf(watchingList ?? []), [watchingList])
  const { isLogin } = useSession()
  const sections = useSections()
  const { selectSection } = useMenuActions()
  // A kids profile's home: big art, 전체 and 7 titles first, no 19 row (docs/decisions/1902).
  const kids = useKidsWatching()
  const answered = home.status === 'ok' ? home.data.rows : undefined
  const rows = useMemo(() => (answered && kids ? kidsRows(answered) : (answered ?? [])), [answered, kids])
  const root = useKeptForBack(home.status === 'ok' ? home.data : undefined, watching.status === 'ok' ? watching.data : undefined, data.rowScroll)
  return (
    <PageFrame hideTitle>
      <div
        ref={root}
        className={`home${kids ? ' home--kids' : ''}${home.status === 'ok' && isKeptHome(home.data) ? ' home--back' : ''}`}
        data-kids={kids ? 'true' : undefined}
      >
        {home.status === 'loading' ? (
          <div data-testid="home-loading">
            <HeroSkeleton />
            <TitleRowSkeleton art="poster" />
            <TitleRowSkeleton art="tile" count={6} />
          </div>
        ) : home.status === 'error' ? (
          <ErrorState
            title="추천 작품을 불러오지 못했습니다"
            message={home.message}
            error={home.error}
            onRetry={home.retry}
            action={{ to: paths.category(), label: '카테고리에서 찾기' }}
          />
        ) : (
          <StartedTitles value={started}>
            <HeroBanner items={home.data.hero} isLogin={isLogin} />
            <ContinueWatching list={data.continueWatching} />
            {rows.length === 0 ? (
              <EmptyState message="아직 추천할 작품이 없습니다" action={{ to: paths.search(), label: '작품 검색하기' }} />
            ) : (
              <HomeRows rows={rows} isLogin={isLogin} whole={isKeptHome(home.data)} />
            )}
          </StartedTitles>
        )}
      </div>
      {sections.length > 0 ? (
        <section className="home-block" aria-labelledby="home-sections">
          <h2 id="home-sections" className="home-block__title">
            서비스별 보기
          </h2>
          <ul className="home-sections">
            {sections.map((section) => (
              <li key={section.section_no}>
                <Link className="home-sections__card" to={paths.contents(section.section_no)} onClick={() => selectSection(section)}>
                  <span className="home-sections__name">{section.section_name}</span>
                  <span className="home-sections__count">카테고리 {section.menu_list.length}개</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageFrame>
  )
}

/** Rows drawn with the page; the rest follow in a transition. */
const FIRST_ROWS = 3

/**
 * The home's rows. The first few render at once; the rest (some 200 cards) render in a deferred
 * pass React can interrupt, so the first row's art is not held up behind rows below the fold
 * and no single task blocks a slow phone for long (decision 0804). Mounted when the answer
 * arrives, so the first pass takes the initial value.
 */
function HomeRows({ rows, isLogin, whole }: { readonly rows: readonly HomeRow[]; readonly isLogin: boolean; readonly whole: boolean }) {
  // Back on a home drawn before: every row at once, so the restored scroll lands where it was.
  const drawn = useDeferredValue(rows, whole ? rows : rows.slice(0, FIRST_ROWS))
  return drawn.map((row, i) => (
    <TitleRow
      key={row.row_no}
      title={row.title}
      items={row.items}
      art={rowArt(row)}
      isLogin={isLogin}
      ranked={row.poster_type === PosterType.ranking}
      eager={i === 0}
      {...(row.more ? { moreTo: listQueryTarget(row.more) } : {})}
    />
  ))
}

/**
 * Keeps what this history entry drew for the way back to it (./keptHome.ts): the answers, and each
 * row's horizontal scroll as the viewer leaves. Landing on a kept entry, the rows' scroll is put
 * back before the first paint. Returns the ref of the element holding the rows.
 */
function useKeptForBack(home: KeptHome['home'] | undefined, watching: KeptHome['continueWatching'] | undefined, rowScroll: KeptHome['rowScroll'] | undefined) {
  const entry = useLocation().key
  const root = useRef<HTMLDivElement>(null)
  const latest = useRef({ entry, home, watching })
  latest.current = { entry, home, watching }
  useEffect(() => {
    homeShown(true)
    return () => homeShown(false)
  }, [])
  useLayoutEffect(() => {
    const tracks = () => [...(root.current?.querySelectorAll<HTMLElement>('.title-row__track') ?? [])]
    if (rowScroll) for (const [i, track] of tracks().entries()) track.scrollLeft = rowScroll.get(i) ?? 0
    return () => {
      // Leaving: the rows are still in the document here (a layout effect's clean-up).
      const { entry, home, watching } = latest.current
      if (home && watching !== undefined)
        keepHome(entry, { home, continueWatching: watching, rowScroll: new Map(tracks().map((track, i) => [i, track.scrollLeft])) })
    }
  }, [rowScroll])
  return root
}
