import { bbtan, won } from './money.ts'

/** What a refund gives back as the member reads it: "3,900원", "빵탄 39개", or both. */
export const refundAmount = (wonAmount: number, bbtanCount: number): string =>
  [wonAmount > 0 || bbtanCount === 0 ? won(wonAmount) : '', bbtanCount > 0 ? bbtan(bbtanCount) : ''].filter(Boolean).join(' · ')
