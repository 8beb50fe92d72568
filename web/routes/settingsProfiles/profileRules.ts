import type { ViewerProfile } from '../../../core/api/schemas.account.ts'

/**
 * The viewing-age rules 관리 shows before it asks (the stand-in checks them again): the five
 * limits, a kids profile's ceiling, and when a change asks for the account password.
 */
export type AgeLimit = ViewerProfile['age_limit']
export type ProfileKind = ViewerProfile['kind']
export const AGE_LIMITS: readonly AgeLimit[] = ['ALL', '7', '12', '15', '19']

const ageOf = (limit: AgeLimit): number => (limit === 'ALL' ? 0 : Number(limit))

/** The limits a kind may have: a kids profile stays at 12 or lower. */
export const limitsFor = (kind: ProfileKind): readonly AgeLimit[] => (kind === 'kids' ? AGE_LIMITS.filter((l) => ageOf(l) <= 12) : AGE_LIMITS)

/** Does the change let the profile see more (asks for the account password)? */
export const letsSeeMore = (from: { kind: ProfileKind; limit: AgeLimit }, to: { kind: ProfileKind; limit: AgeLimit }): boolean =>
  ageOf(to.limit) > ageOf(from.limit) || (from.kind === 'kids' && to.kind === 'regular')
