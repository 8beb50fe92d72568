import { Link } from 'react-router'
import { AdultGate } from '../../components/AdultGate.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import type { adultTagLoad } from './loader.ts'
import { usePageData, usePart } from '../../data/pageData.ts'
import '../../components/TastePicker.css'

/** /tag/adult: adult tags, each to its list; nothing adult (the tags are not even asked for) before verification. */
export default function AdultTagPage() {
  return (
    <PageFrame>
      <AdultGate>
        <AdultTags />
      </AdultGate>
    </PageFrame>
  )
}

function AdultTags() {
  const tags = usePart(usePageData<typeof adultTagLoad>().tags)
  if (tags.status === 'loading') return <p className="visually-hidden">불러오는 중</p>
  if (tags.status === 'error') return <ErrorState title="태그를 불러오지 못했습니다" message={tags.message} error={tags.error} onRetry={tags.retry} />
  // Null until the viewer is verified: the gate around this part says so.
  const adult = (tags.data?.tag_list ?? []).filter((t) => t.adult === 1)
  if (adult.length === 0) return <EmptyState message="성인 취향 태그가 아직 없습니다" action={{ to: paths.home(), label: '홈으로' }} />
  return (
    <nav aria-label="성인 취향 태그">
      <ul className="taste__tags">
        {adult.map((tag) => (
          <li key={tag.tag_url}>
            <Link className="taste__chip" to={paths.tag(tag.tag_url)}>
              #{tag.tag_name} <span className="taste__count">&nbsp;{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
