import { Link } from 'react-router'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import type { PopularKeywordsOutput } from '../../../core/api/schemas.search.ts'
import type { searchLoad } from './loader.ts'
import { type Part, usePageData, usePart } from '../../data/pageData.ts'
import { SearchBox } from './SearchBox.tsx'
import { useRecentSearches } from './recentSearches.ts'
import './SearchPage.css'

/** /search: the search box with suggestions, the recent searches kept on this device, and the top searches. */
export default function SearchPage() {
  const recent = useRecentSearches()
  return (
    <PageFrame>
      <SearchBox onSearched={recent.add} autoFocus />
      <section className="search-section" aria-labelledby="recent-heading">
        <div className="search-section__head">
          <h2 id="recent-heading" className="search-section__title">
            최근 검색어
          </h2>
          {recent.list && recent.list.length > 0 ? (
            <button type="button" className="search-section__clear" onClick={recent.clear}>
              전체 삭제
            </button>
          ) : null}
        </div>
        {recent.list === undefined ? null : recent.list.length === 0 ? (
          <p className="search-section__empty">최근 검색어가 없습니다. 검색한 단어는 이 기기에만 저장됩니다.</p>
        ) : (
          <ul className="recent-list" aria-label="최근 검색어 목록">
            {recent.list.map((keyword) => (
              <li key={keyword} className="recent-list__item">
                <Link to={paths.searchResult(keyword)} className="recent-list__link">
                  {keyword}
                </Link>
                <button type="button" className="recent-list__remove" aria-label={`최근 검색어 ‘${keyword}’ 삭제`} onClick={() => recent.remove(keyword)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PopularKeywords part={usePageData<typeof searchLoad>().popular} />
    </PageFrame>
  )
}

/** The top searches, ranked; a skeleton while they load, nothing if they fail (the page stays usable). */
export function PopularKeywords({ part, title = '인기 검색어' }: { readonly part: Part<PopularKeywordsOutput | null>; readonly title?: string }) {
  const popular = usePart(part)
  if (popular.status === 'error' || (popular.status === 'ok' && popular.data === null)) return null
  return (
    <section className="search-section" aria-labelledby="popular-heading" aria-busy={popular.status === 'loading'}>
      <h2 id="popular-heading" className="search-section__title">
        {title}
      </h2>
      <ol className="popular-list" aria-label={`${title} 순위`}>
        {popular.status === 'loading'
          ? Array.from({ length: 10 }, (_, i) => (
              <li key={i} className="popular-list__item" aria-hidden="true">
                <span className="popular-list__rank">{i + 1}</span>
                <span className="skeleton skeleton--line popular-list__skeleton" />
              </li>
            ))
          : (popular.data?.keywords ?? []).map(({ rank, keyword }) => (
              <li key={keyword} className="popular-list__item">
                <span className="popular-list__rank" aria-hidden="true">
                  {rank}
                </span>
                <Link to={paths.searchResult(keyword)} className="popular-list__link" aria-label={`${rank}위 ${keyword}`}>
                  {keyword}
                </Link>
              </li>
            ))}
      </ol>
    </section>
  )
}
