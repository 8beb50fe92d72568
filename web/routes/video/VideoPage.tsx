import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /video: the video page. Its content list arrives with the browse work. */
export default function VideoPage() {
  return (
    <PageFrame>
      <EmptyState
        message="지금 보여 드릴 동영상이 없습니다"
        detail="동영상 목록은 준비가 끝나는 대로 이곳에 표시됩니다."
        action={{ to: paths.contents(), label: '전체 콘텐츠 보기' }}
      />
    </PageFrame>
  )
}
