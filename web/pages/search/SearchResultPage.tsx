import { useParams } from 'react-router'
import { SearchForm } from './SearchForm.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'

/** /search/{search_text}: results for one word (the search host call comes with the browse work). */
export default function SearchResultPage() {
  const word = useParams()['search_text'] ?? ''
  return (
    <PageFrame title={`‘${word}’ 검색 결과`}>
      <SearchForm key={word} initial={word} />
      <EmptyState
        message={`‘${word}’에 대한 검색 결과가 아직 없습니다`}
        detail="작품 검색은 준비가 끝나는 대로 이곳에 결과를 보여 드립니다."
      />
    </PageFrame>
  )
}
