import type { SocialCredential, SocialErrorCode, SocialProviderId } from '../../ports/social.ts'

/** One sign-in attempt; `id` lets the caller match the outcome to its request. */
export interface PopupRequest {
  readonly id: number
  readonly provider: SocialProviderId
}

export interface SocialPopupContext {
  readonly request: PopupRequest | null
  /** The last outcome, for views and tests. */
  readonly lastOutcome: PopupOutcome | null
}

export type PopupOutcome =
  | { readonly id: number; readonly ok: true; readonly credential: SocialCredential }
  | { readonly id: number; readonly ok: false; readonly code: SocialErrorCode }

export type SocialPopupEvent =
  | { readonly type: 'popup.open'; readonly request: PopupRequest }
  /** From the popup port: the provider signed the viewer in. */
  | { readonly type: 'popup.signedIn'; readonly credential: SocialCredential }
  /** From the popup port: the provider failed with one of its error codes. */
  | { readonly type: 'popup.failed'; readonly code: SocialErrorCode }
  /** From the popup port: the viewer closed the window. */
  | { readonly type: 'popup.closed' }

export type SocialPopupEmitted = { readonly type: 'popup.settled'; readonly outcome: PopupOutcome }

/** What the popup window actor is started with. */
export interface PopupWindowInput {
  readonly provider: SocialProviderId
}
