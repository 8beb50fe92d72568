import { useParams } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TitleRow, TitleRowSkeleton } from '../../components/TitleRow.tsx'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'
import { useCall } from '../../shell/useCall.ts'

/**
 * /landing/{subpath}: an event landing page. No event call exists yet (docs/decisions/0950): it
 * says so and offers the home's featured titles (homeContents' hero) as a way on.
 */
export default function LandingPage() {
  const subpath = useParams()['subpath'] ?? ''
  const home = useCall('homeContents', {})
  const { isLogin } = useSession()
  return (
    <PageFrame>
      <EmptyState message="진행 중인 이벤트가 없습니다" detail={`‘${subpath}’ 이벤트는 종료되었거나 아직 시작되지 않았습니다.`} action={{ to: paths.home(), label: '홈으로' }} />
      <div style={{ marginTop: 24 }}>
        {home.status === 'loading' ? (
          <TitleRowSkeleton art="tile" count={6} />
        ) : home.status === 'error' ? (
          <ErrorState title="추천 작품을 불러오지 못했습니다" message={home.message} onRetry={home.retry} />
        ) : home.data.hero.length > 0 ? (
          <TitleRow title="지금 추천하는 작품" items={home.data.hero} art="tile" isLogin={isLogin} />
        ) : null}
      </div>
    </PageFrame>
  )
}
