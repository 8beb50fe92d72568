import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /settings/help/agree: terms of use. */
export default function TermsPage() {
  return (
    <PageFrame>
      <EmptyState
        message="이용약관이 아직 게시되지 않았습니다"
        detail="이용약관은 서비스 정식 오픈 전에 이곳에 게시됩니다."
        action={{ to: paths.settingsHelp(), label: '도움말로' }}
      />
    </PageFrame>
  )
}
