import { ItemType, formatHostTime } from '../../../core/contract/index.ts'
import { type SaleItem, saleItems, singleItem, singleTitleOf } from './items.ts'
import type { Order, PassRow } from './orders.ts'
import { canSee } from '../titles/visibility.ts'
import type { Viewer } from '../titles/title.ts'
import type { World } from '../server/callTypes.ts'

/**
 * How an item and a purchase read to the viewer asking: the money calls and the promises (refunds,
 * renewals) both show them, so neither imports the other.
 */

type Slice = Pick<World, 'catalogue' | 'now'>

/** A sale item by id, a single title's through the catalogue. */
export const itemOf = (world: Pick<World, 'catalogue'>, itemId: string): SaleItem | undefined => {
  const movieUrl = singleTitleOf(itemId)
  if (movieUrl === undefined) return saleItems.find((item) => item.id === itemId)
  const title = world.catalogue.find(movieUrl)?.title
  return title && title.itemType === ItemType.single && title.movieUrl === movieUrl ? singleItem(title) : undefined
}

/** A single purchase's title as this viewer may see it: an adult title's name only after verification. */
export const titleName = (world: Slice, movieUrl: string | null, viewer: Viewer): string | null => {
  const title = movieUrl ? world.catalogue.find(movieUrl)?.title : undefined
  return title && canSee(viewer, title) ? title.title : null
}

/** A single purchase's title address, null where its name is hidden: the adult gate would lock the whole record (browse/adultGate.ts). */
export const titleUrl = (world: Slice, movieUrl: string | null, viewer: Viewer): string | null =>
  titleName(world, movieUrl, viewer) === null ? null : movieUrl

/** An item's name as this viewer may see it (a single item's name carries its title). */
export const itemName = (world: Slice, itemId: string, viewer: Viewer): string | undefined => {
  const item = itemOf(world, itemId)
  if (!item?.movieUrl) return item?.name
  return titleName(world, item.movieUrl, viewer) === null ? '개별 구매 (성인 인증 후 볼 수 있어요)' : item.name
}

/** A purchase as the history lists it. */
export const purchaseRecord = (world: Slice, order: Order, pass: PassRow | null, viewer: Viewer) => {
  const item = itemOf(world, order.itemId)
  const playsUntil = pass ? (pass.graceUntil ?? pass.endsAt) : 0
  const status =
    order.status === 'refunded' || order.status === 'voided'
      ? order.status
      : pass
        ? playsUntil > world.now()
          ? 'active'
          : 'expired'
        : order.status === 'open'
          ? 'pending'
          : order.status
  return {
    purchase_id: order.id,
    item_id: order.itemId,
    item_name: itemName(world, order.itemId, viewer) ?? (order.itemId === 'bbtan-grant' ? '빵탄 지급' : order.itemId),
    item_type: item?.type ?? ItemType.consumable,
    item_group: item?.group ?? 1,
    movie_url: titleUrl(world, order.movieUrl, viewer),
    title: titleName(world, order.movieUrl, viewer),
    status,
    paid_with: order.paidWith,
    payment_method: order.paymentMethod,
    amount_won: order.amountWon,
    amount_bbtan: order.amountBbtan,
    bought_at: formatHostTime(order.paidAt ?? order.createdAt),
    ends_at: pass ? formatHostTime(pass.endsAt) : null,
    renews: pass?.renews ? 1 : 0,
    cancelled_at: pass?.cancelledAt ? formatHostTime(pass.cancelledAt) : null,
    renewal: order.renewalOf ? 1 : 0,
    decline_reason: order.declineReason,
    grace_until: pass?.graceUntil && pass.renews ? formatHostTime(pass.graceUntil) : null,
    refunded_at: order.refundedAt === null ? null : formatHostTime(order.refundedAt),
    refund_won: order.refundWon,
    refund_bbtan: order.refundBbtan,
  }
}
