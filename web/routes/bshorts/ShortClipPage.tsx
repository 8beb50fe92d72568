import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { ShortsFeed } from '../../player/ShortsFeed.tsx'
import type { shortsLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'

/** /bshorts/{bshorts_url}: the vertical feed of short clips, starting at this one (empty layout). */
export default function ShortClipPage() {
  const feed = usePart(usePageData<typeof shortsLoad>().feed)
  if (feed.status === 'loading')
    return (
      <PageFrame hideTitle>
        <div className="shorts" aria-busy="true" />
      </PageFrame>
    )
  if (feed.status === 'error')
    return (
      <PageFrame>
        <EmptyState message={feed.message} action={{ to: paths.home(), label: '홈으로' }}>
          <button type="button" className="button" onClick={feed.retry}>
            다시 시도
          </button>
        </EmptyState>
      </PageFrame>
    )
  return (
    <PageFrame hideTitle>
      <ShortsFeed clips={feed.data.list} />
    </PageFrame>
  )
}
