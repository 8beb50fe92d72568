import { MyPageTab } from '../../../core/contract/index.ts'
import type { LoadAt } from '../../data/pageData.ts'
import { keptHome } from './keptHome.ts'

/**
 * /: the hero and rows, and a member's 이어보기 (myList's watched tab). Back on a home entry, what
 * it drew (./keptHome.ts), at once: the page is whole when its scroll is put back.
 */
export const homeLoad = (at: LoadAt) => {
  const kept = keptHome(at.entryKey)
  return {
    home: kept ? kept.home : at.read('homeContents'),
    continueWatching: kept ? kept.continueWatching : at.viewer().then((viewer) => (viewer.isLogin ? at.read('myList', { tab: MyPageTab.watched }) : null)),
    rowScroll: kept?.rowScroll,
  }
}
