import { useParams } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /landing/{subpath}: an event landing page. */
export default function LandingPage() {
  const subpath = useParams()['subpath'] ?? ''
  return (
    <PageFrame>
      <EmptyState
        message="진행 중인 이벤트가 없습니다"
        detail={`‘${subpath}’ 이벤트는 종료되었거나 아직 시작되지 않았습니다.`}
        action={{ to: paths.home(), label: '홈으로' }}
      />
    </PageFrame>
  )
}
