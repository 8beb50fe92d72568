import { Link, useSearchParams } from 'react-router'
import { MyPageTab } from '../../../core/contract/index.ts'
import { EmptyState } from '../../components/EmptyState.tsx'
import type { MyListOutput } from '../../../core/api/schemas.watch.ts'
import { WatchList } from '../../components/WatchList.tsx'
import type { myPageLoad } from './loader.ts'
import { type Part, usePageData, usePart } from '../../data/pageData.ts'
import { PageFrame } from '../../components/PageFrame.tsx'
import { paths } from '../../paths.ts'
import { MemberLinks } from './MemberLinks.tsx'
import { MoneyNotices } from './MoneyNotices.tsx'
import { PurchaseList } from './PurchaseList.tsx'
import './MyPage.css'
// The page's writes (its route's action): in this module, so a form's write waits for no more code.
export { act } from './action.ts'

const tabs: readonly { readonly tab: MyPageTab; readonly label: string; readonly empty: string }[] = [
  { tab: MyPageTab.watched, label: '시청 기록', empty: '시청한 콘텐츠가 없습니다' },
  { tab: MyPageTab.purchased, label: '구매 내역', empty: '구매한 콘텐츠가 없습니다' },
  { tab: MyPageTab.savedVideos, label: '저장한 영상', empty: '저장한 영상이 없습니다' },
  { tab: MyPageTab.savedSections, label: '저장한 구간', empty: '저장한 구간이 없습니다' },
  { tab: MyPageTab.savedScenes, label: '저장한 장면', empty: '저장한 장면이 없습니다' },
]

/** /myPage: the member's five lists (구매 내역 is their purchases) (login required; the tab is in the query, ?tab=1..5), then settings and logout. */
export default function MyPage() {
  const [params] = useSearchParams()
  const current = tabs.find((t) => String(t.tab) === params.get('tab')) ?? tabs[0]!
  const data = usePageData<typeof myPageLoad>()
  return (
    <PageFrame>
      <nav className="my-tabs" aria-label="마이페이지 목록">
        <ul>
          {tabs.map((t) => (
            <li key={t.tab}>
              <Link to={paths.myPageTab(t.tab)} className="pill-link" aria-current={t.tab === current.tab ? 'page' : undefined} replace>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MoneyNotices part={data.notices} title={current.tab === MyPageTab.purchased ? '결제 예정' : '결제 안내'} />
      {data.purchases ? (
        <PurchaseList part={data.purchases} />
      ) : data.list ? (
        <TabList part={data.list} tab={current.tab} label={current.label} empty={current.empty} />
      ) : null}
      <MemberLinks />
    </PageFrame>
  )
}

/** One tab's list (myList), with its loading, failure (다시 시도) and empty states. */
function TabList({ part, tab, label, empty }: { part: Part<MyListOutput>; tab: MyPageTab; label: string; empty: string }) {
  const list = usePart(part)
  if (list.status === 'loading')
    return (
      <p className="my-list__loading" aria-busy="true">
        목록을 불러오는 중입니다…
      </p>
    )
  if (list.status === 'error')
    return (
      <section className="my-list__error" role="alert">
        <p>{list.message}</p>
        <button type="button" className="button" onClick={list.retry}>
          다시 시도
        </button>
      </section>
    )
  if (list.data.list.length === 0) return <EmptyState message={empty} action={{ to: paths.home(), label: '작품 둘러보기' }} />
  return <WatchList key={tab} tab={tab} items={list.data.list} label={label} />
}
