import { AccountType, NAME_MAX, ResultCode } from '../../../core/contract/index.ts'
import { type FirebaseProject, type KeyLookup, checkFirebaseToken, googleKeys } from './firebaseToken.ts'
import { loginAnswer } from './calls.ts'
import { verifyKakaoNaver } from './kakaoNaverCalls.ts'
import type { CallHandler, World } from '../server/callTypes.ts'

/** What this file's handlers use of the stand-in (server/callTypes.ts World). */
type Uses =
  | 'accounts'
  | 'care'
  | 'devices'
  | 'firebase'
  | 'guests'
  | 'hosts'
  | 'invites'
  | 'kakaoNaver'
  | 'limits'
  | 'loginKeys'
  | 'now'
  | 'print'
  | 'sessionLimit'
  | 'sessions'
  | 'socialLinks'
type Slice = Pick<World, Uses>

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

/** How the auth host checks Firebase ID tokens: the project, and Google's keys (none: the emulator's unsigned tokens). */
export interface FirebaseSignIn {
  readonly projectId: string
  readonly keys?: KeyLookup
}

/** The sign-in check for a project: unsigned tokens only with the emulator, Google's keys otherwise. */
export const firebaseSignInOf = (project: FirebaseProject, now: () => number = Date.now): FirebaseSignIn =>
  project.emulator ? { projectId: project.projectId } : { projectId: project.projectId, keys: googleKeys(project.keysUrl, now) }

/** Checks a provider's token; undefined when it does not check out. */
export type Verifier = (provider: SocialProvider, token: string, world: Slice) => Promise<SocialIdentity | undefined>

/** The account type a new account of each provider gets (the product's account types, docs/product.md). */
export const accountTypeOf: { readonly [P in SocialProvider]: AccountType } = {
  google: AccountType.google,
  facebook: AccountType.facebook,
  apple: AccountType.apple,
  kakao: AccountType.kakao,
  naver: AccountType.naver,
}

/** Firebase's sign_in_provider for the providers that sign in through it. */
const firebaseProviderIds: Partial<Record<SocialProvider, string>> = { google: 'google.com', facebook: 'facebook.com', apple: 'apple.com' }

/** A Firebase ID token (google, facebook, apple): it must name the very provider the app said. */
const firebaseVerifier: Verifier = async (provider, token, world) => {
  if (!world.firebase) return undefined
  const claims = await checkFirebaseToken(token, { ...world.firebase, now: world.now() })
  if (!claims || claims.signInProvider !== firebaseProviderIds[provider]) return undefined
  return { provider, subject: claims.sub, ...(claims.email ? { email: claims.email } : {}), ...(claims.name ? { name: claims.name } : {}) }
}

/** Each provider's check: Firebase's ID tokens, and the stand-in's Kakao and Naver tokens (docs/decisions/1460). */
const verifiers: Partial<Record<SocialProvider, Verifier>> = {
  google: firebaseVerifier,
  facebook: firebaseVerifier,
  apple: firebaseVerifier,
  kakao: verifyKakaoNaver,
  naver: verifyKakaoNaver,
}

const isProvider = (value: string): value is SocialProvider => (socialProviders as readonly string[]).includes(value)

/** Who the token names, or why not: 'unsupported' (no check for that provider), 'refused' (it did not check out). */
export const verify = async (provider: string, token: string, world: Slice): Promise<SocialIdentity | 'unsupported' | 'refused'> => {
  const verifier = isProvider(provider) ? verifiers[provider] : undefined
  if (!isProvider(provider) || !verifier) return 'unsupported'
  return (await verifier(provider, token, world)) ?? 'refused'
}

/** A name for a new account: the provider's, else the email's local part, within the name rule's length. */
const nameOf = (identity: SocialIdentity): string => [...(identity.name?.trim() || identity.email?.split('@')[0] || '회원')].slice(0, NAME_MAX).join('')

/**
 * Designed: signs in with a provider's ID token (docs/decisions/1430). The account linked to the
 * provider's person logs in; else the account of the token's email (-49 when it is an email
 * account, else it is linked); else a new account of the provider's type, without a password, is
 * made and linked. Answers as emailLogin does; auto_login=1 sets the login_key cookie.
 */
export const socialLogin: CallHandler<Uses> = async (request, world) => {
  const identity = await verify(request.params.provider ?? '', request.params.id_token ?? '', world)
  if (identity === 'unsupported') return { retval: ResultCode.parameterInvalid }
  if (identity === 'refused') return { retval: ResultCode.loginError }
  const linked = await world.socialLinks.accountOf(identity.provider, identity.subject)
  let account = linked ? await world.accounts.byId(linked) : undefined
  if (!account) {
    // A provider without an email (a Facebook login may have none) gets an address of its own that no mail reaches.
    const email = identity.email ?? `${identity.provider}-${identity.subject}@social.invalid`
    const existing = await world.accounts.byEmail(email)
    if (existing?.accountType === AccountType.email) return { retval: ResultCode.accountAlreadyRegistered }
    account = existing ?? (await world.accounts.create({ email, displayName: nameOf(identity), accountType: accountTypeOf[identity.provider] }))
    if (!existing) world.print(`[auth] new ${identity.provider} account ${account.id} (${account.email})`)
    await world.socialLinks.link(identity.provider, identity.subject, account.id, identity.email)
  }
  return loginAnswer(account, request, world, request.params.auto_login === '1')
}
