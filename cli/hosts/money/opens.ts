import { saleItem, passOpens } from './items.ts'
import type { Catalogue } from '../titles/title.ts'
import type { OpensOf } from './refunds.ts'

/** What a purchase opens, through the catalogue (items.ts passOpens): the titles whose playback makes it no longer withdrawable. */
export const opensThrough =
  (catalogue: Catalogue): OpensOf =>
  (purchase) => {
    const item = saleItem(purchase.itemId)
    return (movieUrl) => {
      if (purchase.movieUrl !== null) return movieUrl === purchase.movieUrl
      const title = catalogue.find(movieUrl)?.title
      return item !== undefined && title !== undefined && passOpens({ itemType: item.type, itemGroup: item.group, movieUrl: null }, title)
    }
  }
