/** Social providers the popup can sign in with (Firebase in web/, a scripted fake in tests). */
export type SocialProviderId = 'google' | 'facebook' | 'apple' | 'kakao' | 'naver'

export interface SocialCredential {
  readonly provider: SocialProviderId
  readonly idToken: string
  readonly email?: string
  readonly displayName?: string
}

/** How the popup window is opened, and how the driver reports that the viewer closed it. */
export interface SocialPopupWindow {
  /** 500 by 600 pixels (SocialPopup in core/contract). */
  readonly width: number
  readonly height: number
  /**
   * Call when the viewer closes the popup window. The social popup actor then waits
   * Timing.popupClosedWaitMs for a late result before rejecting as popup-closed-by-user, so a
   * driver that can see the window close should report it here rather than reject itself.
   */
  readonly onClosed: () => void
}

/**
 * The social sign-in popup. `open` resolves with a credential, or rejects with a SocialPopupError
 * whose code is one of the provider's errors (docs/product.md §8). Aborting the signal cancels it
 * (a newer popup replaced it, or the app stopped); the driver should then close the window.
 */
export interface SocialPopup {
  open(provider: SocialProviderId, popupWindow: SocialPopupWindow, signal: AbortSignal): Promise<SocialCredential>
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

/** The provider error code carried by a rejection, or internal-error for anything else. */
export const socialErrorCodeOf = (error: unknown): SocialErrorCode => (error instanceof SocialPopupError ? error.code : 'internal-error')
