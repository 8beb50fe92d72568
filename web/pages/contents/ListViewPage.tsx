import { useParams } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /list/{list_key} (our path): one curated list of titles. */
export default function ListViewPage() {
  const listKey = useParams()['list_key'] ?? ''
  return (
    <PageFrame>
      <EmptyState
        message="이 목록에 담긴 작품이 없습니다"
        detail={`목록 ‘${listKey}’에 작품이 추가되면 이곳에 표시됩니다.`}
        action={{ to: paths.contents(), label: '전체 콘텐츠 보기' }}
      />
    </PageFrame>
  )
}
