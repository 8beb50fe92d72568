import { ResultCode } from '../../../core/contract/index.ts'

/**
 * The profile rules (docs/decisions/1900, 1901): what a viewing-age limit lets through, which
 * limits a kind may have, and the PIN's numbers. Pure, so the calls and the tests share them.
 */
export const AGE_LIMITS = ['ALL', '7', '12', '15', '19'] as const
export type AgeLimit = (typeof AGE_LIMITS)[number]
export const PROFILE_KINDS = ['regular', 'kids'] as const
export type ProfileKind = (typeof PROFILE_KINDS)[number]

/** Profiles one account may have. */
export const MAX_PROFILES = 5
/** Wrong PINs in a row before the profile closes. */
export const PIN_MISSES_ALLOWED = 5
/** How long five wrong PINs close a profile. */
export const PIN_LOCK_MS = 15 * 60_000

/** A limit or a title's rating as an age: 전체 is 0. */
const ageOf = (rating: string): number => (rating === 'ALL' ? 0 : Number(rating))

/** Does a profile with this limit get a title of this rating? */
export const allows = (limit: AgeLimit, rating: string): boolean => ageOf(rating) <= ageOf(limit)

/** The highest limit a kind may have: a kids profile is held to 12. */
export const kindCeiling = (kind: ProfileKind): AgeLimit => (kind === 'kids' ? '12' : '19')

/** Is `next` above `now` (raising asks for the account password)? */
export const raises = (now: AgeLimit, next: AgeLimit): boolean => ageOf(next) > ageOf(now)

export const isAgeLimit = (value: string | undefined): value is AgeLimit => (AGE_LIMITS as readonly string[]).includes(value ?? '')
export const isProfileKind = (value: string | undefined): value is ProfileKind => (PROFILE_KINDS as readonly string[]).includes(value ?? '')
export const isPin = (value: string | undefined): boolean => /^\d{4}$/.test(value ?? '')

/** The code that refuses a title above the limit, one per limit so the code names it. */
export const ageLimitRefusal = (limit: AgeLimit): number | undefined => {
  switch (limit) {
    case 'ALL':
      return ResultCode.profileLimitAll
    case '7':
      return ResultCode.profileLimit7
    case '12':
      return ResultCode.profileLimit12
    case '15':
      return ResultCode.profileLimit15
    case '19':
      return undefined
  }
}
