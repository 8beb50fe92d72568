import type { LoadAt } from '../../data/pageData.ts'

/** /pay: what is sold (a title's single item first), the member's 빵탄, and whether they bought before (the first-purchase guide). */
export const payLoad = (at: LoadAt) => {
  const movieUrl = at.url.searchParams.get('movie_url')
  return {
    items: at.read('itemList', movieUrl ? { movie_url: movieUrl } : {}),
    balance: at.read('currencyBalance'),
    bought: at.read('purchaseHistory', { count: 1 }),
  }
}
