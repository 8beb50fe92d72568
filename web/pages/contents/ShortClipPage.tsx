import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /bshorts/{bshorts_url}: a short clip. */
export default function ShortClipPage() {
  return (
    <PageFrame>
      <EmptyState
        message="숏클립을 아직 재생할 수 없습니다"
        detail="숏클립은 재생 기능이 준비되면 이곳에서 볼 수 있습니다."
        action={{ to: paths.home(), label: '홈으로' }}
      />
    </PageFrame>
  )
}
