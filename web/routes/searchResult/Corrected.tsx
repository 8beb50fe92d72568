import { Link } from 'react-router'
import { paths } from '../../paths.ts'

/** A misspelt keyword searched as its near miss: say so, and offer the words as typed. */
export function Corrected({ corrected, typed }: { readonly corrected: string; readonly typed: string }) {
  return (
    <p className="search-corrected" role="status" data-testid="search-corrected">
      <strong>‘{corrected}’ 검색 결과</strong>
      <span className="search-corrected__typed">
        <Link to={`${paths.searchResult(typed)}?exact=1`}>‘{typed}’(으)로 검색</Link>
      </span>
    </p>
  )
}
