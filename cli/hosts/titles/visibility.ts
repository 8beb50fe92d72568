import type { ContentCard } from '../../../core/api/schemas.browse.ts'
import { ItemType, ResultCode, ServiceId, formatHostTime } from '../../../core/contract/index.ts'
import { artPath } from '../../../core/contract/siteBuild.ts'
import { ageLimitRefusal, allows } from '../profiles/rules.ts'
import type { CatalogueTitle, Viewer } from './title.ts'

/**
 * The adult rule and the item flags (docs/decisions/0901-adult-and-flags.md):
 * - an adult title's name, art and clips go only to a member session whose adult flag is Y;
 *   anyone else gets a locked card (title '', no art) or, opening it, -121 (guest) / -50 (member);
 * - filter 1 leaves adult titles out of every list, row and related list altogether;
 * - the flags never hide a title, they say whether its item is allowed: a skytv-only member may
 *   use free and skytv items only; the red line needs the red item.
 */

/** A guest, as the rule sees one. */
export const guestViewer: Viewer = { kind: 'guest', adultVerified: false, skytvItemOnly: false, redItem: false, filter: false }

/** May this viewer see the title's name, art and clips? */
export const canSee = (viewer: Viewer, title: Pick<CatalogueTitle, 'adult'>): boolean => !title.adult || (viewer.kind === 'member' && viewer.adultVerified)

/** Is the title within the profile's viewing-age limit (docs/decisions/1901)? Always without a limit. */
export const withinLimit = (viewer: Viewer, title: Pick<CatalogueTitle, 'ageRating'>): boolean =>
  viewer.ageLimit === undefined || allows(viewer.ageLimit, title.ageRating)

/** Is the title in this viewer's lists at all? (filter 1 leaves adult titles out; a profile's limit, those above it.) */
export const isListed = (viewer: Viewer, title: Pick<CatalogueTitle, 'adult' | 'ageRating'>): boolean =>
  !(title.adult && viewer.filter) && withinLimit(viewer, title)

/**
 * Why the viewer may not open the title: above the profile's limit, that limit's code (-1910..-1913);
 * -121 a guest, -50 an unverified member; undefined when it may.
 */
export const refusalOf = (viewer: Viewer, title: Pick<CatalogueTitle, 'adult' | 'ageRating'>): number | undefined => {
  if (viewer.ageLimit !== undefined && !withinLimit(viewer, title)) return ageLimitRefusal(viewer.ageLimit)
  if (canSee(viewer, title)) return undefined
  return viewer.kind === 'guest' ? ResultCode.adultLoginRequired : ResultCode.adultVerificationRequired
}

/** Do the viewer's flags allow the title's item? (Not whether the member holds it: that is watch's.) */
export const itemAllowed = (viewer: Viewer, title: Pick<CatalogueTitle, 'itemType' | 'serviceId'>): boolean => {
  if (viewer.skytvItemOnly && title.itemType !== ItemType.free && title.itemType !== ItemType.skytv) return false
  if (title.serviceId === ServiceId.red && !viewer.redItem) return false
  return true
}

/** Where a title's artwork lives on the web host (the contract's rule, on this host's origin). */
export const artUrl = (web: string, movieUrl: string, image: Parameters<typeof artPath>[1]): string => `${web}${artPath(movieUrl, image)}`

/**
 * A title as lists show it; a locked card when the viewer may not see it (no name, no art, no
 * details). Built by adding fields to one new object, not by spreading shared fields into it: a
 * spread costs about 10 µs a card in V8, and a search answer builds up to 150 (the search
 * budget is 5 ms). Callers may add to the card they get: it is always a new object.
 */
export const toCard = (title: CatalogueTitle, viewer: Viewer, web: string): ContentCard => {
  const card: { -readonly [K in keyof ContentCard]: ContentCard[K] } = {
    movie_url: title.movieUrl,
    kind: title.kind,
    section_no: title.serviceId,
    adult: title.adult ? 1 : 0,
    item_type: title.itemType,
    age_rating: title.ageRating,
    item_allowed: itemAllowed(viewer, title) ? 1 : 0,
    title: '',
    locked: 1,
  }
  if (!canSee(viewer, title)) return card
  card.title = title.title
  card.locked = 0
  card.year = title.year
  card.rating = title.rating
  card.genre = title.genre
  card.view_count = title.viewCount
  card.saved_count = title.savedCount
  card.reg_date = formatHostTime(title.registeredAt)
  card.duration = title.durationSec
  card.poster = artUrl(web, title.movieUrl, 'poster')
  card.tile = artUrl(web, title.movieUrl, 'tile')
  card.big = artUrl(web, title.movieUrl, 'big')
  return card
}
