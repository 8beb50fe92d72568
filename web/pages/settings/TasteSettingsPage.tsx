import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /settings/tag: the member's saved tastes (login required). */
export default function TasteSettingsPage() {
  return (
    <PageFrame>
      <EmptyState
        message="설정한 취향이 없습니다"
        detail="좋아하는 취향을 고르면 추천 작품에 반영됩니다."
        action={{ to: paths.userTag(), label: '취향 고르기' }}
      />
    </PageFrame>
  )
}
