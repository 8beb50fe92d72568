import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /help/firstGuide (our path): the first-time guide. */
export default function FirstTimeGuidePage() {
  return (
    <PageFrame>
      <EmptyState
        message="처음 이용 안내가 아직 등록되지 않았습니다"
        detail="서비스 이용 방법은 서비스 소개에서 먼저 확인해 보세요."
        action={{ to: paths.about(), label: '서비스 소개 보기' }}
      />
    </PageFrame>
  )
}
