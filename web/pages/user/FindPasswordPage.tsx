import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /user/findPassword: password help (the call comes with the accounts work). */
export default function FindPasswordPage() {
  return (
    <PageFrame>
      <EmptyState
        message="비밀번호 찾기를 아직 이용할 수 없습니다"
        detail="준비가 끝나면 가입한 이메일로 임시 비밀번호를 받을 수 있습니다."
        action={{ to: paths.login(), label: '로그인으로' }}
      />
    </PageFrame>
  )
}
