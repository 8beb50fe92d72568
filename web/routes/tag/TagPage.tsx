import { useParams, useSearchParams } from 'react-router'
import { listChoice } from '../../browse/listChoice.ts'
import { usePagedList } from '../../browse/usePagedList.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ListControls } from '../../components/ListControls.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TitleGrid } from '../../components/TitleGrid.tsx'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'
import type { tagLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'

/** /tag/{tag_url}: the tag's Korean name as the heading and its titles (contentList by tag_url), sorted and endless. */
export default function TagPage() {
  const tagUrl = useParams()['tag_url'] ?? ''
  const [params, setParams] = useSearchParams()
  const { sort, count } = listChoice(params)
  const { isLogin } = useSession()
  const data = usePageData<typeof tagLoad>()
  const tags = usePart(data.tags)
  const tag = tags.status === 'ok' ? tags.data.tag_list.find((t) => t.tag_url === tagUrl) : undefined
  // tag_url is an address, not a name a viewer reads: until the tag list names it, the heading is the route's own (태그별 작품).
  const name = tag?.tag_name
  const list = usePagedList(data.list, data.listParams)
  const choose = (next: { sort?: number; count?: number }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev)
        for (const [k, v] of Object.entries(next)) out.set(k, String(v))
        return out
      },
      { replace: true },
    )
  return (
    <PageFrame {...(name ? { title: `#${name}` } : {})}>
      <ListControls sort={sort} count={count} total={list.status === 'ok' ? list.total : undefined} onChange={choose} />
      {list.status === 'ok' && list.items.length === 0 ? (
        <EmptyState
          message={name ? `‘#${name}’ 태그가 붙은 작품이 아직 없습니다` : '이 태그가 붙은 작품이 아직 없습니다'}
          action={{ to: paths.contents(), label: '전체 콘텐츠 보기' }}
        />
      ) : (
        <TitleGrid list={list} isLogin={isLogin} label={name ? `#${name} 작품 목록` : '태그 작품 목록'} pageSize={count} />
      )}
    </PageFrame>
  )
}
