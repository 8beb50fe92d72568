import { ServiceId } from '../../../core/contract/index.ts'
import { curatedLists } from '../../browse/curatedLists.ts'
import { listChoice } from '../../browse/listChoice.ts'
import { type ListParams, listLoad } from '../../browse/listPages.ts'
import type { LoadAt } from '../../data/pageData.ts'

/** /list/{list_key}: one curated list, endless; null for a list that does not exist. */
export const listViewLoad = (at: LoadAt) => {
  const curated = curatedLists[at.params['list_key'] ?? '']
  const list: ListParams | null = curated ? { section_no: ServiceId.all, sort: curated.sort, count: listChoice(at.url.searchParams).count } : null
  return { list: list && listLoad(at, list), listParams: list }
}
