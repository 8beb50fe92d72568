import { useParams } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /contents/{movie_url}: one title's detail (no header; the layout shows a back bar). */
export default function MoviePage() {
  const movieUrl = useParams()['movie_url'] ?? ''
  return (
    <PageFrame>
      <EmptyState
        message="작품 정보를 아직 불러올 수 없습니다"
        detail="작품이 등록되면 줄거리, 출연진과 회차 정보를 이곳에서 볼 수 있습니다."
        action={{ to: paths.player(movieUrl), label: '재생 화면으로' }}
      />
    </PageFrame>
  )
}
