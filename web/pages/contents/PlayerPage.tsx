import { useParams } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /player/{movie_url} (our path): playback. The HLS player loads here, lazily, with the watching work. */
export default function PlayerPage() {
  const movieUrl = useParams()['movie_url'] ?? ''
  return (
    <PageFrame>
      <EmptyState
        message="이 작품은 아직 재생할 수 없습니다"
        detail={`재생 기능이 준비되면 바로 이어서 볼 수 있습니다. (작품 주소: ${movieUrl})`}
        action={{ to: paths.movie(movieUrl), label: '작품 정보로' }}
      />
    </PageFrame>
  )
}
