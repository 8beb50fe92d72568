import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/**
 * /tag/{tag_url}: the titles of one tag. `tag_url` is an address, not a name a viewer reads:
 * the tag's Korean name arrives with the catalogue; until then the page says it in words.
 */
export default function TagPage() {
  return (
    <PageFrame>
      <EmptyState
        message="이 태그가 붙은 작품이 아직 없습니다"
        action={{ to: paths.contents(), label: '전체 콘텐츠 보기' }}
      />
    </PageFrame>
  )
}
