import { ServiceId } from '../../../core/contract/index.ts'
import { intParam, listChoice } from '../../browse/listChoice.ts'
import { type ListParams, listLoad } from '../../browse/listPages.ts'
import type { LoadAt } from '../../data/pageData.ts'
import { keptMenu } from '../../browse/keptMenu.ts'

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
