import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /user/unregister: account withdrawal (login required). */
export default function UnregisterPage() {
  return (
    <PageFrame>
      <EmptyState
        message="회원 탈퇴는 아직 이 화면에서 신청할 수 없습니다"
        detail="탈퇴 절차가 준비되면 남은 이용권과 빵탄 안내와 함께 이곳에서 진행할 수 있습니다."
        action={{ to: paths.settings(), label: '설정으로' }}
      />
    </PageFrame>
  )
}
