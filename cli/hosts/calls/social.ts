import { ResultCode } from '../../../core/contract/index.ts'
import type { CallHandler } from './types.ts'

/** The providers of social sign-in, as socialLogin's `provider` field names them. */
export const socialProviders = ['google', 'facebook', 'apple', 'kakao', 'naver'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** Who a provider's token names, once the token checked out. */
export interface SocialIdentity {
  readonly provider: SocialProvider
  /** The provider's stable id of the person (Firebase uid, Kakao or Naver id). */
  readonly subject: string
  readonly email?: string
  readonly name?: string
}

/** Designed socialLogin: checks a provider's ID token and logs its account in (being built: refuses every token for now). */
export const socialLogin: CallHandler = () => ({ retval: ResultCode.loginError })
