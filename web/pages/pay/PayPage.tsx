import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /pay: item purchase (login required). */
export default function PayPage() {
  return (
    <PageFrame>
      <EmptyState
        message="지금 구매할 수 있는 이용권이 없습니다"
        detail="이용권 판매가 시작되면 이곳에서 바로 구매할 수 있습니다."
        action={{ to: paths.buyingGuide(), label: '구매 안내 보기' }}
      />
    </PageFrame>
  )
}
