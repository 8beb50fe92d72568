import { getChoseong } from 'es-hangul'
import { type CSSProperties, useEffect } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import type { SearchGroup, SearchGroupName, SearchItem } from '../../../core/api/schemas.search.ts'
import { SearchSort } from '../../../core/contract/searchCalls.ts'
import { type ResultKind, resultChoice } from './resultChoice.ts'
import { checkKeyword } from '../../../core/search/index.ts'
import { Artwork } from '../../components/Artwork.tsx'
import { widthOfText } from '../../components/ScrollRow.tsx'
import { EmptyState } from '../../components/EmptyState.tsx'
import { ErrorState } from '../../components/ErrorState.tsx'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import type { searchResultLoad } from './loader.ts'
import { type Part, usePageData, usePart } from '../../data/pageData.ts'
import type { PopularKeywordsOutput } from '../../../core/api/schemas.search.ts'
import { Highlighted, kindNames } from '../../components/Highlighted.tsx'
import { PopularKeywords } from '../search/SearchPage.tsx'
import { SearchBox } from '../search/SearchBox.tsx'
import { useRecentSearches } from '../search/recentSearches.ts'
import { Corrected } from './Corrected.tsx'
import { LineResults } from './LineResults.tsx'
import { PeopleResults } from './PeopleResults.tsx'
import { ResultReason } from './ResultReason.tsx'
import './SearchResultPage.css'

/** The result tabs: every kind, or one. */
const tabs: ReadonlyArray<readonly [kind: ResultKind, group: SearchGroupName | undefined, label: string]> = [
  ['', undefined, '전체'],
  ['movie', 'movies', '영화'],
  ['series', 'series', '시리즈'],
  ['short', 'shorts', '숏폼'],
  ['scene', 'scenes', '명장면'],
  ['crop', 'crops', '구간'],
  ['line', 'lines', '대사'],
]
const groupLabel: Readonly<Record<SearchGroupName, string>> = {
  movies: '영화',
  series: '시리즈',
  shorts: '숏폼',
  scenes: '명장면',
  crops: '구간',
  lines: '대사',
}
const sortLabels: ReadonlyArray<readonly [number, string]> = [
  [SearchSort.relevance, '정확도순'],
  [SearchSort.latest, '최신순'],
  [SearchSort.popular, '인기순'],
  [SearchSort.name, '이름순'],
  [SearchSort.savedCount, '저장순'],
]
/** How many of each kind the 전체 tab shows before "모두 보기". */
const PREVIEW = 6

/** /search/{search_text}: results by kind, the matched part highlighted, with sort and paging. */
export default function SearchResultPage() {
  const word = useParams()['search_text'] ?? ''
  const [params, setParams] = useSearchParams()
  const checked = checkKeyword(word)
  const recent = useRecentSearches()
  const { kind, sort, count, page } = resultChoice(params)
  const keyword = checked.ok ? checked.keyword : null
  const data = usePageData<typeof searchResultLoad>()
  const summary = usePart(data.summary)
  const list = usePart(data.list)

  const addRecent = recent.add
  useEffect(() => {
    if (keyword !== null) addRecent(keyword)
  }, [keyword, addRecent])

  const choose = (next: { kind?: string; sort?: number; count?: number; page?: number }) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev)
      for (const [key, value] of Object.entries(next)) {
        if (value === '' || value === undefined || (key === 'page' && value === 1) || (key === 'sort' && value === 0)) out.delete(key)
        else out.set(key, String(value))
      }
      if (next.page === undefined) out.delete('page')
      return out
    })

  const heading = `‘${word}’ 검색 결과`
  if (!checked.ok) {
    return (
      <PageFrame title="검색 결과">
        <SearchBox key={word} initial={word} onSearched={recent.add} />
        <EmptyState message={checked.message} detail="작품 제목이나 초성(예: ㅅㄹ)으로 검색해 보세요." />
        <PopularKeywords part={data.popular} title="이런 검색어는 어떠세요?" />
      </PageFrame>
    )
  }
  // A keyword that passed its check always has its summary read (searchResultLoad).
  const totals = summary.status === 'ok' ? summary.data! : undefined
  return (
    <PageFrame title={heading}>
      <SearchBox key={word} initial={word} onSearched={recent.add} />
      <nav className="result-tabs" aria-label="검색 결과 종류">
        {tabs.map(([k, group, label]) => {
          const total = group ? totals?.groups.find((g) => g.kind === group)?.total : totals?.total
          return (
            <button
              key={k}
              type="button"
              className="result-tabs__tab"
              style={tabWidth(label, total)}
              aria-pressed={kind === k}
              onClick={() => choose({ kind: k })}
            >
              <span className="result-label" style={widthOfText(label)}>
                {label}
              </span>
              {total !== undefined ? <span className="result-tabs__count"> {total.toLocaleString('ko-KR')}</span> : null}
            </button>
          )
        })}
      </nav>
      <div className="result-sorts" role="group" aria-label="정렬">
        {sortLabels.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="result-sorts__sort"
            style={widthOfText(label)}
            aria-pressed={sort === value}
            onClick={() => choose({ sort: value, kind })}
          >
            <span className="result-label" style={widthOfText(label)}>
              {label}
            </span>
          </button>
        ))}
      </div>
      {totals?.corrected ? <Corrected corrected={totals.corrected} typed={word} /> : null}
      <p className="visually-hidden" aria-live="polite">
        {totals ? `검색 결과 ${totals.total.toLocaleString('ko-KR')}건` : ''}
      </p>
      {summary.status === 'error' ? (
        <ErrorState title="검색 결과를 불러오지 못했습니다" message={summary.message} error={summary.error} onRetry={summary.retry} />
      ) : summary.status === 'loading' ? (
        <ResultSkeleton />
      ) : totals!.total === 0 ? (
        <NoResult word={word} popular={data.popular} />
      ) : kind === '' ? (
        <>
          {totals!.people?.length ? <PeopleResults people={totals!.people} /> : null}
          {totals!.groups
            .filter((group) => group.total > 0)
            .map((group) => (
              <ResultGroup key={group.kind} group={group} preview onMore={() => choose({ kind: kindOfGroup(group.kind) })} />
            ))}
        </>
      ) : list.status === 'error' ? (
        <ErrorState title="검색 결과를 불러오지 못했습니다" message={list.message} error={list.error} onRetry={list.retry} />
      ) : list.status === 'loading' ? (
        <ResultSkeleton />
      ) : (
        <KindResults group={list.data?.groups[0]} page={page} count={count} onPage={(p) => choose({ page: p, kind, sort })} />
      )}
    </PageFrame>
  )
}

/**
 * A tab's width from its label and count (SearchResultPage.css): set before the web font comes,
 * so its swap moves no tab and nothing after them.
 */
const tabWidth = (label: string, total: number | undefined): CSSProperties =>
  ({ ...widthOfText(label), '--digits': total === undefined ? 0 : ` ${total.toLocaleString('ko-KR')}`.length }) as CSSProperties

const kindOfGroup = (group: SearchGroupName): string => tabs.find(([, g]) => g === group)![0]

function KindResults({ group, page, count, onPage }: { group: SearchGroup | undefined; page: number; count: number; onPage(page: number): void }) {
  if (!group || group.total === 0) return <EmptyState message="이 종류에는 검색 결과가 없습니다" detail="전체 탭에서 다른 종류의 결과를 보세요." />
  const pages = Math.max(1, Math.ceil(group.total / count))
  return (
    <>
      <ResultGroup group={group} />
      <nav className="result-pager" aria-label="페이지">
        <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          이전 페이지
        </button>
        <span aria-current="page">
          {page} / {pages} 페이지
        </span>
        <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          다음 페이지
        </button>
      </nav>
    </>
  )
}

function ResultGroup({ group, preview = false, onMore }: { group: SearchGroup; preview?: boolean; onMore?: () => void }) {
  const label = groupLabel[group.kind]
  const items = preview ? group.items.slice(0, PREVIEW) : group.items
  return (
    <section className="result-group" aria-labelledby={`group-${group.kind}`}>
      <h2 id={`group-${group.kind}`} className="result-group__title">
        <span className="result-label" style={widthOfText(label)}>
          {label}
        </span>{' '}
        <span className="result-group__count">{group.total.toLocaleString('ko-KR')}건</span>
      </h2>
      {group.kind === 'lines' ? (
        <LineResults items={items} label={`${label} 검색 결과`} />
      ) : (
        <ul className="result-grid" aria-label={`${label} 검색 결과`}>
          {items.map((item) => (
            <li key={item.clip_url ?? item.movie_url}>
              <ResultItem item={item} />
            </li>
          ))}
        </ul>
      )}
      {preview && group.total > items.length && onMore ? (
        <button type="button" className="button result-group__more" onClick={onMore}>
          {label} 검색 결과 {group.total.toLocaleString('ko-KR')}건 모두 보기
        </button>
      ) : null}
    </section>
  )
}

const minutes = (sec: number) => `${Math.floor(sec / 60)}:${String(Math.floor(sec % 60)).padStart(2, '0')}`

function ResultItem({ item }: { item: SearchItem }) {
  const to = item.clip_url ? paths.scene(item.clip_url) : paths.movie(item.movie_url)
  const meta = item.clip_url
    ? `${item.parent_title ?? ''} · ${minutes(item.start ?? 0)}부터`
    : [kindNames[item.kind], item.year, item.genre].filter((v) => v !== undefined && v !== '').join(' · ')
  return (
    <Link className="result-item" to={to} data-movie-url={item.movie_url}>
      {item.tile ? <Artwork kind="tile" src={item.tile} alt="" /> : <span className="result-item__noart artwork--tile" aria-hidden="true" />}
      <span className="result-item__title">
        <Highlighted text={item.title} spans={item.spans} />
      </span>
      <span className="result-item__meta">{meta}</span>
      {item.reason ? <ResultReason reason={item.reason} /> : null}
      {item.age_rating === '19' ? <span className="result-item__age">19</span> : null}
    </Link>
  )
}

function ResultSkeleton() {
  return (
    <ul className="result-grid" aria-label="검색 결과를 불러오는 중" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} aria-hidden="true">
          <span className="result-item">
            <span className="result-item__noart artwork--tile skeleton" />
            <span className="result-item__title skeleton skeleton--line" />
            <span className="result-item__meta skeleton skeleton--line skeleton--short" />
          </span>
        </li>
      ))}
    </ul>
  )
}

/** No result: say so, and offer ways on (spelling, no spaces, 초성, the top searches). */
function NoResult({ word, popular }: { readonly word: string; readonly popular: Part<PopularKeywordsOutput | null> }) {
  const initials = getChoseong(word).replace(/\s+/g, ' ').trim()
  const tryInitials = initials.length >= 2 && initials !== word.trim()
  return (
    <>
      <EmptyState
        message={`‘${word}’에 대한 검색 결과가 없습니다`}
        detail="맞춤법이 맞는지 확인하거나, 띄어쓰기를 빼거나, 더 짧은 단어나 초성(예: ㅅㄹ)으로 검색해 보세요."
      >
        {tryInitials ? (
          <p className="no-result__try">
            초성으로 찾아보기: <Link to={paths.searchResult(initials)}>{initials}</Link>
          </p>
        ) : null}
      </EmptyState>
      <PopularKeywords part={popular} title="이런 검색어는 어떠세요?" />
    </>
  )
}
