import { josa } from 'es-hangul'
import { MyPageTab } from '../../core/contract/index.ts'
import { MIN_TASTES, type PageAct, field, tryWrite } from './actions.ts'

/**
 * What a viewer keeps and lets go: 저장, a list's 지우기, the taste and a clip. Writes several pages
 * make: each of those pages' modules exports one as its `act`.
 */

/** 저장 and its undoing on a title's page (saveVideo; myListRemove from 저장한 영상). */
export const saveAct: PageAct = ({ form, write }) => {
  const movieUrl = field(form, 'movie_url')
  return field(form, 'intent') === 'save'
    ? tryWrite(() => write('saveVideo', { movie_url: movieUrl }), '저장했습니다. 마이페이지의 저장한 영상에서 볼 수 있습니다.')
    : tryWrite(() => write('myListRemove', { tab: MyPageTab.savedVideos, item_id: movieUrl }), '저장한 영상에서 뺐습니다.')
}

/** An item out of one of my page's lists (my page, the home's 이어보기). */
export const removeAct: PageAct = ({ form, write }) =>
  tryWrite(
    () => write('myListRemove', { tab: Number(field(form, 'tab')), item_id: field(form, 'item_id') }),
    `${josa(field(form, 'name'), '을/를')} 목록에서 지웠습니다.`,
  )

/** The member's taste: every checked tag, at least MIN_TASTES of them. */
export const tasteAct: PageAct = async ({ form, write }) => {
  const tags = form.getAll('tag_urls').map(String)
  if (tags.length < MIN_TASTES) return { ok: false, message: `취향 태그를 ${MIN_TASTES}개 이상 골라 주세요.` }
  return tryWrite(() => write('tasteSet', { tag_urls: tags.join(',') }), '취향을 저장했습니다. 홈 추천에 반영됩니다.')
}

/** 구간 저장 and 장면 저장 while watching: the marked range as a section (tab 4) or a scene (tab 5). */
export const clipAct: PageAct = ({ form, write }) => {
  const call = field(form, 'intent') === 'saveScene' ? 'saveScene' : 'saveSection'
  const params = { movie_url: field(form, 'movie_url'), start: Number(field(form, 'start')), end: Number(field(form, 'end')), title: field(form, 'title') }
  return tryWrite(() => write(call, params), `${call === 'saveScene' ? '장면' : '구간'}을 저장했습니다. 마이페이지에서 볼 수 있습니다.`)
}
