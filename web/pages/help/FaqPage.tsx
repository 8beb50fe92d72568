import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'

/** /settings/help/faq: frequently asked questions. */
export default function FaqPage() {
  return (
    <PageFrame>
      <EmptyState
        message="등록된 자주 묻는 질문이 없습니다"
        detail="질문이 등록되면 이곳에서 찾아볼 수 있습니다."
        action={{ to: paths.notice(), label: '공지사항 보기' }}
      />
    </PageFrame>
  )
}
