import { MyPageTab } from '../../../core/contract/index.ts'
import type { LoadAt } from '../../data/pageData.ts'
import { pageOf } from '../../browse/listChoice.ts'

/** /myPage?tab=: the tab's list (시청 기록 when the query names none); 구매 내역 (tab 2) is purchaseHistory's ?page=. */
export const myPageLoad = (at: LoadAt) => {
  const tab = Object.values(MyPageTab).find((t) => String(t) === at.url.searchParams.get('tab')) ?? MyPageTab.watched
  // What is due, a grace to pay and a price rise to answer: told on every tab (docs/decisions/1550).
  const notices = at.read('moneyNotices')
  if (tab !== MyPageTab.purchased) return { list: at.read('myList', { tab }), purchases: null, notices }
  return { list: null, purchases: at.read('purchaseHistory', { page: pageOf(at) }), notices }
}
