import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'

/**
 * /main/policy/{app|product|bolaa|skytv}[/{view_type}]: one policy document (empty layout). The
 * view type only says how the document is laid out; it is never shown as a word to the viewer.
 */
export default function PolicyPage() {
  return (
    <PageFrame>
      <EmptyState message="정책 문서가 아직 게시되지 않았습니다" detail="정책이 확정되면 이곳에 전문이 게시됩니다." />
    </PageFrame>
  )
}
