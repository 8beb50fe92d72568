import { SortOrder } from '../../core/contract/index.ts'

/** The curated lists /list/{list_key} names (docs/decisions/0950): every service line in one order. */
export const curatedLists: Readonly<Record<string, { readonly title: string; readonly sort: number }>> = {
  latest: { title: '새로 올라온 작품', sort: SortOrder.latest },
  popular: { title: '지금 인기 있는 작품', sort: SortOrder.popular },
  name: { title: '가나다순 전체 작품', sort: SortOrder.name },
  saved: { title: '많이 저장한 작품', sort: SortOrder.savedCount },
}
