import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /user/register: sign-up. The sign-up call is designed with the accounts work. */
export default function RegisterPage() {
  return (
    <PageFrame>
      <EmptyState
        message="지금은 회원가입을 받고 있지 않습니다"
        detail="가입 신청이 열리면 이 화면에서 이메일로 가입할 수 있습니다. 이미 계정이 있다면 로그인해 주세요."
        action={{ to: paths.login(), label: '로그인' }}
      />
    </PageFrame>
  )
}
