import { parseCurrentMenu } from '../../core/actors/menu/menu.logic.ts'
import { CookieName, MyPageTab, ResultCode, ServiceId, resultCodeOf } from '../../core/contract/index.ts'
import { searchCounts } from '../../core/contract/searchCalls.ts'
import { checkKeyword } from '../../core/search/keyword.ts'
import { parseRangeParam } from '../../core/watch/rules.ts'
import { curatedLists } from '../browse/curatedLists.ts'
import { intParam, listChoice } from '../browse/listChoice.ts'
import { type ListParams, listLoad } from '../browse/listPages.ts'
import { resultChoice } from '../routes/searchResult/resultChoice.ts'
import type { LoadAt } from './pageData.ts'

/**
 * Every page's loader: what it reads, named once, in the order the page draws it. The route
 * table (web/routes.ts) gives each page its loader; the page takes the parts with
 * `usePageData<typeof itsLoad>()` and draws each with `usePart`. Reads go out as the navigation
 * begins; none is awaited here.
 */

/** /: the hero and rows, and a member's 이어보기 (myList's watched tab). */
export const homeLoad = (at: LoadAt) => ({
  home: at.read('homeContents'),
  continueWatching: at.viewer().then((viewer) => (viewer.isLogin ? at.read('myList', { tab: MyPageTab.watched }) : null)),
})

/**
 * /contents/{movie_url}: the title (an adult title's refusal is the page's cue for the gate), and
 * where 재생 starts and each episode's progress (null when unread: the page plays from the start).
 * The progress is the viewer's own (a guest's device's): the edge's guest would read another's,
 * so there the page reads it once in the browser ('inBrowser', docs/decisions/1715).
 */
export const movieLoad = (at: LoadAt) => ({
  detail: at.read('contentDetail', { movie_url: at.params['movie_url'] ?? '' }),
  progress: typeof window === 'undefined' ? ('inBrowser' as const) : at.read('watchProgress', { movie_url: at.params['movie_url'] ?? '' }).catch(() => null),
})

/** The section and category the menu keeps between pages (its cookie), as the app starts with them. */
const keptMenu = (at: LoadAt) => parseCurrentMenu(at.cookie(CookieName.currentMenu))

/** /contents: the query's section and category (a shared link opens the same list), else the kept menu's, else every section. */
export const contentsLoad = (at: LoadAt) => {
  const search = at.url.searchParams
  const sectionNo = intParam(search.get('section'))
  const categoryNo = intParam(search.get('category'))
  const kept = sectionNo === undefined ? keptMenu(at) : null
  const list: ListParams = {
    section_no: sectionNo ?? kept?.section_no ?? ServiceId.all,
    category_no: (categoryNo ?? kept?.category_no) || undefined,
    ...listChoice(search),
  }
  return { list: listLoad(at, list), listParams: list }
}

/** /category: the categories of the query's section, else the kept menu's. */
export const categoryLoad = (at: LoadAt) => {
  const sectionNo = intParam(at.url.searchParams.get('section')) ?? keptMenu(at)?.section_no ?? ServiceId.all
  return { categories: at.read('categoryList', { section_no: sectionNo }), sectionNo }
}

/** /list/{list_key}: one curated list, endless; null for a list that does not exist. */
export const listViewLoad = (at: LoadAt) => {
  const curated = curatedLists[at.params['list_key'] ?? '']
  const list: ListParams | null = curated ? { section_no: ServiceId.all, sort: curated.sort, count: listChoice(at.url.searchParams).count } : null
  return { list: list && listLoad(at, list), listParams: list }
}

/** /tag/{tag_url}: the tags (for the tag's name) and its titles, endless. */
export const tagLoad = (at: LoadAt) => {
  const list: ListParams = { tag_url: at.params['tag_url'] ?? '', ...listChoice(at.url.searchParams) }
  return { tags: at.read('tagList'), list: listLoad(at, list), listParams: list }
}

/** /tag/adult: the adult tags, asked for only once the viewer is verified (nothing adult before). */
export const adultTagLoad = (at: LoadAt) => ({
  tags: at.viewer().then((viewer) => (viewer.adult ? at.read('tagList') : null)),
})

/** /user/tag and /settings/tag: every tag and the member's taste. */
export const tasteLoad = (at: LoadAt) => ({
  tags: at.read('tagList'),
  taste: at.read('tasteGet'),
})

/** /pay: what is sold (a title's single item first), the member's 빵탄, and whether they bought before (the first-purchase guide). */
export const payLoad = (at: LoadAt) => {
  const movieUrl = at.url.searchParams.get('movie_url')
  return {
    items: at.read('itemList', movieUrl ? { movie_url: movieUrl } : {}),
    balance: at.read('currencyBalance'),
    bought: at.read('purchaseHistory', { count: 1 }),
  }
}

/** /search: the top searches. */
export const searchLoad = (at: LoadAt) => ({
  popular: at.read('popularKeywords'),
})

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

/** The 빵탄 history's kinds (currencyHistory's; '' every kind), in the filters' order. */
export const historyKinds = ['', 'charge', 'spend', 'bonus', 'expire', 'refund', 'grant'] as const
export type HistoryKind = (typeof historyKinds)[number]

/** ?page= from 1 (anything else: 1); the money lists read 20 a page, the calls' default. */
const pageOf = (at: LoadAt): number => Math.max(1, Number(/^\d+$/.exec(at.url.searchParams.get('page') ?? '')?.[0] ?? 1))

/** /myPage?tab=: the tab's list (시청 기록 when the query names none); 구매 내역 (tab 2) is purchaseHistory's ?page=. */
export const myPageLoad = (at: LoadAt) => {
  const tab = Object.values(MyPageTab).find((t) => String(t) === at.url.searchParams.get('tab')) ?? MyPageTab.watched
  // What is due, a grace to pay and a price rise to answer: told on every tab (docs/decisions/1550).
  const notices = at.read('moneyNotices')
  if (tab !== MyPageTab.purchased) return { list: at.read('myList', { tab }), purchases: null, notices }
  return { list: null, purchases: at.read('purchaseHistory', { page: pageOf(at) }), notices }
}

/** /settings/bbtan?kind=&page= (the URL is the state): the balance and the history's page of that kind. */
export const currencyLoad = (at: LoadAt) => {
  const kind: HistoryKind = historyKinds.find((k) => k === at.url.searchParams.get('kind')) ?? ''
  return { balance: at.read('currencyBalance'), history: at.read('currencyHistory', { kind, page: pageOf(at) }), kind }
}

/** /bshorts/{bshorts_url}: the feed of short clips starting at this one. */
export const shortsLoad = (at: LoadAt) => ({
  feed: at.read('shortsFeed', { bshorts_url: at.params['bshorts_url'] ?? '' }),
})

/** /view/{view_type}: the home's rows (the page keeps those of one view type). */
export const viewTypeLoad = (at: LoadAt) => ({
  home: at.read('homeContents'),
})

/** /landing/{subpath}: the event; when it is not running (-3), the home's featured titles instead. */
export const landingLoad = (at: LoadAt) => {
  const event = at.read('landingContents', { subpath: at.params['subpath'] ?? '' })
  return {
    event,
    instead: event.then(
      () => null,
      (error: unknown) => (resultCodeOf(error) === ResultCode.dataNotFound ? at.read('homeContents') : null),
    ),
  }
}

/**
 * /player/{movie_url} and /scene/{scene_url}: playInfo for the address and its ?t= range (`asked`:
 * where to start); info null for a malformed range.
 */
export const watchLoad = (param: 'movie_url' | 'scene_url') => (at: LoadAt) => {
  const t = at.url.searchParams.get('t')
  const asked = parseRangeParam(t)
  if (t !== null && asked === undefined) return { info: null, asked }
  const range = asked?.end !== undefined ? { range: `${asked.start}-${asked.end}` } : {}
  return { info: at.read('playInfo', { movie_url: at.params[param] ?? '', ...range }), asked }
}

/** /settings/account and /user/unregister: the account, its devices and what it holds. */
export const accountLoad = (at: LoadAt) => ({
  account: at.read('accountInfo'),
})

/** /event/invitePopup: a member's invites (their code, the one they used); nothing for a guest. */
export const inviteLoad = (at: LoadAt) => ({
  invites: at.viewer().then((viewer) => (viewer.isLogin ? at.read('inviteInfo') : null)),
})

/** /profiles (누가 보나요?): the account's profiles and which one this device watches as. */
export const profilesLoad = (at: LoadAt) => ({
  profiles: at.read('profileList'),
})

/** /settings/profiles: the profiles, and the account (its generated pictures to choose from). */
export const profileManageLoad = (at: LoadAt) => ({
  profiles: at.read('profileList'),
  account: at.read('accountInfo'),
})
