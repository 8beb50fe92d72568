import { MyPageTab } from '../../../core/contract/index.ts'
import type { LoadAt } from '../../data/pageData.ts'

/** /: the hero and rows, and a member's 이어보기 (myList's watched tab). */
export const homeLoad = (at: LoadAt) => ({
  home: at.read('homeContents'),
  continueWatching: at.viewer().then((viewer) => (viewer.isLogin ? at.read('myList', { tab: MyPageTab.watched }) : null)),
})
