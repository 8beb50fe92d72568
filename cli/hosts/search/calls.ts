import type { ContentKind } from '../../../core/api/schemas.browse.ts'
import { ResultCode } from '../../../core/contract/index.ts'
import { type SearchSort, SearchSort as Sort, type searchCalls, searchCounts } from '../../../core/contract/searchCalls.ts'
import { checkKeyword } from '../../../core/search/index.ts'
import { type SearchEngine, createSearchEngine } from './engine.ts'
import { dialogueLines } from '../titles/dialogue.ts'
import type { Catalogue } from '../titles/title.ts'
import { canSee, isListed, toCard } from '../titles/visibility.ts'
import { viewerOf } from '../browse/viewer.ts'
import type { AreaHandlers, CallAnswer, World } from '../server/callTypes.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'popular'
type Slice = Pick<World, Uses>

/**
 * The stand-in's search host calls (docs/contract.md, "Search calls"). The engine and its indexes
 * are built once per catalogue; the top searches are counted per running stand-in.
 */

const engines = new WeakMap<Catalogue, SearchEngine>()

const engineOf = (world: Slice): SearchEngine => {
  let engine = engines.get(world.catalogue)
  if (!engine) {
    const web = () => world.hosts().web
    engine = createSearchEngine(world.catalogue, {
      canSee: (viewer, title) => canSee(viewer, title) && isListed(viewer, title),
      cardOf: (title, viewer) => toCard(title, viewer, web()),
      seesAdult: (viewer) => canSee(viewer, { adult: true }) && isListed(viewer, { adult: true, ageRating: '19' }),
      linesOf: (title) => dialogueLines(title.movieUrl, title.durationSec),
    })
    engines.set(world.catalogue, engine)
  }
  return engine
}

/** -11 with the reason in Korean (output.message) and in the stand-in's ASCII header. */
const invalid = (message: string, reason: string): CallAnswer & { reason: string } => ({
  retval: ResultCode.parameterInvalid,
  output: { message },
  reason,
})

const kinds: readonly string[] = ['movie', 'series', 'short', 'scene', 'crop', 'line']
const sorts: readonly number[] = Object.values(Sort)

/** An optional whole-number field: its default when absent or empty, undefined when not a whole number. */
const wholeNumber = (value: string | undefined, fallback: number): number | undefined => {
  if (value === undefined || value === '') return fallback
  return /^\d{1,6}$/.test(value) ? Number(value) : undefined
}

export const searchHandlers: AreaHandlers<typeof searchCalls> = {
  async search(request, world) {
    const { params } = request
    const checked = checkKeyword(params.keyword ?? '')
    if (!checked.ok) return invalid(checked.message, `keyword ${checked.problem}`)
    const kind = params.kind ?? ''
    if (kind !== '' && !kinds.includes(kind)) return invalid('검색할 종류가 올바르지 않습니다.', 'unknown kind')
    const sort = wholeNumber(params.sort, Sort.relevance)
    if (sort === undefined || !sorts.includes(sort)) return invalid('정렬 방식이 올바르지 않습니다.', 'unknown sort')
    const count = wholeNumber(params.count, searchCounts[0])
    if (count === undefined || !(searchCounts as readonly number[]).includes(count))
      return invalid('한 번에 30개나 50개씩 볼 수 있습니다.', 'count must be 30 or 50')
    const page = wholeNumber(params.page, 1)
    if (page === undefined || page < 1) return invalid('페이지 번호가 올바르지 않습니다.', 'page must be 1 or more')
    const exact = params.exact ?? ''
    if (exact !== '' && exact !== '0' && exact !== '1') return invalid('검색 방식이 올바르지 않습니다.', 'exact must be 0 or 1')
    const movieUrl = params.movie_url || undefined
    const viewer = viewerOf(request)
    const output = engineOf(world).search(viewer, {
      keyword: checked.keyword,
      kind: kind as ContentKind | 'line' | '',
      sort: sort as SearchSort,
      count,
      page,
      exact: exact === '1',
      ...(movieUrl !== undefined ? { movieUrl } : {}),
    })
    // Only keywords that find something anyone may see count as top searches.
    if (page === 1 && output.groups.some((g) => g.items.some((item) => item.adult === 0))) await world.popular.record(checked.keyword)
    return { retval: ResultCode.success, output }
  },
  searchSuggest(request, world) {
    const checked = checkKeyword(request.params.keyword ?? '')
    if (!checked.ok) return invalid(checked.message, `keyword ${checked.problem}`)
    return { retval: ResultCode.success, output: engineOf(world).suggest(viewerOf(request), checked.keyword, request.params.exact === '1') }
  },
  async popularKeywords(_request, world) {
    return { retval: ResultCode.success, output: { keywords: await world.popular.top() } }
  },
}
