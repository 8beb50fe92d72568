import { type PatternName, paths, patterns } from './paths.ts'
import { CURRENCY_NAME } from '../core/contract/index.ts'
// Each route folder's loader, eager: its reads start with the navigation, before the page's chunk arrives.
import { shortsLoad } from './routes/bshorts/loader.ts'
import { categoryLoad } from './routes/category/loader.ts'
import { contentsLoad } from './routes/contents/loader.ts'
import { faqLoad } from './routes/faq/loader.ts'
import { guideLoad } from './routes/guide/loader.ts'
import { helpCentreLoad } from './routes/help/loader.ts'
import { homeLoad } from './routes/home/loader.ts'
import { inviteLoad } from './routes/invitePopup/loader.ts'
import { landingLoad } from './routes/landing/loader.ts'
import { listViewLoad } from './routes/listView/loader.ts'
import { movieLoad } from './routes/movie/loader.ts'
import { myPageLoad } from './routes/myPage/loader.ts'
import { noticesLoad } from './routes/notice/loader.ts'
import { noticeLoad } from './routes/noticeDetail/loader.ts'
import { payLoad } from './routes/pay/loader.ts'
import { watchLoad } from './routes/player/loader.ts'
import { policyLoad } from './routes/policy/loader.ts'
import { profilesLoad } from './routes/profiles/loader.ts'
import { searchLoad } from './routes/search/loader.ts'
import { searchResultLoad } from './routes/searchResult/loader.ts'
import { accountLoad } from './routes/settingsAccount/loader.ts'
import { currencyLoad } from './routes/settingsCurrency/loader.ts'
import { profileManageLoad } from './routes/settingsProfiles/loader.ts'
import { tagLoad } from './routes/tag/loader.ts'
import { adultTagLoad } from './routes/tagAdult/loader.ts'
import { tasteLoad } from './routes/userTag/loader.ts'
import { viewTypeLoad } from './routes/viewType/loader.ts'
import { loadPlayerPage } from './player/preload.ts'
import type { RouteEntry } from './routeTypes.ts'

/**
 * The route table: every path of docs/product.md §2 with its layout, header type, Korean title,
 * guard, page and the page's loader, in one place. A route folder (web/routes/<route>/) holds the
 * page module (its default export is the page, its `act` the page's writes) and the loader
 * (loader.ts, what it reads), which is eager: its reads go out with the navigation, before the
 * page's code. router.tsx turns the table into react-router routes; layouts read an entry back
 * through the route's handle.
 */

interface EntryInput extends Partial<Pick<RouteEntry, 'layout' | 'header' | 'guard' | 'redirect' | 'page' | 'load' | 'writeKeepsData' | 'ownBack'>> {
  readonly title: string
}

const entry = (id: PatternName, input: EntryInput): RouteEntry => ({
  id,
  path: patterns[id],
  layout: input.layout ?? 'default',
  header: input.header ?? 'main',
  ...input,
})

const empty = 'empty' as const
/** Every policy document (terms, privacy, youth protection, about, the /main/policy pages) is one page; a guide another. */
const policyPage = () => import('./routes/policy/PolicyPage.tsx')
const guidePage = () => import('./routes/guide/GuidePage.tsx')
const footerNaviOnly = 'footerNaviOnly' as const

export const routeTable: readonly RouteEntry[] = [
  entry('home', {
    title: '홈',
    layout: 'main',
    header: 'main',
    page: () => import('./routes/home/HomePage.tsx'),
    load: homeLoad,
  }),
  entry('video', { title: '동영상', page: () => import('./routes/video/VideoPage.tsx') }),
  entry('userTag', {
    title: '취향 선택',
    layout: footerNaviOnly,
    guard: 'auth',
    page: () => import('./routes/userTag/TasteSelectPage.tsx'),
    load: tasteLoad,
  }),
  entry('helpMain', { title: '고객센터', layout: empty, page: () => import('./routes/help/HelpMainPage.tsx'), load: helpCentreLoad }),
  entry('pay', { title: '이용권 구매', guard: 'auth', page: () => import('./routes/pay/PayPage.tsx'), load: payLoad }),
  entry('tagAdult', { title: '성인 취향별 보기', page: () => import('./routes/tagAdult/AdultTagPage.tsx'), load: adultTagLoad }),
  entry('cert', { title: '성인 인증', layout: empty, page: () => import('./routes/cert/CertPage.tsx') }),
  entry('help', { title: '고객센터', page: () => import('./routes/help/HelpMainPage.tsx'), load: helpCentreLoad }),
  entry('login', { title: '로그인', page: () => import('./routes/login/LoginPage.tsx') }),
  entry('myPage', {
    title: '마이페이지',
    layout: footerNaviOnly,
    guard: 'auth',
    page: () => import('./routes/myPage/MyPage.tsx'),
    load: myPageLoad,
  }),
  entry('search', { title: '검색', layout: footerNaviOnly, page: () => import('./routes/search/SearchPage.tsx'), load: searchLoad }),
  entry('searchResult', {
    title: '검색 결과',
    layout: footerNaviOnly,
    page: () => import('./routes/searchResult/SearchResultPage.tsx'),
    load: searchResultLoad,
  }),
  entry('settingsTag', {
    title: '취향 설정',
    guard: 'auth',
    page: () => import('./routes/settingsTag/TasteSettingsPage.tsx'),
    load: tasteLoad,
  }),
  entry('tag', { title: '태그별 작품', layout: empty, page: () => import('./routes/tag/TagPage.tsx'), load: tagLoad }),
  entry('register', { title: '회원가입', page: () => import('./routes/register/RegisterPage.tsx') }),
  entry('category', { title: '카테고리', layout: empty, page: () => import('./routes/category/CategoryPage.tsx'), load: categoryLoad }),
  entry('contents', {
    title: '콘텐츠',
    layout: 'main',
    header: 'sub_main',
    page: () => import('./routes/contents/ContentsPage.tsx'),
    load: contentsLoad,
  }),
  entry('movie', {
    title: '작품 상세',
    layout: footerNaviOnly,
    header: 'none',
    page: () => import('./routes/movie/MoviePage.tsx'),
    load: movieLoad,
  }),
  entry('payReturn', {
    title: '결제 결과',
    guard: 'auth',
    page: () => import('./routes/payReturn/PayReturnPage.tsx'),
    writeKeepsData: true,
  }),
  entry('payFirstGuide', { title: '첫 구매 안내', page: () => import('./routes/payFirstGuide/FirstPurchaseGuidePage.tsx') }),
  entry('settingsCurrency', {
    title: `${CURRENCY_NAME} 설정`,
    guard: 'auth',
    page: () => import('./routes/settingsCurrency/CurrencySettingsPage.tsx'),
    load: currencyLoad,
  }),
  entry('settings', { title: '설정', page: () => import('./routes/settings/SettingsPage.tsx') }),
  entry('unregister', {
    title: '회원 탈퇴',
    guard: 'auth',
    page: () => import('./routes/unregister/UnregisterPage.tsx'),
    load: accountLoad,
    writeKeepsData: true,
  }),
  entry('goodbye', { title: '탈퇴 완료', page: () => import('./routes/goodbye/GoodbyePage.tsx') }),
  entry('appBuyGuide', { title: '앱에서 구매하기', layout: empty, page: () => import('./routes/appBuyGuide/AppBuyGuidePage.tsx') }),
  entry('settingsAccount', {
    title: '계정 설정',
    guard: 'auth',
    page: () => import('./routes/settingsAccount/AccountSettingsPage.tsx'),
    load: accountLoad,
  }),
  entry('invitePopup', {
    title: '친구 초대',
    layout: empty,
    page: () => import('./routes/invitePopup/InvitePage.tsx'),
    load: inviteLoad,
  }),
  entry('landing', { title: '이벤트 안내', page: () => import('./routes/landing/LandingPage.tsx'), load: landingLoad }),
  entry('scene', {
    title: '명장면',
    layout: footerNaviOnly,
    header: 'none',
    page: () => import('./routes/scene/ScenePage.tsx'),
    load: watchLoad('scene_url'),
    writeKeepsData: true,
    ownBack: true,
  }),
  entry('faq', { title: '자주 묻는 질문', page: () => import('./routes/faq/FaqPage.tsx'), load: faqLoad }),
  entry('findPassword', { title: '비밀번호 찾기', page: () => import('./routes/findPassword/FindPasswordPage.tsx') }),
  entry('about', { title: '서비스 소개', page: policyPage, load: policyLoad }),
  entry('agree', { title: '이용약관', page: policyPage, load: policyLoad }),
  entry('settingsHelp', { title: '도움말', page: () => import('./routes/settingsHelp/SettingsHelpPage.tsx') }),
  entry('notice', { title: '공지사항', page: () => import('./routes/notice/NoticePage.tsx'), load: noticesLoad }),
  entry('noticeDetail', { title: '공지사항', page: () => import('./routes/noticeDetail/NoticeDetailPage.tsx'), load: noticeLoad }),
  entry('privacy', { title: '개인정보처리방침', page: policyPage, load: policyLoad }),
  entry('protect', { title: '청소년 보호정책', page: policyPage, load: policyLoad }),
  entry('transitionHelp', { title: '서비스 이전 안내', page: guidePage, load: guideLoad }),
  entry('bshorts', { title: '숏클립', layout: empty, page: () => import('./routes/bshorts/ShortClipPage.tsx'), load: shortsLoad }),
  ...policyEntries(),
  entry('redirectPlay', { title: '재생으로 이동', redirect: (p) => paths.player(p['movie_url'] ?? '') }),
  entry('buyingGuide', { title: `이용권·${CURRENCY_NAME} 구매 안내`, page: () => import('./routes/buyingGuide/BuyingGuidePage.tsx') }),
  entry('firstGuide', { title: '처음 이용 안내', page: guidePage, load: guideLoad }),
  entry('player', { title: '재생', layout: empty, page: loadPlayerPage, load: watchLoad('movie_url'), writeKeepsData: true, ownBack: true }),
  entry('listView', { title: '목록 보기', page: () => import('./routes/listView/ListViewPage.tsx'), load: listViewLoad }),
  // Kakao's and Naver's answer (docs/decisions/1460); the action's code loads with it, not with the first page.
  entry('oauthCallback', {
    title: '간편 로그인',
    page: () => import('./routes/oauthCallback/OAuthCallbackPage.tsx'),
  }),
  // 누가 보나요? and the profiles' 관리 (docs/decisions/1902).
  entry('profiles', {
    title: '누가 보나요?',
    layout: empty,
    guard: 'auth',
    page: () => import('./routes/profiles/ProfilesPage.tsx'),
    load: profilesLoad,
  }),
  entry('settingsProfiles', {
    title: '프로필 관리',
    guard: 'auth',
    page: () => import('./routes/settingsProfiles/ProfileManagePage.tsx'),
    load: profileManageLoad,
  }),
  entry('viewType', { title: '보기 방식별 콘텐츠', page: () => import('./routes/viewType/ViewTypePage.tsx'), load: viewTypeLoad }),
]

/** The policy pages and their /{view_type} variants: all empty layout, one page module. */
function policyEntries(): RouteEntry[] {
  const policy = (id: PatternName, title: string) => entry(id, { title, layout: empty, page: policyPage, load: policyLoad })
  return [
    policy('policyApp', '앱 이용 정책'),
    policy('policyAppView', '앱 이용 정책'),
    policy('policyBolaa', '볼라 이용 정책'),
    policy('policyBolaaView', '볼라 이용 정책'),
    policy('policySkytv', '스카이TV 이용 정책'),
    policy('policySkytvView', '스카이TV 이용 정책'),
    policy('policyProduct', '서비스 이용 정책'),
    policy('policyProductView', '서비스 이용 정책'),
  ]
}

/** The entry with this id (every PatternName has one). */
export const routeById = (id: PatternName): RouteEntry => {
  const found = routeTable.find((r) => r.id === id)
  if (!found) throw new Error(`no route ${id}`)
  return found
}
