/** Social providers the popup can sign in with (Firebase in web/, a scripted fake in tests). */
export type SocialProviderId = 'google' | 'facebook' | 'apple' | 'kakao' | 'naver'

export interface SocialCredential {
  readonly provider: SocialProviderId
  readonly idToken: string
  readonly email?: string
  readonly displayName?: string
}

/**
 * The social sign-in popup. `open` resolves with a credential, or rejects with a SocialPopupError
 * whose code is one of the provider's errors (spec section 8). Aborting the signal cancels it.
 */
export interface SocialPopup {
  open(provider: SocialProviderId, signal: AbortSignal): Promise<SocialCredential>
}

export const socialErrorCodes = [
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'unauthorized-domain',
  'network-request-failed',
  'internal-error',
  'invalid-auth-event',
  'invalid-api-key',
  'auth-domain-config-required',
] as const
export type SocialErrorCode = (typeof socialErrorCodes)[number]

export class SocialPopupError extends Error {
  override readonly name = 'SocialPopupError'
  constructor(readonly code: SocialErrorCode) {
    super(code)
  }
}
