import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { useCurrentMenu, useMenuActions, useSections } from '../../shell/hooks.ts'

/** A whole number from the query, or undefined. */
const intParam = (value: string | null): number | undefined => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined)

/**
 * /contents: the content list of a section and category (sub_main header). The query
 * (?section=&category=) wins, so a shared link opens the same list; it becomes the current menu.
 */
export default function ContentsPage() {
  const [params] = useSearchParams()
  const sections = useSections()
  const current = useCurrentMenu()
  const { selectCategory, selectSection } = useMenuActions()
  const sectionNo = intParam(params.get('section'))
  const categoryNo = intParam(params.get('category'))

  useEffect(() => {
    // Names come from the loaded sections, so wait for them before taking the link's choice.
    if (sectionNo === undefined || sections.length === 0) return
    if (sectionNo === current.sectionNo && (categoryNo ?? 0) === current.categoryNo) return
    if (categoryNo === undefined) selectSection({ section_no: sectionNo })
    else selectCategory({ category_no: categoryNo }, { section_no: sectionNo })
  }, [sectionNo, categoryNo, sections, current.sectionNo, current.categoryNo, selectSection, selectCategory])

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
