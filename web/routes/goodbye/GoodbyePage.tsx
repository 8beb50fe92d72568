import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /user/goodbye: after 회원 탈퇴 (docs/decisions/1440); the viewer is a guest again. */
export default function GoodbyePage() {
  return (
    <PageFrame>
      <EmptyState
        message="그동안 이용해 주셔서 감사합니다"
        detail="계정과 시청 기록, 저장한 영상과 장면이 모두 삭제되었습니다. 같은 이메일로 언제든 다시 가입할 수 있습니다."
        action={{ to: paths.home(), label: '홈으로' }}
      />
    </PageFrame>
  )
}
