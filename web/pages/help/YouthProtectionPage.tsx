import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /settings/help/protect: youth protection policy. */
export default function YouthProtectionPage() {
  return (
    <PageFrame>
      <EmptyState
        message="청소년 보호정책이 아직 게시되지 않았습니다"
        detail="청소년 보호정책은 서비스 정식 오픈 전에 이곳에 게시됩니다."
        action={{ to: paths.settingsHelp(), label: '도움말로' }}
      />
    </PageFrame>
  )
}
