import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /settings/transitionHelp: help for members moving over from an earlier service. */
export default function TransitionHelpPage() {
  return (
    <PageFrame>
      <EmptyState
        message="서비스 이전 안내가 없습니다"
        detail="이전할 계정이나 이용권이 생기면 이곳에서 안내해 드립니다."
        action={{ to: paths.settings(), label: '설정으로' }}
      />
    </PageFrame>
  )
}
