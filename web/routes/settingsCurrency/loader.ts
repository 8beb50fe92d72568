import type { LoadAt } from '../../data/pageData.ts'
import { pageOf } from '../../browse/listChoice.ts'
import { type HistoryKind, historyKinds } from '../../pay/historyKinds.ts'

/** /settings/bbtan?kind=&page= (the URL is the state): the balance and the history's page of that kind. */
export const currencyLoad = (at: LoadAt) => {
  const kind: HistoryKind = historyKinds.find((k) => k === at.url.searchParams.get('kind')) ?? ''
  return { balance: at.read('currencyBalance'), history: at.read('currencyHistory', { kind, page: pageOf(at) }), kind }
}
