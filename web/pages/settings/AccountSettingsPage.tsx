import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { LogoutButton } from './LogoutButton.tsx'

/** /settings/account: the member's account (login required). */
export default function AccountSettingsPage() {
  return (
    <PageFrame>
      <EmptyState
        message="변경할 수 있는 계정 정보가 아직 없습니다"
        detail="비밀번호 변경과 회원 탈퇴는 준비가 끝나는 대로 이곳에서 할 수 있습니다."
        action={{ to: paths.unregister(), label: '회원 탈퇴 안내' }}
      />
      <LogoutButton />
    </PageFrame>
  )
}
