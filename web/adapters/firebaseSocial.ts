import { type SocialCredential, type SocialPopup, SocialPopupError, type SocialProviderId } from '../../core/ports/social.ts'
import type { FirebaseConfig } from '../config.ts'

/** Providers Firebase can open a popup for; Kakao and Naver have their own kits (kakaoNaverKit.ts). */
export const firebaseProviders = ['google', 'facebook', 'apple'] as const satisfies readonly SocialProviderId[]

/** Social sign-in through Firebase Auth: the popup, and the same in this tab when popups are blocked. */
export interface FirebaseSocial {
  readonly popup: SocialPopup
  /** Gets Firebase ready before a click (the login page calls it when drawn). */
  prepare(): void
  /** Signs in in this tab instead of a popup: the page leaves and comes back (keep what must survive first). */
  redirect(provider: SocialProviderId): Promise<void>
  /** On the page the redirect came back to: its credential; undefined when this load is no such return. */
  redirectResult(): Promise<SocialCredential | undefined>
}

/**
 * Social sign-in whose code (firebasePopup.ts) loads on first use, so the first page carries none
 * of it (docs/decisions/0802). The login page's `prepare` brings it in when drawn; by the click it
 * is there, and the popup opens in the click itself, as the emulator's window must.
 */
export const firebaseSocial = (config: FirebaseConfig): FirebaseSocial => {
  let loaded: FirebaseSocial | undefined
  let loading: Promise<FirebaseSocial> | undefined
  const load = () =>
    (loading ??= import('./firebasePopup.ts').then(
      (m) => (loaded = m.firebaseSocial(config)),
      () => {
        // Its code did not load (offline): the next try loads it again.
        loading = undefined
        throw new SocialPopupError('network-request-failed')
      },
    ))
  return {
    popup: {
      open: (provider, popupWindow, signal) =>
        loaded ? loaded.popup.open(provider, popupWindow, signal) : load().then((social) => social.popup.open(provider, popupWindow, signal)),
    },
    prepare: () => void load().then((social) => social.prepare(), () => undefined),
    redirect: async (provider) => (await load()).redirect(provider),
    redirectResult: async () => (await load()).redirectResult(),
  }
}
