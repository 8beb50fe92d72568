import { listChoice } from '../../browse/listChoice.ts'
import { type ListParams, listLoad } from '../../browse/listPages.ts'
import type { LoadAt } from '../../data/pageData.ts'

/** /tag/{tag_url}: the tags (for the tag's name) and its titles, endless. */
export const tagLoad = (at: LoadAt) => {
  const list: ListParams = { tag_url: at.params['tag_url'] ?? '', ...listChoice(at.url.searchParams) }
  return { tags: at.read('tagList'), list: listLoad(at, list), listParams: list }
}
