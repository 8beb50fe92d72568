import { ResultCode } from '../../../core/contract/index.ts'
import type { StreamGrant } from '../../../core/api/schemas.grants.ts'
import { findPlayable, playRefusal, viewerPasses } from './playable.ts'
import type { CallAnswer, CallHandler, CallRequest, World } from '../server/callTypes.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses = 'catalogue' | 'hosts' | 'media' | 'money' | 'now' | 'streams' | 'watch'
type Slice = Pick<World, Uses>

/**
 * Stream grants from the API host (docs/decisions/1800): playInfo and shortsFeed hand one out
 * with each stream, streamGrant renews it; each comes as a Set-Cookie scoped to the title's media.
 */

/** A grant for the session asking and a title it was just allowed: the cookie to set and what the answer says of it. */
export const grantFor = (request: CallRequest, world: Slice, movieUrl: string): { readonly cookie: string; readonly grant: StreamGrant } | undefined => {
  if (!request.session) return undefined
  const { grants } = world.media
  const { value, claims } = grants.issue(request.session.s, request.session.deviceId, movieUrl)
  return { cookie: grants.cookie(value, claims), grant: { path: claims.p, expires_in: Math.round(grants.ttlMs / 1000) } }
}

/**
 * streamGrant: a fresh grant for a title the player is playing, checked again as playInfo checks
 * it (a pass that lapsed, a purchase refunded, a verification that ran out answer that code).
 */
export const streamGrant: CallHandler<Uses> = async (request, world): Promise<CallAnswer> => {
  const hit = findPlayable(world, request.params.movie_url ?? '')
  if (!hit) return { retval: ResultCode.dataNotFound }
  const refused = playRefusal(hit.title, request, await viewerPasses(request, world), world.now())
  if (refused !== undefined) return { retval: refused }
  const movieUrl = hit.kind === 'episode' ? hit.episode.movieUrl : hit.title.movieUrl
  const given = grantFor(request, world, movieUrl)
  if (!given) return { retval: ResultCode.tokenMissing }
  return { retval: ResultCode.success, output: { movie_url: movieUrl, grant: given.grant }, cookies: [given.cookie] }
}
