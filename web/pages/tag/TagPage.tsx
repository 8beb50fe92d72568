import { useParams } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /tag/{tag_url}: the titles of one tag. */
export default function TagPage() {
  const tag = useParams()['tag_url'] ?? ''
  return (
    <PageFrame title={`#${tag}`}>
      <EmptyState
        message={`‘#${tag}’ 태그가 붙은 작품이 아직 없습니다`}
        action={{ to: paths.contents(), label: '전체 콘텐츠 보기' }}
      />
    </PageFrame>
  )
}
