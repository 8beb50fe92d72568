/**
 * Every path of the app, once: `patterns` are the route patterns the route table uses, `paths`
 * build links from typed arguments. Components link only through `paths`, never by gluing strings.
 */

/** Route patterns (react-router syntax). Paths docs/product.md does not give are ours: docs/decisions/0400. */
export const patterns = {
  home: '/',
  video: '/video',
  userTag: '/user/tag',
  helpMain: '/help/main',
  pay: '/pay',
  tagAdult: '/tag/adult',
  cert: '/cert',
  help: '/help',
  login: '/login',
  myPage: '/myPage',
  search: '/search',
  searchResult: '/search/:search_text',
  settingsTag: '/settings/tag',
  tag: '/tag/:tag_url',
  register: '/user/register',
  category: '/category',
  contents: '/contents',
  movie: '/contents/:movie_url',
  payFirstGuide: '/pay/FirstGuide',
  // Ours: where the checkout sends the viewer back (docs/decisions/1511).
  payReturn: '/pay/return',
  settingsCurrency: '/settings/bbtan',
  settings: '/settings',
  unregister: '/user/unregister',
  appBuyGuide: '/help/appBuyGuide',
  settingsAccount: '/settings/account',
  invitePopup: '/event/invitePopup',
  landing: '/landing/:subpath',
  scene: '/scene/:scene_url',
  faq: '/settings/help/faq',
  findPassword: '/user/findPassword',
  about: '/settings/help/about',
  agree: '/settings/help/agree',
  settingsHelp: '/settings/help',
  notice: '/settings/help/notice',
  privacy: '/settings/help/privacy',
  protect: '/settings/help/protect',
  transitionHelp: '/settings/transitionHelp',
  bshorts: '/bshorts/:bshorts_url',
  policyApp: '/main/policy/app',
  policyAppView: '/main/policy/app/:view_type',
  policyBolaa: '/main/policy/bolaa',
  policyBolaaView: '/main/policy/bolaa/:view_type',
  policySkytv: '/main/policy/skytv',
  policySkytvView: '/main/policy/skytv/:view_type',
  policyProduct: '/main/policy/:product',
  policyProductView: '/main/policy/:product/:view_type',
  redirectPlay: '/redirect/play/:movie_url',
  // Named by docs/product.md without a path (docs/decisions/0400).
  buyingGuide: '/pay/buyingGuide',
  firstGuide: '/help/firstGuide',
  player: '/player/:movie_url',
  listView: '/list/:list_key',
  viewType: '/view/:view_type',
  // Ours: after 회원 탈퇴 (docs/decisions/1440).
  goodbye: '/user/goodbye',
  // Ours: one notice at its own address (docs/decisions/1630).
  noticeDetail: '/settings/help/notice/:notice_no',
  // Where Kakao and Naver sign-in come back to (docs/decisions/1460).
  oauthCallback: '/user/oauth/:provider',
  // Ours: 누가 보나요? and the profiles' 관리 (docs/decisions/1902).
  profiles: '/profiles',
  settingsProfiles: '/settings/profiles',
} as const
export type PatternName = keyof typeof patterns

/** The policy pages' fixed kinds; any other segment is the product's own policy. */
export type PolicyKind = 'app' | 'bolaa' | 'skytv'

const seg = (value: string | number): string => encodeURIComponent(String(value))

/** Link builders. Dynamic segments are URI-encoded, so Korean search words survive the trip. */
export const paths = {
  home: () => '/',
  video: () => '/video',
  userTag: () => '/user/tag',
  /** A new member's first stop: the welcome and their tastes, then on to where they were going. */
  welcome: (returnTo?: string) => `/user/tag?${new URLSearchParams({ [WELCOME_PARAM]: '1', ...(returnTo ? { [RETURN_PARAM]: returnTo } : {}) })}`,
  helpMain: () => '/help/main',
  pay: () => '/pay',
  /** /pay for the item a title needs (ItemType; item_group 2 the playy page). */
  payFor: (itemType: number, movieUrl: string, itemGroup?: number) =>
    `/pay?${new URLSearchParams({ item_type: String(itemType), movie_url: movieUrl, ...(itemGroup ? { item_group: String(itemGroup) } : {}) })}`,
  tagAdult: () => '/tag/adult',
  cert: () => '/cert',
  help: () => '/help',
  /** The login page; `returnTo` (a same-origin path) is where a successful login goes. */
  login: (returnTo?: string) => (returnTo ? `/login?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : '/login'),
  myPage: () => '/myPage',
  /** One of my page's tabs (MyPageTab in core/contract), at a page of its list past the first. */
  myPageTab: (tab: number, page = 1) => `/myPage?${new URLSearchParams({ tab: String(tab), ...(page > 1 ? { page: String(page) } : {}) })}`,
  /** My page's 구매 내역 (= myPageTab(MyPageTab.purchased)): the guides link here without importing the contract's enums (docs/decisions/1520). */
  purchases: () => '/myPage?tab=2',
  search: () => '/search',
  searchResult: (searchText: string) => `/search/${seg(searchText)}`,
  settingsTag: () => '/settings/tag',
  tag: (tagUrl: string) => `/tag/${seg(tagUrl)}`,
  /** Sign-up; `returnTo` (a same-origin path) is where the new member goes, as after a login. */
  register: (returnTo?: string) => (returnTo ? `/user/register?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` : '/user/register'),
  /** The categories of the current section, or of `sectionNo` (our query, so the URL names the list read). */
  category: (sectionNo?: number) => (sectionNo === undefined ? '/category' : `/category?${new URLSearchParams({ section: String(sectionNo) })}`),
  /** The content list, optionally of one section (service line). */
  contents: (sectionNo?: number, categoryNo?: number) => {
    const query = new URLSearchParams()
    if (sectionNo !== undefined) query.set('section', String(sectionNo))
    if (categoryNo !== undefined) query.set('category', String(categoryNo))
    return query.size ? `/contents?${query}` : '/contents'
  },
  /** The content list with any of its query fields (docs/decisions/0950): section, category, sort, count. */
  contentsList: (query: { section?: number | undefined; category?: number | undefined; sort?: number | undefined; count?: number | undefined }) => {
    const search = new URLSearchParams()
    for (const key of ['section', 'category', 'sort', 'count'] as const) {
      const value = query[key]
      if (value !== undefined) search.set(key, String(value))
    }
    return search.size ? `/contents?${search}` : '/contents'
  },
  movie: (movieUrl: string) => `/contents/${seg(movieUrl)}`,
  payFirstGuide: () => '/pay/FirstGuide',
  /** Where the checkout comes back to; with an order, its outcome. */
  payReturn: (orderId?: string) => (orderId ? `/pay/return?${new URLSearchParams({ order_id: orderId })}` : '/pay/return'),
  /** /pay for a title, with where to go once bought, or going on with a 빵탄 purchase (`resume`: its item) after a charge. */
  payWith: (query: { readonly movie_url?: string | null; readonly return_url?: string; readonly resume?: string }) => {
    const search = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v) search.set(k, v)
    return search.size ? `/pay?${search}` : '/pay'
  },
  /** The 빵탄 page; its history filtered by a kind ('' every kind) at a page past the first. */
  settingsCurrency: (kind = '', page = 1) => {
    const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(page > 1 ? { page: String(page) } : {}) })
    return query.size ? `/settings/bbtan?${query}` : '/settings/bbtan'
  },
  /** /pay's 빵탄 packs, coming back to `returnTo` after the charge. */
  payCharge: (returnTo: string) => `/pay?${new URLSearchParams({ item_type: '2', [RETURN_PARAM]: returnTo })}`,
  settings: () => '/settings',
  unregister: () => '/user/unregister',
  goodbye: () => '/user/goodbye',
  appBuyGuide: () => '/help/appBuyGuide',
  settingsAccount: () => '/settings/account',
  /**
   * 누가 보나요?, then on to `returnTo`; `afterLogin`: straight on when the account has one profile
   * (a login asks only a household that has more than one).
   */
  profiles: (returnTo?: string, afterLogin = false) => {
    const query = new URLSearchParams({ ...(returnTo ? { [RETURN_PARAM]: returnTo } : {}), ...(afterLogin ? { after: 'login' } : {}) })
    return query.size ? `/profiles?${query}` : '/profiles'
  },
  /** The profiles' 관리: add, rename, viewing age, PIN, remove. */
  settingsProfiles: () => '/settings/profiles',
  invitePopup: () => '/event/invitePopup',
  landing: (subpath: string) => `/landing/${seg(subpath)}`,
  scene: (sceneUrl: string) => `/scene/${seg(sceneUrl)}`,
  faq: () => '/settings/help/faq',
  findPassword: () => '/user/findPassword',
  /** Kakao's or Naver's sign-in answer comes back here. */
  oauthCallback: (provider: 'kakao' | 'naver') => `/user/oauth/${provider}`,
  about: () => '/settings/help/about',
  agree: () => '/settings/help/agree',
  settingsHelp: () => '/settings/help',
  notice: () => '/settings/help/notice',
  noticeDetail: (noticeNo: number) => `/settings/help/notice/${noticeNo}`,
  privacy: () => '/settings/help/privacy',
  protect: () => '/settings/help/protect',
  transitionHelp: () => '/settings/transitionHelp',
  bshorts: (bshortsUrl: string) => `/bshorts/${seg(bshortsUrl)}`,
  /** A policy page: a fixed kind or the product's own slug, with an optional view type. */
  policy: (kind: PolicyKind | string, viewType?: string | number) => `/main/policy/${seg(kind)}${viewType === undefined ? '' : `/${seg(viewType)}`}`,
  redirectPlay: (movieUrl: string) => `/redirect/play/${seg(movieUrl)}`,
  buyingGuide: () => '/pay/buyingGuide',
  firstGuide: () => '/help/firstGuide',
  /** The player; `t` an exact range ("83.5-112") or a start ("83.5"). */
  player: (movieUrl: string, t?: string) => `/player/${seg(movieUrl)}${t ? `?${new URLSearchParams({ t })}` : ''}`,
  listView: (listKey: string) => `/list/${seg(listKey)}`,
  viewType: (viewType: string | number) => `/view/${seg(viewType)}`,
} as const

/** The login page's query parameter that carries the return address. */
export const RETURN_PARAM = 'return_url'

/** /user/tag?welcome=1: the taste step as a new member's welcome. */
export const WELCOME_PARAM = 'welcome'

/** The full path of a URL or location as the app records it: pathname + search + hash. */
export const fullPath = (location: { readonly pathname: string; readonly search: string; readonly hash: string }): string =>
  `${location.pathname}${location.search}${location.hash}`

/** A path as a viewer reads it: Korean and other non-ASCII letters decoded, a malformed escape left as it is. */
export const readablePath = (path: string): string => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** The address's named parts (`:movie_url`), as react-router gives them. */
export type RouteParams = Readonly<Record<string, string | undefined>>
