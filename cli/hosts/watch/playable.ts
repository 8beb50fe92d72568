import { ItemType, ResultCode, ServiceId } from '../../../core/contract/index.ts'
import { findQaTitle } from '../titles/qaTitles.ts'
import type { Catalogue, CatalogueHit, CatalogueTitle } from '../titles/title.ts'
import { itemAllowed, refusalOf } from '../titles/visibility.ts'
import { viewerOf } from '../browse/viewer.ts'
import type { CallRequest, World } from '../server/callTypes.ts'
import { passOpens } from '../money/items.ts'
import type { PassRow } from '../money/orders.ts'

/**
 * What may be played and by whom: the watch room's calls, its grants and its streams all ask here,
 * so none of them imports another's handlers.
 */

type Slice = Pick<World, 'catalogue' | 'money'>

/** The generated catalogue; the QA titles come first. */
const catalogueOf = (world: Slice): Catalogue | undefined => world.catalogue

/** A title, episode, scene or crop by its address: the QA titles first, then the catalogue. */
export const findPlayable = (world: Slice, url: string): CatalogueHit | undefined => findQaTitle(url) ?? catalogueOf(world)?.find(url)

/**
 * Who may play a title (docs/contract.md "Playback cases"): `qa-err-N` answers -N; the adult
 * rule (visibility.ts: guest -121, unverified member -50); anything not free needs a member (-109)
 * whose flags allow the item (-110) and who holds a pass in force that opens it
 * (money/items.ts passOpens): else -127 on the playy line, -122 for a single title (-123 when its
 * purchase lapsed), -110 otherwise; -117 when the pass that lapsed was bought with 빵탄.
 * `passes` are all the member's passes, lapsed ones included (viewerPasses).
 */
export const playRefusal = (title: CatalogueTitle, request: CallRequest, passes: readonly PassRow[], now: number): number | undefined => {
  const qa = /^qa-err(-\d+)$/.exec(title.movieUrl)
  if (qa) return Number(qa[1])
  const viewer = viewerOf(request)
  const adult = refusalOf(viewer, title)
  if (adult !== undefined) return adult
  const playy = title.serviceId === ServiceId.playy
  if (title.itemType === ItemType.free && !playy) return undefined
  if (viewer.kind !== 'member') return playy ? ResultCode.playyOnlyProductRequired : ResultCode.loginRequired
  if (!itemAllowed(viewer, title)) return ResultCode.itemRequired
  const opening = passes.filter((p) => passOpens(p, title))
  // A declined renewal's grace still plays (docs/decisions/1550).
  if (opening.some((p) => p.startsAt <= now && now < (p.graceUntil ?? p.endsAt))) return undefined
  const lapsed = opening.find((p) => p.endsAt <= now)
  if (lapsed?.paidWith === 'currency') return ResultCode.currencyPurchaseUseExpired
  if (playy) return ResultCode.playyOnlyProductRequired
  if (title.itemType === ItemType.single) return lapsed ? ResultCode.singlePurchaseExpired : ResultCode.singleItemRequired
  return ResultCode.itemRequired
}

/** Every pass of the member asking (lapsed ones too, newest first); none for a guest. */
export const viewerPasses = async (request: CallRequest, world: Slice): Promise<readonly PassRow[]> =>
  request.session?.kind === 'member' && request.session.accountId ? world.money.passes(request.session.accountId) : []
