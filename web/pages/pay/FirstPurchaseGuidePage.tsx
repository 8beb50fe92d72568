import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /pay/FirstGuide: the first-purchase tip. */
export default function FirstPurchaseGuidePage() {
  return (
    <PageFrame>
      <EmptyState
        message="진행 중인 첫 구매 혜택이 없습니다"
        detail="첫 구매 혜택이 시작되면 이곳에서 안내해 드립니다."
        action={{ to: paths.pay(), label: '이용권 보러 가기' }}
      />
    </PageFrame>
  )
}
