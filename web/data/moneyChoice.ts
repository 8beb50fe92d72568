import { intParam } from '../browse/listChoice.ts'

/**
 * What the money pages' URLs ask for (the URL is the state: back, forward and reload keep it).
 * The route loaders read it, so it loads with the first page: keys and numbers only, the Korean
 * names are web/pay/money.ts's.
 */

/** The 빵탄 history's filters in the page's order: currencyHistory's kinds, '' every kind. */
export const historyKinds = ['', 'charge', 'spend', 'bonus', 'expire', 'refund', 'grant'] as const
export type HistoryKind = (typeof historyKinds)[number]

/** Entries or purchases a page (the calls' own default). */
export const MONEY_PAGE_SIZE = 20

/** ?page= from 1 (anything else: 1). */
export const pageChoice = (params: URLSearchParams): number => Math.max(1, intParam(params.get('page')) ?? 1)

/** /settings/bbtan?kind=&page=: the history's filter and page. */
export const historyChoice = (params: URLSearchParams): { kind: HistoryKind; page: number } => ({
  kind: historyKinds.find((k) => k === params.get('kind')) ?? '',
  page: pageChoice(params),
})
