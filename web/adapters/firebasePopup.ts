import { type SocialPopup, SocialPopupError, type SocialProviderId } from '../../core/ports/social.ts'
import type { FirebaseConfig } from '../config.ts'

/** Providers Firebase can open a popup for; kakao and naver need their own kits (accounts work). */
export const firebaseProviders = ['google', 'facebook', 'apple'] as const satisfies readonly SocialProviderId[]

/**
 * The social sign-in popup through Firebase Auth (firebaseAuthPopup.ts). Even that adapter's own
 * code loads on the first `open`, so the first page carries none of it (docs/decisions/0802).
 */
export const firebaseSocialPopup = (config: FirebaseConfig): SocialPopup => {
  let popup: Promise<SocialPopup> | undefined
  return {
    async open(provider, popupWindow, signal) {
      popup ??= import('./firebaseAuthPopup.ts').then((m) => m.firebaseSocialPopup(config))
      const loaded = await popup.catch(() => {
        popup = undefined
        throw new SocialPopupError('network-request-failed')
      })
      return loaded.open(provider, popupWindow, signal)
    },
  }
}
