import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /user/tag: a member picks favourite tastes (login required). */
export default function TasteSelectPage() {
  return (
    <PageFrame>
      <EmptyState
        message="선택할 수 있는 취향 태그가 아직 없습니다"
        detail="취향 태그가 준비되면 좋아하는 장르를 골라 추천을 받을 수 있습니다."
        action={{ to: paths.home(), label: '홈으로' }}
      />
    </PageFrame>
  )
}
