import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /help/appBuyGuide: how to buy in the mobile apps. */
export default function AppBuyGuidePage() {
  return (
    <PageFrame>
      <EmptyState
        message="앱 구매 안내가 아직 등록되지 않았습니다"
        action={{ to: paths.buyingGuide(), label: '웹 구매 안내 보기' }}
      />
    </PageFrame>
  )
}
