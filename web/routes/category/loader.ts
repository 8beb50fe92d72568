import { ServiceId } from '../../../core/contract/index.ts'
import { intParam } from '../../browse/listChoice.ts'
import type { LoadAt } from '../../data/pageData.ts'
import { keptMenu } from '../../browse/keptMenu.ts'

/** /category: the categories of the query's section, else the kept menu's. */
export const categoryLoad = (at: LoadAt) => {
  const sectionNo = intParam(at.url.searchParams.get('section')) ?? keptMenu(at)?.section_no ?? ServiceId.all
  return { categories: at.read('categoryList', { section_no: sectionNo }), sectionNo }
}
