import { useParams } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { viewTypeLabel } from './viewTypes.ts'

/** /view/{view_type} (our path): titles shown in one display view type (poster, play, menu, banner). */
export default function ViewTypePage() {
  const label = viewTypeLabel(useParams()['view_type'] ?? '')
  return (
    <PageFrame title={`${label} 보기`}>
      <EmptyState
        message={`‘${label}’ 방식으로 보여 드릴 작품이 아직 없습니다`}
        action={{ to: paths.contents(), label: '전체 콘텐츠 보기' }}
      />
    </PageFrame>
  )
}
