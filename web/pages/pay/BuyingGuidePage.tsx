import { CURRENCY_NAME } from '../../../core/contract/index.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /pay/buyingGuide (our path): the buying guide. */
export default function BuyingGuidePage() {
  return (
    <PageFrame>
      <EmptyState
        message="구매 안내가 아직 등록되지 않았습니다"
        detail={`이용권과 ${CURRENCY_NAME} 구매 방법은 판매가 시작되면 이곳에서 안내해 드립니다.`}
        action={{ to: paths.pay(), label: '이용권 구매로' }}
      />
    </PageFrame>
  )
}
