import { ResultCode } from '../../../core/contract/index.ts'
import type { CallHandler, CallRequest } from '../server/callTypes.ts'
import type { TasteOwner } from './tasteStore.ts'
import { visibleTags } from './tags.ts'
import { invalid, ok, viewerOf } from './viewer.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'tastes'

/** At least this many tags make a taste; at most MAX_TASTE. */
export const MIN_TASTE = 3
export const MAX_TASTE = 10

/** Whose tastes a member session reads and sets: its profile's (the first profile's are the account's). */
export const tasteOwnerOf = (request: CallRequest): TasteOwner | undefined => {
  const session = request.session
  if (session?.kind !== 'member' || !session.accountId) return undefined
  return { accountId: session.accountId, ...(session.profile && !session.profile.first ? { profileId: session.profile.id } : {}) }
}

/** tasteGet: the member's chosen tags (none yet: an empty list); -109 for a guest. */
export const tasteGet: CallHandler<Uses> = async (request, world) => {
  const owner = tasteOwnerOf(request)
  if (!owner) return { retval: ResultCode.loginRequired }
  return ok({ tag_urls: (await world.tastes.get(owner)) ?? [] })
}

/**
 * tasteSet: `tag_urls` comma-separated, 3 to 10 tags this session may see (unknown or too few:
 * -11), kept per account in the stand-in's store; -109 for a guest.
 */
export const tasteSet: CallHandler<Uses> = async (request, world) => {
  const owner = tasteOwnerOf(request)
  if (!owner) return { retval: ResultCode.loginRequired }
  const chosen = [
    ...new Set(
      (request.params.tag_urls ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    ),
  ]
  const known = new Set(visibleTags(world, viewerOf(request)).map((t) => t.tag_url))
  if (chosen.length < MIN_TASTE || chosen.length > MAX_TASTE || !chosen.every((u) => known.has(u))) return invalid
  await world.tastes.set(owner, chosen)
  return ok({ tag_urls: chosen })
}
