import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /help/main: the help start page. */
export default function HelpMainPage() {
  return (
    <PageFrame>
      <EmptyState
        message="등록된 도움말이 아직 없습니다"
        detail="궁금한 점은 자주 묻는 질문에서 먼저 찾아보세요."
        action={{ to: paths.faq(), label: '자주 묻는 질문' }}
      />
    </PageFrame>
  )
}
