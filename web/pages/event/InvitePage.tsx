import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'

/** /event/invitePopup: the invite event; shows the session's invite code when it has one. */
export default function InvitePage() {
  const { inviteCode, isLogin } = useSession()
  return (
    <PageFrame>
      {inviteCode ? (
        <EmptyState message={`내 초대 코드: ${inviteCode}`} detail="친구에게 초대 코드를 알려 주세요." />
      ) : (
        <EmptyState
          message="아직 초대 코드가 없습니다"
          detail={isLogin ? '초대 이벤트가 열리면 초대 코드가 발급됩니다.' : '로그인하면 초대 코드를 받을 수 있습니다.'}
          action={isLogin ? { to: paths.home(), label: '홈으로' } : { to: paths.login(paths.invitePopup()), label: '로그인' }}
        />
      )}
    </PageFrame>
  )
}
