import { useParams, useSearchParams } from 'react-router'
import { curatedLists } from '../../browse/curatedLists.ts'
import { listChoice } from '../../browse/listChoice.ts'
import { usePagedList } from '../../browse/usePagedList.ts'
import type { listViewLoad } from './loader.ts'
import { usePageData } from '../../data/pageData.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TitleGrid } from '../../components/TitleGrid.tsx'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'

/** /list/{list_key} (our path): one curated list of titles, endless. */
export default function ListViewPage() {
  const listKey = useParams()['list_key'] ?? ''
  const [params] = useSearchParams()
  const { count } = listChoice(params)
  const { isLogin } = useSession()
  const curated = curatedLists[listKey]
  const data = usePageData<typeof listViewLoad>()
  const list = usePagedList(data.list, data.listParams)
  if (!curated) {
    return (
      <PageFrame>
        <EmptyState
          message="이 목록에 담긴 작품이 없습니다"
          detail={`목록 ‘${listKey}’은 없거나 끝난 목록입니다.`}
          action={{ to: paths.contents(), label: '전체 콘텐츠 보기' }}
        />
      </PageFrame>
    )
  }
  return (
    <PageFrame title={curated.title}>
      <TitleGrid list={list} isLogin={isLogin} label={curated.title} pageSize={count} />
    </PageFrame>
  )
}
