import { useParams } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /scene/{scene_url}: one saved scene (no header; the layout shows a back bar). */
export default function ScenePage() {
  const sceneUrl = useParams()['scene_url'] ?? ''
  return (
    <PageFrame>
      <EmptyState
        message="명장면을 아직 재생할 수 없습니다"
        detail={`장면 주소: ${sceneUrl}`}
        action={{ to: paths.home(), label: '홈으로' }}
      />
    </PageFrame>
  )
}
