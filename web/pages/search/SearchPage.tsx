import { SearchForm } from './SearchForm.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'

/** /search: the search box; a word leads to /search/{search_text}. */
export default function SearchPage() {
  return (
    <PageFrame>
      <SearchForm />
      <EmptyState message="최근 검색어가 없습니다" detail="작품 제목이나 배우 이름으로 검색해 보세요." />
    </PageFrame>
  )
}
