import { searchCounts } from '../../../core/contract/searchCalls.ts'
import { checkKeyword } from '../../../core/search/keyword.ts'
import { resultChoice } from './resultChoice.ts'
import type { LoadAt } from '../../data/pageData.ts'

/** /search/{search_text}: the 전체 tab's summary and, on a kind's tab, its page; nothing for a keyword that is not one. */
export const searchResultLoad = (at: LoadAt) => {
  const checked = checkKeyword(at.params['search_text'] ?? '')
  const { kind, sort, count, page, exact } = resultChoice(at.url.searchParams)
  if (!checked.ok) return { summary: null, list: null, popular: at.read('popularKeywords') }
  const keyword = checked.keyword
  const asTyped = exact ? { exact: 1 } : {}
  const summary = at.read('search', { keyword, sort, count: searchCounts[0], page: 1, ...asTyped })
  return {
    summary,
    list: kind === '' ? null : at.read('search', { keyword, kind, sort, count, page, ...asTyped }),
    // The top searches are the way on from no result.
    popular: summary.then((found) => (found.total === 0 ? at.read('popularKeywords') : null)),
  }
}
