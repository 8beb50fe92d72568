import { useParams } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { viewTypeLabel } from '../contents/viewTypes.ts'

/** /main/policy/{app|product|bolaa|skytv}[/{view_type}]: one policy document (empty layout). */
export default function PolicyPage() {
  const viewType = useParams()['view_type']
  const label = viewType === undefined ? undefined : viewTypeLabel(viewType)
  return (
    <PageFrame>
      <EmptyState
        message="정책 문서가 아직 게시되지 않았습니다"
        detail={
          label
            ? `‘${label}’ 보기용 문서도 정책이 게시되면 함께 열립니다.`
            : '정책이 확정되면 이곳에 전문이 게시됩니다.'
        }
      />
    </PageFrame>
  )
}
