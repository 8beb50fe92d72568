/**
 * The 빵탄 history's kinds (currencyHistory's; '' every kind), in the filters' order: the /settings/bbtan
 * loader reads them, apart from money.ts (its words), which the first page does not carry.
 */
export const historyKinds = ['', 'charge', 'spend', 'bonus', 'expire', 'refund', 'grant'] as const
export type HistoryKind = (typeof historyKinds)[number]
