import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { useSession } from '../../shell/hooks.ts'
import { paths } from '../../paths.ts'

/** /cert: adult verification. The identity-check provider is connected with later work. */
export default function CertPage() {
  const session = useSession()
  if (session.adultVerified) {
    return (
      <PageFrame>
        <EmptyState message="성인 인증이 완료된 계정입니다" action={{ to: paths.home(), label: '홈으로' }} />
      </PageFrame>
    )
  }
  return (
    <PageFrame>
      <EmptyState
        message="성인 인증 수단이 아직 연결되지 않았습니다"
        detail="성인 콘텐츠는 본인 확인으로 성인 인증을 마친 뒤에 이용할 수 있습니다."
        action={session.isLogin ? { to: paths.home(), label: '홈으로' } : { to: paths.login(paths.cert()), label: '로그인' }}
      />
    </PageFrame>
  )
}
