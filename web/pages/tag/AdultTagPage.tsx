import { AdultGate } from '../../components/AdultGate.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /tag/adult: browse adult content by taste; nothing adult shows before verification. */
export default function AdultTagPage() {
  return (
    <PageFrame>
      <AdultGate>
        <EmptyState
          message="성인 취향 태그가 아직 없습니다"
          detail="태그가 준비되면 취향별로 작품을 모아 볼 수 있습니다."
          action={{ to: paths.home(), label: '홈으로' }}
        />
      </AdultGate>
    </PageFrame>
  )
}
