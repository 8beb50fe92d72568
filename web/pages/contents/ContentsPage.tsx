import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { useCurrentMenu } from '../../shell/hooks.ts'

/** /contents: the content list of the chosen section and category (sub_main header). */
export default function ContentsPage() {
  const current = useCurrentMenu()
  const where = current.categoryNo ? `${current.sectionName} · ${current.categoryName}` : current.sectionName
  return (
    <PageFrame title={`${where} 콘텐츠`}>
      <EmptyState
        message={`‘${where}’ 작품 목록이 아직 없습니다`}
        detail="작품이 등록되면 최신순, 인기순, 이름순, 저장순으로 볼 수 있습니다."
        action={{ to: paths.category(), label: '다른 카테고리 보기' }}
      />
    </PageFrame>
  )
}
