import { useParams } from 'react-router'
import { listQueryTarget } from '../../browse/links.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { TitleRow, TitleRowSkeleton } from '../../components/TitleRow.tsx'
import { paths } from '../../paths.ts'
import { useSession } from '../../shell/hooks.ts'
import type { viewTypeLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import { rowArt } from '../home/rowArt.ts'
import { viewTypeLabel } from './viewTypes.ts'

/** /view/{view_type} (our path): the home's rows shown in one display view type (poster, play, menu, banner). */
export default function ViewTypePage() {
  const segment = useParams()['view_type'] ?? ''
  const label = viewTypeLabel(segment)
  const home = usePart(usePageData<typeof viewTypeLoad>().home)
  const { isLogin } = useSession()
  const rows = home.status === 'ok' ? home.data.rows.filter((row) => String(row.view_type) === segment) : []
  return (
    <PageFrame title={`${label} 보기`}>
      {home.status === 'loading' ? (
        <TitleRowSkeleton art="poster" />
      ) : home.status === 'error' ? (
        <ErrorState title="작품을 불러오지 못했습니다" message={home.message} error={home.error} onRetry={home.retry} />
      ) : rows.length === 0 ? (
        <EmptyState message={`‘${label}’ 방식으로 보여 드릴 작품이 아직 없습니다`} action={{ to: paths.contents(), label: '전체 콘텐츠 보기' }} />
      ) : (
        rows.map((row) => (
          <TitleRow
            key={row.row_no}
            title={row.title}
            items={row.items}
            art={rowArt(row)}
            isLogin={isLogin}
            {...(row.more ? { moreTo: listQueryTarget(row.more) } : {})}
          />
        ))
      )}
    </PageFrame>
  )
}
