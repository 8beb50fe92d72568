import { Link, useParams } from 'react-router'
import type { LandingContentsOutput } from '../../../core/api/schemas.browse.ts'
import { ResultCode, resultCodeOf } from '../../../core/contract/index.ts'
import { listQueryTarget } from '../../browse/links.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TitleCard, TitleCardSkeleton } from '../../components/TitleCard.tsx'
import { TitleRow, TitleRowSkeleton } from '../../components/TitleRow.tsx'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'
import type { HomeContentsOutput } from '../../../core/api/schemas.browse.ts'
import type { landingLoad } from './loader.ts'
import { type Part, usePageData, usePart } from '../../data/pageData.ts'
import './LandingPage.css'

/**
 * /landing/{subpath}: an event's page (landingContents): its name, what it offers, when it runs,
 * and its titles, with 전체 보기 when one list holds them. An event that is not running (-3) says
 * so and offers the home's featured titles as a way on.
 */
export default function LandingPage() {
  const subpath = useParams()['subpath'] ?? ''
  const data = usePageData<typeof landingLoad>()
  const event = usePart(data.event)
  const { isLogin } = useSession()
  if (event.status === 'loading') {
    return (
      <PageFrame>
        <ul className="landing__grid" aria-hidden="true" data-testid="landing-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <TitleCardSkeleton art="poster" />
            </li>
          ))}
        </ul>
      </PageFrame>
    )
  }
  if (event.status === 'error') {
    if (resultCodeOf(event.error) === ResultCode.dataNotFound) return <NoEvent subpath={subpath} isLogin={isLogin} instead={data.instead} />
    return (
      <PageFrame>
        <ErrorState
          title="이벤트를 불러오지 못했습니다"
          message={event.message}
          error={event.error}
          onRetry={event.retry}
          action={{ to: paths.home(), label: '홈으로' }}
        />
      </PageFrame>
    )
  }
  return <Landing event={event.data} isLogin={isLogin} />
}

function Landing({ event, isLogin }: { readonly event: LandingContentsOutput; readonly isLogin: boolean }) {
  return (
    <PageFrame title={event.title}>
      <section className="landing" data-testid="landing" aria-labelledby="landing-titles">
        <p className="landing__description">{event.description}</p>
        <p className="landing__period">
          <span className="visually-hidden">기간 </span>
          {event.period}
        </p>
        <div className="landing__head">
          <h2 id="landing-titles">이벤트 작품 {event.items.length}편</h2>
          {event.more ? (
            <Link className="landing__more" to={listQueryTarget(event.more)}>
              전체 보기
            </Link>
          ) : null}
        </div>
        {event.items.length === 0 ? (
          <EmptyState message="지금 보여 드릴 이벤트 작품이 없습니다" action={{ to: paths.home(), label: '홈으로' }} />
        ) : (
          <ul className="landing__grid">
            {event.items.map((card, i) => (
              <li key={card.movie_url}>
                <TitleCard card={card} art="poster" isLogin={isLogin} eager={i < 6} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  )
}

/** An event that has ended or not begun: says so, and offers the home's featured titles. */
function NoEvent({ subpath, isLogin, instead }: { readonly subpath: string; readonly isLogin: boolean; readonly instead: Part<HomeContentsOutput | null> }) {
  const home = usePart(instead)
  return (
    <PageFrame>
      <EmptyState
        message="진행 중인 이벤트가 없습니다"
        detail={`‘${subpath}’ 이벤트는 종료되었거나 아직 시작되지 않았습니다.`}
        action={{ to: paths.home(), label: '홈으로' }}
      />
      <div className="landing__instead">
        {home.status === 'loading' ? (
          <TitleRowSkeleton art="tile" count={6} />
        ) : home.status === 'error' ? (
          <ErrorState title="추천 작품을 불러오지 못했습니다" message={home.message} error={home.error} onRetry={home.retry} />
        ) : home.data && home.data.hero.length > 0 ? (
          <TitleRow title="지금 추천하는 작품" items={home.data.hero} art="tile" isLogin={isLogin} />
        ) : null}
      </div>
    </PageFrame>
  )
}
