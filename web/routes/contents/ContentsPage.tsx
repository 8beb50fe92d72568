import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { intParam, listChoice } from '../../browse/listChoice.ts'
import { usePagedList } from '../../browse/usePagedList.ts'
import { ListControls } from '../../components/ListControls.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TitleGrid } from '../../components/TitleGrid.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { paths } from '../../paths.ts'
import type { contentsLoad } from './loader.ts'
import { usePageData } from '../../data/pageData.ts'
import { useCurrentMenu, useMenuActions, useSections, useSession } from '../../shell/hooks.ts'

/**
 * /contents: the content list of a section and category (sub_main header). The query
 * (?section=&category=&sort=&count=) wins, so a shared link opens the same list; the section
 * and category become the current menu. Endless and virtualised (TitleGrid).
 */
export default function ContentsPage() {
  const [params, setParams] = useSearchParams()
  const sections = useSections()
  const current = useCurrentMenu()
  const { isLogin } = useSession()
  const { selectCategory, selectSection } = useMenuActions()
  const sectionNo = intParam(params.get('section'))
  const categoryNo = intParam(params.get('category'))
  const { sort, count } = listChoice(params)

  useEffect(() => {
    // Names come from the loaded sections, so wait for them before taking the link's choice.
    if (sectionNo === undefined || sections.length === 0) return
    if (sectionNo === current.sectionNo && (categoryNo ?? 0) === current.categoryNo) return
    if (categoryNo === undefined) selectSection({ section_no: sectionNo })
    else selectCategory({ category_no: categoryNo }, { section_no: sectionNo })
  }, [sectionNo, categoryNo, sections, current.sectionNo, current.categoryNo, selectSection, selectCategory])

  // The list its loader read: the URL's section and category, else the kept menu's.
  const data = usePageData<typeof contentsLoad>()
  const list = usePagedList(data.list, data.listParams)

  const choose = (next: { sort?: number; count?: number }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev)
        if (sectionNo === undefined && current.sectionNo) out.set('section', String(current.sectionNo))
        if (categoryNo === undefined && current.categoryNo && sectionNo === undefined) out.set('category', String(current.categoryNo))
        if (next.sort !== undefined) out.set('sort', String(next.sort))
        if (next.count !== undefined) out.set('count', String(next.count))
        return out
      },
      { replace: true },
    )

  const where = current.categoryNo ? `${current.sectionName} · ${current.categoryName}` : current.sectionName
  return (
    <PageFrame title={`${where} 콘텐츠`}>
      <ListControls sort={sort} count={count} total={list.status === 'ok' ? list.total : undefined} onChange={choose} />
      {list.status === 'ok' && list.items.length === 0 ? (
        <EmptyState message={`‘${where}’에 아직 작품이 없습니다`} action={{ to: paths.category(), label: '다른 카테고리 보기' }} />
      ) : (
        <TitleGrid list={list} isLogin={isLogin} label={`${where} 작품 목록`} pageSize={count} />
      )}
    </PageFrame>
  )
}
