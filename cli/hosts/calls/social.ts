import { AccountType, ResultCode } from '../../../core/contract/index.ts'
import { loginAnswer } from './auth.ts'
import { verifyKakaoNaver } from './kakaoNaver.ts'
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
// Temporary wiring of Kakao and Naver only, for their end-to-end tests; socialLogin's own dispatch replaces it.
export const socialLogin: CallHandler = async (request, world) => {
  const { provider = '', id_token = '', auto_login } = request.params
  const identity = await verifyKakaoNaver(provider, id_token, world)
  if (!identity?.email) return { retval: ResultCode.loginError }
  const accountType = identity.provider === 'kakao' ? AccountType.kakao : AccountType.naver
  const existing = await world.accounts.byEmail(identity.email)
  if (existing && existing.accountType !== accountType) return { retval: ResultCode.accountAlreadyRegistered }
  const account = existing ?? (await world.accounts.create({ email: identity.email, displayName: identity.name ?? identity.email, accountType }))
  return loginAnswer(account, request, world, auto_login === '1')
}
