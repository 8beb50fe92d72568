import { useParams, useSearchParams } from 'react-router'
import { ServiceId, SortOrder } from '../../../core/contract/index.ts'
import { listChoice } from '../../browse/listChoice.ts'
import { usePagedList } from '../../browse/usePagedList.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TitleGrid } from '../../components/TitleGrid.tsx'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'

/** The curated lists /list/{list_key} names (docs/decisions/0950): every service line in one order. */
export const curatedLists: Readonly<Record<string, { readonly title: string; readonly sort: number }>> = {
  latest: { title: '새로 올라온 작품', sort: SortOrder.latest },
  popular: { title: '지금 인기 있는 작품', sort: SortOrder.popular },
  name: { title: '가나다순 전체 작품', sort: SortOrder.name },
  saved: { title: '많이 저장한 작품', sort: SortOrder.savedCount },
}

/** /list/{list_key} (our path): one curated list of titles, endless. */
export default function ListViewPage() {
  const listKey = useParams()['list_key'] ?? ''
  const [params] = useSearchParams()
  const { count } = listChoice(params)
  const { isLogin } = useSession()
  const curated = curatedLists[listKey]
  const list = usePagedList(curated ? { section_no: ServiceId.all, sort: curated.sort, count } : null)
  if (!curated) {
    return (
      <PageFrame>
        <EmptyState message="이 목록에 담긴 작품이 없습니다" detail={`목록 ‘${listKey}’은 없거나 끝난 목록입니다.`} action={{ to: paths.contents(), label: '전체 콘텐츠 보기' }} />
      </PageFrame>
    )
  }
  return (
    <PageFrame title={curated.title}>
      <TitleGrid list={list} isLogin={isLogin} label={curated.title} pageSize={count} />
    </PageFrame>
  )
}
